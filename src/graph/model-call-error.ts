import type { ModelCallRecord, ModelErrorRecord } from "./turn-record";

/**
 * A model call that failed, after any retry. Carries the call's record with the error's detail,
 * for the turn record and logs only: its text may quote the provider (and a key or a URL), so it
 * is never spoken.
 */
export class ModelCallError extends Error {
  constructor(
    readonly record: ModelCallRecord & { error: ModelErrorRecord },
    options?: { cause?: unknown },
  ) {
    super(record.error.message, options);
    this.name = "ModelCallError";
  }

  /** True for a `ModelCallError`, also one from another copy of this package. */
  static isInstance(error: unknown): error is ModelCallError {
    return error instanceof Error && error.name === "ModelCallError" && "record" in error;
  }
}
