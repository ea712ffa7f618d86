import { ServerError } from "./server-error";

/** A turn the server is running: its signal, and `finish()` to call when it has ended. */
export interface RunningTurn {
  /** Aborted when the client goes away or shutdown's deadline passes. */
  signal: AbortSignal;
  /** Marks the turn ended. Safe to call twice. */
  finish(): void;
}

/**
 * The turns running in this process: refuses new ones past `maxConcurrent` (503, try again) or
 * once draining has begun, and lets shutdown wait for the running ones up to a deadline, then
 * abort them (each still ends with a reply).
 */
export class RunningTurns {
  private readonly controllers = new Set<AbortController>();
  private readonly idleWaiters: Array<() => void> = [];
  private drainRequested = false;
  private readonly perUser = new Map<string, number>();

  /** `maxConcurrent` turns in all; `maxPerUser` for each named user (the one user of a device has no own limit). */
  constructor(
    private readonly maxConcurrent: number,
    private readonly maxPerUser = Infinity,
  ) {}

  /** How many turns are running. */
  get count(): number {
    return this.controllers.size;
  }

  /** True once {@link drain} was called: no new turn starts. */
  get draining(): boolean {
    return this.drainRequested;
  }

  /** Starts a turn of `userId`, tied to the request's signal (a client that leaves aborts its turn). */
  start(requestSignal?: AbortSignal, userId?: string): RunningTurn {
    if (this.draining)
      throw new ServerError(
        503,
        "shutting_down",
        "The server is shutting down; send the turn again in a moment (another instance will take it).",
      );
    if (this.controllers.size >= this.maxConcurrent) {
      throw new ServerError(
        503,
        "overloaded",
        `The server is running ${this.maxConcurrent} turns already; send the turn again in a moment.`,
      );
    }
    const mine = userId === undefined ? 0 : (this.perUser.get(userId) ?? 0);
    if (mine >= this.maxPerUser) {
      throw new ServerError(429, "too_many_turns", `You have ${mine} turns running already; send the next when one has ended.`);
    }
    if (userId !== undefined) this.perUser.set(userId, mine + 1);
    const controller = new AbortController();
    const onLeave = () => controller.abort(new Error("The client closed the connection."));
    requestSignal?.addEventListener("abort", onLeave, { once: true });
    this.controllers.add(controller);
    return {
      signal: controller.signal,
      finish: () => {
        requestSignal?.removeEventListener("abort", onLeave);
        if (!this.controllers.delete(controller)) return;
        if (userId !== undefined) {
          const left = (this.perUser.get(userId) ?? 1) - 1;
          if (left === 0) this.perUser.delete(userId);
          else this.perUser.set(userId, left);
        }
        if (this.controllers.size === 0) this.idleWaiters.splice(0).forEach((wake) => wake());
      },
    };
  }

  /**
   * Stops new turns, waits for the running ones up to `timeoutMs`, then aborts those still
   * running and gives them `abortGraceMs` to end with their cut reply. Returns how many had to be aborted.
   */
  async drain(timeoutMs: number, abortGraceMs = 5_000): Promise<number> {
    this.drainRequested = true;
    if (await this.idleWithin(timeoutMs)) return 0;
    const aborted = this.count;
    for (const controller of this.controllers) controller.abort(new Error("The server is shutting down."));
    await this.idleWithin(abortGraceMs);
    return aborted;
  }

  private async idleWithin(timeoutMs: number): Promise<boolean> {
    if (this.count === 0) return true;
    let timer: NodeJS.Timeout | undefined;
    const idle = new Promise<true>((resolve) => this.idleWaiters.push(() => resolve(true)));
    const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
    const outcome = await Promise.race([idle, late]);
    clearTimeout(timer);
    return outcome;
  }
}
