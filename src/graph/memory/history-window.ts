import type { BaseMessage } from "@langchain/core/messages";
import type { TokenCounter } from "./estimate-tokens";
import { messageTokens } from "./message-tokens";
import { splitTurns } from "./split-turns";

/** Options of {@link historyWindow}. */
export interface HistoryWindowOptions {
  /** Tokens for the summary and the turns together. */
  budget: number;
  countTokens: TokenCounter;
  /** The running summary of older turns; it takes its share of the budget first. Default: "". */
  summary?: string;
}

/** The conversation split where the model stops reading it. */
export interface HistoryWindow {
  /** The most recent turns that fit the budget (always at least the last turn), oldest first. */
  recent: BaseMessage[];
  /** The turns before them. */
  older: BaseMessage[][];
  /** Tokens of the summary and of every turn, recent and older. */
  totalTokens: number;
}

/**
 * What the model reads of a conversation: the last turn whatever its size, then earlier turns,
 * newest first, while the summary and the turns stay within the budget. Whole turns only.
 */
export function historyWindow(
  messages: readonly BaseMessage[],
  { budget, countTokens, summary = "" }: HistoryWindowOptions,
): HistoryWindow {
  const turns = splitTurns(messages);
  const sizes = turns.map((turn) => turn.reduce((sum, message) => sum + messageTokens(message, countTokens), 0));
  let used = summary ? countTokens(summary) : 0;
  const totalTokens = sizes.reduce((sum, size) => sum + size, used);
  let first = turns.length;
  while (first > 0 && (first === turns.length || used + sizes[first - 1] <= budget)) {
    first--;
    used += sizes[first];
  }
  return { recent: turns.slice(first).flat(), older: turns.slice(0, first), totalTokens };
}
