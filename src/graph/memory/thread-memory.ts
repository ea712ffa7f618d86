import type { Callbacks } from "@langchain/core/callbacks/manager";
import { RemoveMessage, type BaseMessage } from "@langchain/core/messages";
import type { Locale } from "../../core/locale";
import type { CheckpointPruner } from "../checkpoints/checkpoint-pruner";
import type { TurnGate } from "../threads/turn-gate";
import { cutReply } from "../limits/cut-reply";
import type { OpenTelemetryOption } from "../tracing/open-telemetry-option";
import { startSummaryTrace } from "../tracing/summary-trace";
import type { TokenCounter } from "./estimate-tokens";
import { historyWindow } from "./history-window";
import type { Summarizer, SummarizerInput } from "./summarizer";
import { handToTranscript, type TranscriptSink } from "./transcript-sink";

/** The parts of the compiled graph the memory reads and writes. */
export interface ThreadStateAccess {
  getState(config: { configurable: { thread_id: string } }): Promise<{ values: unknown; next: readonly string[] }>;
  updateState(config: { configurable: { thread_id: string } }, values: Record<string, unknown>, asNode: string): Promise<unknown>;
}

/** Options of {@link ThreadMemory}. */
export interface ThreadMemoryOptions {
  graph: ThreadStateAccess;
  gate: TurnGate;
  /** Tokens of summary and turns the model reads. */
  budget: number;
  countTokens: TokenCounter;
  /** Writes the running summary; undefined: turns leaving the window are dropped in the graph instead. */
  summarizer?: Summarizer;
  transcript?: TranscriptSink;
  prune?: CheckpointPruner;
  keepCheckpoints: number;
  locale: Locale;
  /** The graph's callbacks and OpenTelemetry option: what sees the summary's model call. Default: nothing. */
  tracing?: { callbacks?: Callbacks; openTelemetry?: OpenTelemetryOption };
}

interface Fold {
  controller: AbortController;
  done: Promise<void>;
}

/** The share of the budget a fold leaves: folds come every few turns, not after every turn. */
const AFTER_FOLD = 0.6;

/**
 * Keeps each thread's storage bounded between turns: after every turn it prunes the thread's old
 * checkpoints, and when turns have left the window it folds them into the running summary — the
 * model call runs in the background after the reply has gone out, and the result is saved (the
 * folded messages removed with `RemoveMessage`) when no turn runs on the thread. A failure leaves
 * the thread as it was; the next turn tries again.
 */
export class ThreadMemory {
  private readonly folds = new Map<string, Fold>();

  constructor(private readonly options: ThreadMemoryOptions) {}

  /** After a turn, while the turn still holds its thread: prune, then start a fold if one is due. */
  async afterTurn(threadId: string, values: { messages?: BaseMessage[]; summary?: string } | undefined): Promise<void> {
    const { prune, keepCheckpoints, summarizer, budget, countTokens } = this.options;
    await prune?.(threadId, keepCheckpoints).catch(() => undefined);
    const messages = values?.messages;
    if (summarizer === undefined || messages === undefined || this.folds.has(threadId)) return;
    const summary = values?.summary ?? "";
    if (historyWindow(messages, { budget, countTokens, summary }).older.length === 0) return;
    const folded = historyWindow(messages, { budget: Math.floor(budget * AFTER_FOLD), countTokens, summary }).older.flat();
    this.startFold(threadId, summary, folded, summarizer);
  }

  /** Resolves once every fold under way has been saved or given up. */
  async settle(): Promise<void> {
    while (this.folds.size > 0) await Promise.all([...this.folds.values()].map((fold) => fold.done));
  }

  /** Stops a fold under way on the thread; its result is never saved. */
  forget(threadId: string): void {
    this.folds.get(threadId)?.controller.abort(new Error("The thread was deleted."));
    this.folds.delete(threadId);
  }

  private startFold(threadId: string, summary: string, folded: BaseMessage[], summarizer: Summarizer): void {
    const controller = new AbortController();
    const fold: Fold = { controller, done: Promise.resolve() };
    fold.done = (async () => {
      try {
        const written = await this.summarize(threadId, summarizer, {
          summary,
          messages: folded,
          locale: this.options.locale,
          signal: controller.signal,
        });
        if (controller.signal.aborted || !written) return;
        await this.options.gate.runExclusive(threadId, () => this.saveFold(threadId, summary, folded, written), controller.signal);
      } catch {
        // The thread keeps its turns; a later turn folds them.
      } finally {
        if (this.folds.get(threadId) === fold) this.folds.delete(threadId);
      }
    })();
    this.folds.set(threadId, fold);
  }

  /** Runs the summarizer with the graph's callbacks and, when wanted, inside a `dialogue_graph.summary` span. */
  private async summarize(threadId: string, summarizer: Summarizer, input: SummarizerInput): Promise<string> {
    const trace = await startSummaryTrace({ ...this.options.tracing, threadId, locale: input.locale });
    try {
      const written = await summarizer({ ...input, callbacks: trace.callbacks });
      trace.end(written);
      return written;
    } catch (error) {
      trace.end(undefined, error);
      throw error;
    }
  }

  private async saveFold(threadId: string, base: string, folded: BaseMessage[], written: string): Promise<void> {
    const config = { configurable: { thread_id: threadId } };
    const snapshot = await this.options.graph.getState(config);
    const values = snapshot.values as { messages?: BaseMessage[]; summary?: string } | undefined;
    // Saved only onto the state it was made from: not while a turn is paused on a question, not
    // after another process folded the same turns or the thread was deleted.
    if (snapshot.next.length > 0 || (values?.summary ?? "") !== base) return;
    const present = new Set((values?.messages ?? []).map((message) => message.id));
    if (!folded.every((message) => message.id !== undefined && present.has(message.id))) return;
    const summary = this.boundedSummary(written);
    if (!(await handToTranscript(this.options.transcript, { threadId, messages: folded, summary }))) return;
    await this.options.graph.updateState(
      config,
      { summary, messages: folded.map((message) => new RemoveMessage({ id: message.id! })) },
      "reply",
    );
    await this.options.prune?.(threadId, this.options.keepCheckpoints).catch(() => undefined);
  }

  /** A summary that ignored its length is cut to a third of the budget, after a whole sentence. */
  private boundedSummary(summary: string): string {
    const { budget, countTokens } = this.options;
    const tokens = countTokens(summary);
    const allowed = Math.floor(budget / 3);
    return tokens <= allowed ? summary : cutReply(summary, Math.floor((summary.length * allowed) / tokens));
  }
}
