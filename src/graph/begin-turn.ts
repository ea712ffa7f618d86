import { isHumanMessage, type BaseMessage } from "@langchain/core/messages";
import { detectLocale } from "../core/detect-locale";
import type { Locale } from "../core/locale";
import { messageText } from "./call-model";
import type { TurnState } from "./dialogue-state";

/**
 * The current turn, starting a new one when the newest user message is not the one the
 * stored turn answers. So a LangGraph CLI run that only appends a message starts a turn
 * exactly as `DialogueGraph.invoke` does.
 */
export function beginTurn(
  messages: readonly BaseMessage[],
  current: TurnState | undefined,
  { threadId, now, locale }: { threadId: string; now: Date; locale: Locale },
): TurnState {
  const lastHuman = [...messages].reverse().find(isHumanMessage);
  if (current !== undefined && lastHuman !== undefined && current.humanMessageId === lastHuman.id) return current;
  const text = lastHuman ? messageText(lastHuman) : "";
  return {
    threadId,
    text,
    locale: detectLocale(text, locale),
    startedAt: now.toISOString(),
    route: "model",
    round: 0,
    pending: [],
    toolCalls: [],
    modelCalls: [],
    humanMessageId: lastHuman?.id,
  };
}
