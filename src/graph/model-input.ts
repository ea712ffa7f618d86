import { AIMessage, SystemMessage, ToolMessage, isAIMessage, isToolMessage, type BaseMessage } from "@langchain/core/messages";
import { DateTime } from "luxon";
import { localeDefinition, type Locale } from "../core/locale";
import { messageText } from "./call-model";
import { isInterruptedReply } from "./finish-turn";
import { prompt, type GraphRuntime } from "./graph-runtime";
import { historyWindow } from "./memory/history-window";

// Formatting the time with luxon costs about half a millisecond and every model call needs it,
// while the text only changes once a minute: keep the last few.
const timeTexts = new Map<string, string>();

function timeText(now: Date, timeZone: string, locale: Locale): string {
  const key = `${Math.floor(now.getTime() / 60_000)} ${timeZone} ${locale}`;
  let text = timeTexts.get(key);
  if (text === undefined) {
    text = DateTime.fromJSDate(now)
      .setZone(timeZone)
      .toFormat("yyyy-MM-dd HH:mm cccc", { locale: localeDefinition(locale).dateLocale });
    if (timeTexts.size >= 32) timeTexts.clear();
    timeTexts.set(key, text);
  }
  return text;
}

/** Options of {@link modelInput}. */
export interface ModelInputOptions {
  /** The thread's conversation as the state keeps it. */
  conversation: readonly BaseMessage[];
  /** The turn's language: the system prompt's. */
  locale: Locale;
  /** The turn's clock, given to the model as the current time. */
  now: Date;
  /** The running summary of older turns. Default: "" (none yet). */
  summary?: string;
}

/**
 * The messages a model call receives: the system prompt with the running summary, then the most
 * recent turns within the history budget, with every tool call answered. A turn cut off between a tool call and its result (a crash, a cancelled run)
 * would otherwise leave a history OpenAI refuses, so a missing result is filled in and a result
 * without its call is dropped.
 */
export function modelInput(runtime: GraphRuntime, { conversation, locale, now, summary = "" }: ModelInputOptions): BaseMessage[] {
  const time = timeText(now, runtime.timeZone, locale);
  const { budget, countTokens } = runtime.history;
  const messages = historyWindow(conversation, { budget, countTokens, summary }).recent;
  const system = prompt(runtime, "system", locale, { now: time, timeZone: runtime.timeZone });
  // One system message: some local models' chat templates read only the first.
  const summaryText = summary ? `\n\n${prompt(runtime, "conversation_summary", locale, { summary })}` : "";
  const input: BaseMessage[] = [new SystemMessage(system + summaryText)];
  const answered = new Set(messages.filter(isToolMessage).map((message) => message.tool_call_id));
  const asked = new Set<string>();
  for (const message of messages) {
    if (isToolMessage(message) && !asked.has(message.tool_call_id)) continue;
    if (isAIMessage(message) && isInterruptedReply(message)) {
      input.push(new AIMessage({ content: `${messageText(message)}${prompt(runtime, "interrupted_reply", locale)}` }));
      continue;
    }
    input.push(message);
    if (isAIMessage(message)) {
      for (const call of message.tool_calls ?? []) {
        if (call.id === undefined) continue;
        asked.add(call.id);
        if (!answered.has(call.id))
          input.push(new ToolMessage({ tool_call_id: call.id, content: "(no result: the turn was interrupted)" }));
      }
    }
  }
  return input;
}
