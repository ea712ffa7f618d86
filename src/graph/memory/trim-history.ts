import type { BaseMessage } from "@langchain/core/messages";
import type { TokenCounter } from "./estimate-tokens";
import { historyWindow } from "./history-window";
import { handToTranscript, type TranscriptSink } from "./transcript-sink";

/** How a graph keeps what the model reads of a thread bounded. */
export interface HistorySettings {
  /** Tokens of summary and turns the model reads. */
  budget: number;
  countTokens: TokenCounter;
  /** True when a summarizer folds old turns after the turns (DialogueGraph); false: they are dropped. */
  summarizes: boolean;
  transcript?: TranscriptSink;
}

/**
 * At the start of a turn, the messages that leave the thread's state with no summary: with no
 * summarizer, every turn the window no longer reaches; with one, the same only once the thread
 * has grown past twice its budget (summaries keep failing, or the graph runs where nothing folds,
 * such as LangGraph Studio). The transcript sink gets them first; if it refuses, nothing leaves.
 */
export async function trimHistory(
  threadId: string,
  messages: readonly BaseMessage[],
  summary: string,
  settings: HistorySettings,
): Promise<BaseMessage[]> {
  const { budget, countTokens, summarizes, transcript } = settings;
  const window = historyWindow(messages, { budget, countTokens, summary });
  if (window.older.length === 0 || (summarizes && window.totalTokens <= 2 * budget)) return [];
  const dropped = window.older.flat().filter((message) => message.id !== undefined);
  return (await handToTranscript(transcript, { threadId, messages: dropped })) ? dropped : [];
}
