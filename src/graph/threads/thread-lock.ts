/** A thread held by one turn; released once the turn and its bookkeeping are done. */
export interface ThreadLease {
  /** Lets the next waiting turn of the thread run. Calling it again does nothing. */
  release(): void | Promise<void>;
}

/** Options of {@link ThreadLock.acquire}. */
export interface AcquireThreadOptions {
  /** Gives up waiting: the promise rejects with the signal's reason and the place in line is freed. */
  signal?: AbortSignal;
}

/**
 * Lets one turn at a time run on a thread, in arrival order. The default,
 * {@link InProcessThreadLock}, serialises the turns of one process; an application that runs
 * several processes on one database plugs a lock they share (for example a PostgreSQL advisory
 * lock keyed by the thread id).
 *
 * Arrival order: an implementation registers a caller in `acquire` before its first `await`, so
 * turns started one after the other run in that order.
 */
export interface ThreadLock {
  /** Waits until the thread is free and holds it. */
  acquire(threadId: string, options?: AcquireThreadOptions): Promise<ThreadLease>;
  /** Holds the thread if it is free right now; null when another turn holds it. */
  tryAcquire(threadId: string): Promise<ThreadLease | null>;
}
