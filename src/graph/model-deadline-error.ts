/** A deadline of a model call passed; thrown into the stream by aborting it. */
export class ModelDeadlineError extends Error {
  constructor(
    readonly code: "first_token_timeout" | "stalled" | "timeout",
    readonly afterMs: number,
  ) {
    super(`The model call passed its deadline (${code}) after ${afterMs} ms.`);
    this.name = "ModelDeadlineError";
  }
}
