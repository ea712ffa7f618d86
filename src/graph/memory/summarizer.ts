import type { BaseMessage } from "@langchain/core/messages";
import type { Locale } from "../../core/locale";

/** What a {@link Summarizer} is given. */
export interface SummarizerInput {
  /** The running summary so far ("" at first). */
  summary: string;
  /** The turns leaving the window, oldest first, to fold into it. */
  messages: BaseMessage[];
  /** The thread's default language. */
  locale: Locale;
  /** Aborted when the thread is deleted. */
  signal: AbortSignal;
}

/**
 * Writes the new running summary from the old one and the turns leaving the window. Called after
 * a reply has been sent, never on a reply's path; a throw keeps the thread as it was.
 */
export type Summarizer = (input: SummarizerInput) => Promise<string>;
