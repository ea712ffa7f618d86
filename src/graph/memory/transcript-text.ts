import { isAIMessage, isHumanMessage, isToolMessage, type BaseMessage } from "@langchain/core/messages";
import type { Locale } from "../../core/locale";
import { localize } from "../../core/localize";
import { messageText } from "../call-model";
import { isInterruptedReply } from "../finish-turn";

/**
 * Turns as plain lines for the summary call: what the user said, what was answered, and each tool
 * result as the text its formatter made (never the raw data), so the summary keeps what was said.
 */
export function transcriptText(messages: readonly BaseMessage[], locale: Locale): string {
  const say = (zh: string, en: string) => localize(locale, { zh, en });
  const lines: string[] = [];
  for (const message of messages) {
    const text = messageText(message).trim();
    if (isHumanMessage(message)) lines.push(`${say("使用者", "User")}：${text}`);
    else if (isToolMessage(message)) lines.push(`${say("工具", "Tool")} ${message.name ?? ""}：${text}`);
    else if (isAIMessage(message)) {
      const calls = (message.tool_calls ?? []).map((call) => call.name);
      if (calls.length > 0) lines.push(`${say("助理使用了", "Assistant used")} ${calls.join(", ")}${text ? `：${text}` : ""}`);
      else if (text || isInterruptedReply(message))
        lines.push(`${say("助理", "Assistant")}：${text}${isInterruptedReply(message) ? say("（被打斷）", " (interrupted)") : ""}`);
    }
  }
  return lines.join("\n");
}
