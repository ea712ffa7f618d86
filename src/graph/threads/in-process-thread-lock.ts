import type { AcquireThreadOptions, ThreadLease, ThreadLock } from "./thread-lock";

/** A lease of {@link InProcessThreadLock}: released at once, with nothing to wait for. */
export interface InProcessThreadLease extends ThreadLease {
  release(): void;
}

interface Waiter {
  hand: (lease: InProcessThreadLease) => void;
}

/**
 * The default {@link ThreadLock}: a first-in, first-out line per thread, in this process. A thread
 * nobody holds or waits for takes no memory, so a million idle threads cost nothing.
 */
export class InProcessThreadLock implements ThreadLock {
  // A thread is in the map exactly while it is held; its value is the line of waiting turns.
  private readonly lines = new Map<string, Waiter[]>();

  acquire(threadId: string, { signal }: AcquireThreadOptions = {}): Promise<InProcessThreadLease> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    const line = this.lines.get(threadId);
    if (line === undefined) {
      this.lines.set(threadId, []);
      return Promise.resolve(this.lease(threadId));
    }
    return new Promise<InProcessThreadLease>((resolve, reject) => {
      const onAbort = () => {
        const index = line.indexOf(waiter);
        if (index < 0) return;
        line.splice(index, 1);
        reject(signal?.reason);
      };
      const waiter: Waiter = {
        hand: (lease) => {
          signal?.removeEventListener("abort", onAbort);
          resolve(lease);
        },
      };
      line.push(waiter);
      signal?.addEventListener("abort", onAbort, { once: true });
    });
  }

  async tryAcquire(threadId: string): Promise<InProcessThreadLease | null> {
    if (this.lines.has(threadId)) return null;
    this.lines.set(threadId, []);
    return this.lease(threadId);
  }

  private lease(threadId: string): InProcessThreadLease {
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        const line = this.lines.get(threadId) ?? [];
        const next = line.shift();
        if (next === undefined) this.lines.delete(threadId);
        else next.hand(this.lease(threadId));
      },
    };
  }
}
