import type { Callbacks } from "@langchain/core/callbacks/manager";
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
  /**
   * The graph's `callbacks`, with the OpenTelemetry handler when spans are made: pass them to the
   * model call (`model.invoke(messages, { callbacks })`) so traces see it. Undefined when nothing listens.
   */
  callbacks?: Callbacks;
}

/**
 * Writes the new running summary from the old one and the turns leaving the window. Called after
 * a reply has been sent, never on a reply's path; a throw keeps the thread as it was.
 */
export type Summarizer = (input: SummarizerInput) => Promise<string>;
