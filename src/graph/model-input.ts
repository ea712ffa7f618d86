import { SystemMessage, ToolMessage, isAIMessage, isToolMessage, type BaseMessage } from "@langchain/core/messages";
import { DateTime } from "luxon";
import type { Locale } from "../core/locale";
import { prompt, type GraphRuntime } from "./graph-runtime";

/**
 * The messages a model call receives: the system prompt, then the conversation with every tool
 * call answered. A turn cut off between a tool call and its result (a crash, a cancelled run)
 * would otherwise leave a history OpenAI refuses, so a missing result is filled in and a result
 * without its call is dropped.
 */
export function modelInput(runtime: GraphRuntime, messages: readonly BaseMessage[], locale: Locale, now: Date): BaseMessage[] {
  const time = DateTime.fromJSDate(now).setZone(runtime.timeZone).toFormat("yyyy-MM-dd HH:mm cccc", { locale: locale === "en" ? "en" : "zh-TW" });
  const input: BaseMessage[] = [new SystemMessage(prompt(runtime, "system", locale, { now: time, timeZone: runtime.timeZone }))];
  const answered = new Set(messages.filter(isToolMessage).map((message) => message.tool_call_id));
  const asked = new Set<string>();
  for (const message of messages) {
    if (isToolMessage(message) && !asked.has(message.tool_call_id)) continue;
    input.push(message);
    if (isAIMessage(message)) {
      for (const call of message.tool_calls ?? []) {
        if (call.id === undefined) continue;
        asked.add(call.id);
        if (!answered.has(call.id)) input.push(new ToolMessage({ tool_call_id: call.id, content: "(no result: the turn was interrupted)" }));
      }
    }
  }
  return input;
}
