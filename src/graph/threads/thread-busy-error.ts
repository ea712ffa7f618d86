const marker = Symbol.for("dialogue-graph.ThreadBusyError");

/**
 * Thrown by `DialogueGraph.invoke` / `stream` when a turn arrives while another turn of the same
 * thread is running and the `busyThread` policy refuses it. Nothing of the refused turn is kept.
 */
export class ThreadBusyError extends Error {
  /** A code to look up: always `"THREAD_BUSY"`. */
  readonly code = "THREAD_BUSY" as const;
  readonly [marker] = true;

  constructor(readonly threadId: string) {
    super(
      `Thread "${threadId}" is still answering another turn; this turn was refused (busyThread: "refuse"). Try again when that turn has ended.`,
    );
    this.name = "ThreadBusyError";
  }

  /** True for a ThreadBusyError, also one from another copy of this package. */
  static isInstance(error: unknown): error is ThreadBusyError {
    return typeof error === "object" && error !== null && marker in error;
  }
}
