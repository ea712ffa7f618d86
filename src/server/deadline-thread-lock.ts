import type { AcquireThreadOptions, ThreadLease, ThreadLock } from "../index";
import { ServerError } from "./server-error";

/** Seconds a client is asked to wait before sending a turn again to a busy thread. */
const BUSY_RETRY_SECONDS = 5;

/**
 * A {@link ThreadLock} whose waits end at a deadline: a turn that has waited `timeoutMs` for its
 * thread gives up with a 503 `thread_busy` (and `Retry-After`), so a holder that stopped answering
 * (a worker stopped with SIGSTOP keeps its PostgreSQL session, and with it the thread) does not
 * hold the thread's other turns forever. The order of arrival is the wrapped lock's.
 */
export class DeadlineThreadLock implements ThreadLock {
  constructor(
    private readonly lock: ThreadLock,
    private readonly timeoutMs: number,
  ) {}

  async acquire(threadId: string, { signal }: AcquireThreadOptions = {}): Promise<ThreadLease> {
    const late = new AbortController();
    const timer = setTimeout(() => late.abort(new Error("The thread wait deadline passed.")), this.timeoutMs);
    try {
      // Called before any await: the wrapped lock registers the turn in arrival order.
      return await this.lock.acquire(threadId, { signal: signal ? AbortSignal.any([signal, late.signal]) : late.signal });
    } catch (error) {
      if (!late.signal.aborted || signal?.aborted) throw error;
      throw new ServerError(
        503,
        "thread_busy",
        `This thread has been busy with another turn for ${this.timeoutMs < 1000 ? `${this.timeoutMs} ms` : `${Math.round(this.timeoutMs / 1000)} s`}; send the turn again in a moment.`,
        null,
        BUSY_RETRY_SECONDS,
      );
    } finally {
      clearTimeout(timer);
    }
  }

  tryAcquire(threadId: string): Promise<ThreadLease | null> {
    return this.lock.tryAcquire(threadId);
  }
}
