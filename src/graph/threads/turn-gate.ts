import type { BusyThreadPolicy } from "./busy-thread-policy";
import { ThreadBusyError } from "./thread-busy-error";
import type { ThreadLease, ThreadLock } from "./thread-lock";

/** A turn let through the gate: its own signal, and the way out once it has ended. */
export interface TurnPass {
  /** Aborted by the caller's signal, or by a newer turn that interrupts this one. */
  signal: AbortSignal;
  /** Frees the thread for the next turn. */
  leave(): Promise<void>;
}

/**
 * One turn at a time per thread: the {@link ThreadLock} keeps the order, the
 * {@link BusyThreadPolicy} decides what a turn that finds its thread busy does, and each turn gets
 * its own AbortSignal (a newer turn interrupting an older one aborts only that one).
 */
export class TurnGate {
  // The turns of this process per thread, running or waiting, for barge-in.
  private readonly turns = new Map<string, Set<AbortController>>();
  // Background work of this process holding or waiting for a thread (a summary being saved).
  private readonly chores = new Map<string, number>();

  constructor(
    private readonly lock: ThreadLock,
    private readonly policy: BusyThreadPolicy,
  ) {}

  /**
   * Waits for the thread as the policy says. Null when the turn was cancelled (its signal, or a
   * newer turn's barge-in) before it could start; throws {@link ThreadBusyError} when refused.
   */
  async enter(threadId: string, text: string, callerSignal?: AbortSignal): Promise<TurnPass | null> {
    const controller = new AbortController();
    const signal = callerSignal ? AbortSignal.any([callerSignal, controller.signal]) : controller.signal;
    let mine = this.turns.get(threadId);
    if (mine === undefined) this.turns.set(threadId, (mine = new Set()));
    mine.add(controller);
    const forget = () => {
      mine.delete(controller);
      if (mine.size === 0 && this.turns.get(threadId) === mine) this.turns.delete(threadId);
    };
    let lease: ThreadLease;
    try {
      lease =
        this.policy === "wait" ? await this.lock.acquire(threadId, { signal }) : await this.enterBusy(threadId, text, controller, signal);
    } catch (error) {
      forget();
      if (signal.aborted && !ThreadBusyError.isInstance(error)) return null;
      throw error;
    }
    return {
      signal,
      leave: async () => {
        forget();
        await lease.release();
      },
    };
  }

  private async enterBusy(threadId: string, text: string, controller: AbortController, signal: AbortSignal): Promise<ThreadLease> {
    const free = await this.lock.tryAcquire(threadId);
    if (free !== null) return free;
    const action = typeof this.policy === "function" ? this.policy({ threadId, text }) : this.policy;
    // Only a turn makes a thread busy: behind a chore of this process (a few milliseconds), wait.
    const onlyChores = (this.turns.get(threadId)?.size ?? 0) <= 1 && (this.chores.get(threadId) ?? 0) > 0;
    if (action === "refuse" && !onlyChores) throw new ThreadBusyError(threadId);
    if (action === "interrupt") {
      for (const other of this.turns.get(threadId) ?? [])
        if (other !== controller) other.abort(new Error("Interrupted by a newer turn on the same thread."));
    }
    return this.lock.acquire(threadId, { signal });
  }

  /**
   * Runs background work on a thread (saving a summary, deleting the thread) when no turn runs on
   * it, in line with the turns. It is not a turn: a turn arriving meanwhile waits for it even
   * under `"refuse"`. The work's own errors are its caller's.
   */
  async runExclusive<T>(threadId: string, work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    this.chores.set(threadId, (this.chores.get(threadId) ?? 0) + 1);
    try {
      const lease = await this.lock.acquire(threadId, { signal });
      try {
        return await work();
      } finally {
        await lease.release();
      }
    } finally {
      const left = (this.chores.get(threadId) ?? 1) - 1;
      if (left > 0) this.chores.set(threadId, left);
      else this.chores.delete(threadId);
    }
  }

  /** Stops every turn of the thread in this process, running or waiting (as a barge-in would). */
  interrupt(threadId: string): void {
    for (const controller of this.turns.get(threadId) ?? []) controller.abort(new Error("The thread is being deleted."));
  }
}
