import type { DialogueEvent } from "./dialogue-event";
import type { TurnRecord } from "./turn-record";

/** The holding line as `DialogueGraph.stream` sends it: a sentence marked `holding`. */
export type HoldingSentence = Extract<DialogueEvent, { type: "sentence" }> & { holding: true };

/** The holding line as a chunk of the graph's stream, so the turn's loop passes it on like any custom event. */
export type HoldingChunk = ["custom", HoldingSentence];

const DUE = Symbol("holding line due");

/** What a turn's holding line needs. */
export interface HoldingLineParts {
  /** Milliseconds after the turn's start; undefined or `Infinity`: no holding line. */
  afterMs: number | undefined;
  /** The line in the turn's language, asked for only when it is said. */
  text: () => string;
  /** The turn's signal: a cancelled turn says nothing more. */
  signal?: AbortSignal;
}

/**
 * The holding line of one turn (`holdingLineAfterMs`): when no sentence of the reply has come
 * within `afterMs` of the turn's start, `watch` slips one holding sentence in among the graph's
 * chunks, at its deadline even while a chunk is awaited. It races the stream's pending `next()`
 * with a timer and keeps that pending read for the next round, so no chunk is lost or read twice;
 * the timer is cleared however the stream ends (done, failed, closed early). `saw` tells it what
 * the turn said: once a sentence, a question or the turn's end has gone out, the line is not said.
 *
 * @example
 * ```ts
 * const holding = new HoldingLine({ afterMs: 700, text: () => "我查一下喔。" });
 * for await (const [mode, chunk] of holding.watch(chunks)) yield holding.saw(chunk as DialogueEvent);
 * ```
 */
export class HoldingLine {
  private readonly deadline: number;
  private waiting: boolean;
  // The line as said, once it has been.
  private said: string | undefined;

  /** The option as given, or a TypeError when it is not a number of milliseconds from 0. */
  static checked(afterMs: number | undefined): number | undefined {
    if (afterMs !== undefined && !(typeof afterMs === "number" && afterMs >= 0))
      throw new TypeError(
        `holdingLineAfterMs must be a number of milliseconds from 0, not ${typeof afterMs === "string" ? `"${afterMs}"` : String(afterMs)}.`,
      );
    return afterMs;
  }

  constructor(private readonly parts: HoldingLineParts) {
    const afterMs = HoldingLine.checked(parts.afterMs);
    this.waiting = afterMs !== undefined && Number.isFinite(afterMs);
    this.deadline = performance.now() + (afterMs ?? 0);
  }

  /** Notes an event the turn sends; a sentence, a question or the turn's end means no holding line. Returns the event. */
  saw<E extends DialogueEvent>(event: E): E {
    if (event.type === "sentence" || event.type === "question" || event.type === "turn-end") this.waiting = false;
    return event;
  }

  /** The event, or — for the turn's end after a holding line was said — the event with the line in its record's `holdingLine`. */
  recorded<E extends DialogueEvent>(event: E): E {
    if (event.type !== "turn-end" || this.said === undefined) return event;
    const turn: TurnRecord = { ...event.turn, holdingLine: this.said };
    return { ...event, turn };
  }

  /** The source's chunks, and the holding line among them at its deadline; the source itself when no line can come. */
  watch<T>(source: AsyncIterable<T>): AsyncIterable<T | HoldingChunk> {
    return this.waiting ? this.race(source) : source;
  }

  private async *race<T>(source: AsyncIterable<T>): AsyncGenerator<T | HoldingChunk> {
    const iterator = source[Symbol.asyncIterator]();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const due = new Promise<typeof DUE>((resolve) => {
      timer = setTimeout(resolve, Math.max(0, this.deadline - performance.now()), DUE);
    });
    let pending: Promise<IteratorResult<T>> | undefined;
    let ended = false;
    try {
      for (;;) {
        pending ??= iterator.next();
        let next: IteratorResult<T> | typeof DUE;
        try {
          next = this.waiting ? await Promise.race([pending, due]) : await pending;
        } catch (error) {
          ended = true; // the source failed: it has nothing left to close
          throw error;
        }
        if (next === DUE) {
          this.waiting = false;
          if (this.parts.signal?.aborted !== true) {
            this.said = this.parts.text();
            yield ["custom", { type: "sentence", text: this.said, holding: true }];
          }
          continue;
        }
        pending = undefined;
        if (next.done === true) {
          ended = true;
          return;
        }
        yield next.value;
      }
    } finally {
      clearTimeout(timer);
      // Closed early (the caller stopped reading): a read may still be pending; the source's return() ends it.
      if (!ended) {
        pending?.catch(() => undefined);
        await iterator.return?.();
      }
    }
  }
}
