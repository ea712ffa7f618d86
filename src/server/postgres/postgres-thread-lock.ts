import { InProcessThreadLock, type AcquireThreadOptions, type InProcessThreadLease, type ThreadLease, type ThreadLock } from "../../index";
import type { PostgresSession } from "./postgres-session";

/** Options of {@link PostgresThreadLock}. */
export interface PostgresThreadLockOptions {
  /** Opens the session the locks are held on (a new, connected `pg.Client`); reopened if it is lost. */
  connect: () => Promise<PostgresSession>;
  /** The longest wait between two tries for a thread another process holds, in milliseconds. Default: 200. */
  maxPollMs?: number;
}

// The first key of every advisory lock this library takes ("dg"), so it never meets an application's own.
const LOCK_SPACE = 25_703;
const CHANNEL = "dialogue_graph_thread_free";

/**
 * A {@link ThreadLock} shared by every process on one PostgreSQL database: one turn at a time per
 * thread across processes and machines, through a session-level advisory lock keyed by the
 * thread id. Within the process, turns queue in arrival order ({@link InProcessThreadLock}), so
 * only the first of a thread's turns asks PostgreSQL; all of the process's locks are held on one
 * connection, and a freed thread is announced (NOTIFY) so a waiting process tries again at once.
 *
 * If the connection is lost, PostgreSQL frees its locks; the lock reconnects for the next turn.
 */
export class PostgresThreadLock implements ThreadLock {
  private readonly local = new InProcessThreadLock();
  private readonly waiting = new Map<string, Set<() => void>>();
  private session: Promise<PostgresSession> | undefined;
  private readonly maxPollMs: number;

  constructor(private readonly options: PostgresThreadLockOptions) {
    this.maxPollMs = options.maxPollMs ?? 200;
  }

  async acquire(threadId: string, { signal }: AcquireThreadOptions = {}): Promise<ThreadLease> {
    // The local line is joined before the first await: arrival order within the process.
    const local = await this.local.acquire(threadId, { signal });
    try {
      for (let pause = 5; !(await this.tryShared(threadId)); pause = Math.min(pause * 2, this.maxPollMs)) {
        await this.waitForFree(threadId, pause * (0.5 + Math.random()), signal);
      }
    } catch (error) {
      local.release();
      throw error;
    }
    return this.lease(threadId, local);
  }

  async tryAcquire(threadId: string): Promise<ThreadLease | null> {
    const local = await this.local.tryAcquire(threadId);
    if (local === null) return null;
    try {
      if (await this.tryShared(threadId)) return this.lease(threadId, local);
    } catch (error) {
      local.release();
      throw error;
    }
    local.release();
    return null;
  }

  /** Closes the session; PostgreSQL frees every lock it held. */
  async close(): Promise<void> {
    const session = this.session;
    this.session = undefined;
    if (session !== undefined) await (await session).end();
  }

  private lease(threadId: string, local: InProcessThreadLease): ThreadLease {
    let released = false;
    return {
      release: async () => {
        if (released) return;
        released = true;
        try {
          const session = await this.connect();
          await session.query("SELECT pg_advisory_unlock($1, hashtext($2)), pg_notify($3, $2)", [LOCK_SPACE, threadId, CHANNEL]);
        } finally {
          local.release();
        }
      },
    };
  }

  private async tryShared(threadId: string): Promise<boolean> {
    const session = await this.connect();
    const { rows } = await session.query("SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked", [LOCK_SPACE, threadId]);
    return rows[0]?.locked === true;
  }

  // Wakes on the thread's NOTIFY, after `delayMs` at the latest (a holder that died sends none).
  private waitForFree(threadId: string, delayMs: number, signal?: AbortSignal): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      let wakers = this.waiting.get(threadId);
      if (wakers === undefined) this.waiting.set(threadId, (wakers = new Set()));
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", onAbort);
        wakers.delete(wake);
        if (wakers.size === 0 && this.waiting.get(threadId) === wakers) this.waiting.delete(threadId);
      };
      const wake = () => (done(), resolve());
      const onAbort = () => (done(), reject(signal?.reason));
      const timer = setTimeout(wake, delayMs);
      wakers.add(wake);
      if (signal?.aborted) onAbort();
      else signal?.addEventListener("abort", onAbort, { once: true });
    });
  }

  private connect(): Promise<PostgresSession> {
    this.session ??= (async () => {
      const session = await this.options.connect();
      const lost = () => {
        if (this.session === opened) this.session = undefined;
      };
      session.on("error", lost);
      session.on("end", lost);
      session.on("notification", ({ channel, payload }) => {
        if (channel === CHANNEL && payload !== undefined) for (const wake of this.waiting.get(payload) ?? []) wake();
      });
      await session.query(`LISTEN ${CHANNEL}`);
      return session;
    })();
    const opened = this.session;
    opened.catch(() => {
      if (this.session === opened) this.session = undefined;
    });
    return opened;
  }
}
