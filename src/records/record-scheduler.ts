import type { ClaimedRecord, RecordStore, StoredRecord } from "../storage/record-store";

/** How one family's due records are rung. */
export interface RingSchedule<Item extends StoredRecord> {
  /** Where the family's records are (every user's). */
  store: RecordStore<Item>;
  /** The record as marked when it rings (fired, when, whether late); it must no longer be due. */
  mark: (item: Item, ringing: { now: Date; late: boolean }) => Item;
  /** Rings one claimed record (already marked in the store). */
  ring: (claimed: ClaimedRecord<Item>, late: boolean) => void;
}

/** A {@link RingSchedule} with its record type sealed in, so schedules of several families fit in one list. */
export interface Ringable {
  claim(
    now: Date,
    isLate: (dueAt: number) => boolean,
    onError: (error: unknown, userId: string | undefined) => void,
  ): Promise<Array<{ dueAt: number; ring: () => void }>>;
  nextDueAt(onError: (error: unknown, userId: string | undefined) => void): Promise<number | undefined>;
}

/** Seals a family's {@link RingSchedule} into a {@link Ringable}. */
export function ringable<Item extends StoredRecord>({ store, mark, ring }: RingSchedule<Item>): Ringable {
  return {
    async claim(now, isLate, onError) {
      const claimed = await store.claimDue(now, (item, dueAt) => mark(item, { now, late: isLate(dueAt) }), { onError });
      return claimed.map((record) => ({ dueAt: record.dueAt, ring: () => ring(record, isLate(record.dueAt)) }));
    },
    nextDueAt: (onError) => store.nextDueAt({ onError }),
  };
}

/** Options of {@link RecordScheduler}. */
export interface RecordSchedulerOptions {
  /** The families to ring. */
  schedules: readonly Ringable[];
  /** The clock. */
  now: () => Date;
  /** Starts a timer. */
  setTimer: (callback: () => void, delayMs: number) => unknown;
  /** Cancels a timer `setTimer` returned. */
  clearTimer: (timer: unknown) => void;
  /** The longest wait between two looks at the stores, to see records other processes added, in milliseconds. */
  pollIntervalMs: number;
  /** A record rung more than this after it was due is late, in milliseconds. */
  lateAfterMs: number;
  /** Called with each failure (at most once per store and user in one look). */
  onError: (error: unknown) => void;
}

/**
 * The ringing loop of numbered records with a due time (alarms, timers): looks at every store,
 * claims what is due (each record once, across processes), rings it, and sleeps until the next
 * due time or `pollIntervalMs`. Looks never overlap; a failure is reported and the loop goes on.
 */
export class RecordScheduler {
  private timer: unknown;
  private running = false;
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly options: RecordSchedulerOptions) {}

  /** Looks at once (records missed while stopped ring late) and keeps looking. */
  start(): Promise<void> {
    if (this.running) return this.queue;
    this.running = true;
    return this.enqueue(true);
  }

  /** Stops looking; `start()` resumes. */
  stop(): void {
    this.running = false;
    this.cancelTimer();
  }

  /** Looks again now (after a change). Never rejects. */
  refresh(): Promise<void> {
    return this.running ? this.enqueue(false) : this.queue;
  }

  private enqueue(starting: boolean): Promise<void> {
    this.queue = this.queue
      .then(() => this.check(starting))
      .catch((error: unknown) => {
        this.options.onError(error);
        if (this.running) this.schedule(undefined);
      });
    return this.queue;
  }

  private async check(starting: boolean): Promise<void> {
    if (!this.running) return;
    this.cancelTimer();
    const now = this.options.now();
    const reported = new Set<string>();
    const onError = (index: number) => (error: unknown, userId: string | undefined) => {
      const key = `${index}:${userId ?? ""}`;
      if (!reported.has(key)) this.options.onError(error);
      reported.add(key);
    };
    const isLate = (dueAt: number) => starting || now.getTime() - dueAt > this.options.lateAfterMs;
    const due: Array<{ dueAt: number; ring: () => void }> = [];
    for (const [index, schedule] of this.options.schedules.entries()) due.push(...(await schedule.claim(now, isLate, onError(index))));
    for (const { ring } of due.sort((a, b) => a.dueAt - b.dueAt)) ring();
    if (!this.running) return;
    let next: number | undefined;
    for (const [index, schedule] of this.options.schedules.entries()) {
      const at = await schedule.nextDueAt(onError(index));
      if (at !== undefined && (next === undefined || at < next)) next = at;
    }
    if (this.running) this.schedule(next);
  }

  private schedule(next: number | undefined): void {
    const now = this.options.now().getTime();
    const delay = Math.max(0, Math.min((next ?? Infinity) - now, this.options.pollIntervalMs));
    this.timer = this.options.setTimer(() => void this.enqueue(false), delay);
  }

  private cancelTimer(): void {
    if (this.timer !== undefined) this.options.clearTimer(this.timer);
    this.timer = undefined;
  }
}
