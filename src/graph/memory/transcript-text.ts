import { isAIMessage, isHumanMessage, isToolMessage, type BaseMessage } from "@langchain/core/messages";
import type { Locale } from "../../core/locale";
import { messageText } from "../call-model";
import { isInterruptedReply } from "../finish-turn";

/**
 * Turns as plain lines for the summary call: what the user said, what was answered, and each tool
 * result as the text its formatter made (never the raw data), so the summary keeps what was said.
 */
export function transcriptText(messages: readonly BaseMessage[], locale: Locale): string {
  const english = locale === "en";
  const lines: string[] = [];
  for (const message of messages) {
    const text = messageText(message).trim();
    if (isHumanMessage(message)) lines.push(`${english ? "User" : "使用者"}：${text}`);
    else if (isToolMessage(message)) lines.push(`${english ? "Tool" : "工具"} ${message.name ?? ""}：${text}`);
    else if (isAIMessage(message)) {
      const calls = (message.tool_calls ?? []).map((call) => call.name);
      if (calls.length > 0) lines.push(`${english ? "Assistant used" : "助理使用了"} ${calls.join(", ")}${text ? `：${text}` : ""}`);
      else if (text || isInterruptedReply(message))
        lines.push(
          `${english ? "Assistant" : "助理"}：${text}${isInterruptedReply(message) ? (english ? " (interrupted)" : "（被打斷）") : ""}`,
        );
    }
  }
  return lines.join("\n");
}
