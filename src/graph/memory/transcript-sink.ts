import type { BaseMessage } from "@langchain/core/messages";

/** Messages about to leave a thread's state. */
export interface TranscriptEntry {
  threadId: string;
  /** The messages, oldest first: whole turns (the user's text, tool calls and results, the reply). */
  messages: BaseMessage[];
  /** The running summary that now stands for them; absent when they are dropped with no summary. */
  summary?: string;
}

/**
 * Receives messages before they leave a thread's state — folded into the summary or dropped — for
 * an application that must keep a full log. Called in order, once per batch; while it throws (or
 * its promise rejects), the messages stay in the thread and are offered again later.
 */
export type TranscriptSink = (entry: TranscriptEntry) => void | Promise<void>;

/** Hands messages to the sink; false when it refused them. */
export async function handToTranscript(sink: TranscriptSink | undefined, entry: TranscriptEntry): Promise<boolean> {
  if (sink === undefined || entry.messages.length === 0) return true;
  try {
    await sink(entry);
    return true;
  } catch {
    return false;
  }
}
