import type { CorruptFileReport } from "./corrupt-file-report";
import type { StoreChange } from "./store-change";
import type { StoreOutcome } from "./store-outcome";

/** One change waiting to be written, and how far it got. */
export interface PendingChange<T> {
  change: (data: T) => StoreChange<T, unknown> | Promise<StoreChange<T, unknown>>;
  signal?: AbortSignal;
  /** waiting → committing (its write has begun replacing the file: it is no longer aborted) → settled. */
  state: "waiting" | "committing" | "settled";
  resolve(outcome: StoreOutcome<unknown>): void;
  reject(error: unknown): void;
}

/** What {@link WriteBatch.settle} needs of the store: a check that data reads back, and the write itself. */
export interface SettleOptions<T> {
  check: (data: T) => string | undefined;
  /** Writes `data`; calls `beforeCommit` just before the file is replaced (it throws to abandon the write). */
  commit: (data: T, beforeCommit: () => void) => Promise<void>;
  /** Write even when no change has data (the file was repaired). */
  mustWrite: boolean;
}

/** Abandons a write because a change in it was aborted; the batch is applied again without it. */
const ABORTED_MEANWHILE = Symbol("aborted meanwhile");

/**
 * The queue of one store's changes: changes made while a write is under way are applied together
 * under one lock and one write. A change whose signal aborts before its write commits rejects at
 * once and is left out of the write (the batch is applied again without it), so a timed-out call
 * never changes the file later.
 */
export class WriteBatch<T> {
  private pending: PendingChange<T>[] = [];
  private flushing: Promise<void> | undefined;

  constructor(private readonly write: (entries: PendingChange<T>[]) => Promise<void>) {}

  /** Queues a change; resolves once it is written, rejects at once when `signal` aborts first. */
  add<Result>(change: PendingChange<T>["change"], signal: AbortSignal | undefined): Promise<StoreOutcome<Result>> {
    return new Promise<StoreOutcome<Result>>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const finish = () => {
        signal?.removeEventListener("abort", onAbort);
        const open = entry.state !== "settled";
        entry.state = "settled";
        return open;
      };
      const entry: PendingChange<T> = {
        change,
        signal,
        state: "waiting",
        resolve: (outcome) => finish() && resolve(outcome as StoreOutcome<Result>),
        reject: (error) => finish() && reject(error),
      };
      const onAbort = () => entry.state === "waiting" && entry.reject(signal?.reason);
      signal?.addEventListener("abort", onAbort, { once: true });
      this.pending.push(entry);
      this.flushing ??= this.flush();
    });
  }

  /** A signal that aborts once every entry is settled (all aborted), so nobody waits for a lock on their behalf. */
  allAborted(entries: readonly PendingChange<T>[]): AbortSignal | undefined {
    if (entries.some((entry) => !entry.signal)) return undefined;
    const controller = new AbortController();
    const check = () => {
      if (entries.every((entry) => entry.state === "settled")) controller.abort(entries[0]?.signal?.reason);
    };
    for (const entry of entries) entry.signal?.addEventListener("abort", check, { once: true });
    check();
    return controller.signal;
  }

  /**
   * Applies the waiting entries to `base` in order and writes the result once; returns how to
   * settle each (its result, or its own error), to be called once the lock is released. Data that
   * would not read back is refused for the change that made it.
   */
  async apply(
    entries: readonly PendingChange<T>[],
    base: T,
    recovered: CorruptFileReport[],
    { check, commit, mustWrite }: SettleOptions<T>,
  ): Promise<Array<() => void>> {
    let live = entries.filter((entry) => entry.state === "waiting");
    for (;;) {
      let data = base;
      let changed = false;
      const outcomes: Array<() => void> = [];
      for (const entry of live) {
        try {
          // A clone, so that a change that mutates and then throws leaves no trace.
          const outcome = await entry.change(structuredClone(data));
          if (outcome.data !== undefined) {
            const problem = check(outcome.data);
            if (problem) throw new Error(`Refused to write data that would not read back (${problem}).`);
            [data, changed] = [outcome.data, true];
          }
          outcomes.push(() => entry.resolve({ value: outcome.result, recovered }));
        } catch (error) {
          outcomes.push(() => entry.reject(error));
        }
      }
      // A change whose signal aborted while the batch ran is left out before anything is written.
      if (live.some((entry) => entry.state !== "waiting")) {
        live = live.filter((entry) => entry.state === "waiting");
        continue;
      }
      if (changed || mustWrite) {
        const current = live;
        try {
          await commit(data, () => {
            if (current.some((entry) => entry.state !== "waiting")) throw ABORTED_MEANWHILE;
            for (const entry of current) entry.state = "committing";
          });
        } catch (error) {
          if (error !== ABORTED_MEANWHILE) throw error;
          live = live.filter((entry) => entry.state === "waiting");
          continue;
        }
      }
      return outcomes;
    }
  }

  private async flush(): Promise<void> {
    try {
      while (this.pending.length > 0) {
        const entries = this.pending.splice(0).filter((entry) => entry.state === "waiting");
        if (entries.length === 0) continue;
        try {
          await this.write(entries);
        } catch (error) {
          for (const entry of entries) entry.reject(error);
        }
      }
    } finally {
      this.flushing = undefined;
    }
  }
}
