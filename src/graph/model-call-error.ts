import type { ModelCallRecord, ModelErrorRecord } from "./turn-record";

/** Codes that mean the model took too long; the reply says so rather than "try again later". */
export const MODEL_TIMEOUT_CODES: ReadonlySet<ModelErrorRecord["code"]> = new Set(["first_token_timeout", "stalled", "timeout"]);

/** A deadline of a model call passed; thrown into the stream by aborting it. */
export class ModelDeadlineError extends Error {
  constructor(readonly code: "first_token_timeout" | "stalled" | "timeout", readonly afterMs: number) {
    super(`The model call passed its deadline (${code}) after ${afterMs} ms.`);
    this.name = "ModelDeadlineError";
  }
}

/**
 * A model call that failed, after any retry. Carries the call's record with the error's detail,
 * for the turn record and logs only: its text may quote the provider (and a key or a URL), so it
 * is never spoken.
 */
export class ModelCallError extends Error {
  constructor(readonly record: ModelCallRecord & { error: ModelErrorRecord }, options?: { cause?: unknown }) {
    super(record.error.message, options);
    this.name = "ModelCallError";
  }

  /** True for a `ModelCallError`, also one from another copy of this package. */
  static isInstance(error: unknown): error is ModelCallError {
    return error instanceof Error && error.name === "ModelCallError" && "record" in error;
  }
}

// Keys of the common providers (sk-…, sk-proj-…, gsk_…, Bearer tokens): a record may be logged or stored.
const secrets = /\b(sk|gsk|pk|rk)[-_][A-Za-z0-9_-]{6,}|\bBearer\s+[A-Za-z0-9._~+/-]{8,}/g;

/** What went wrong in one attempt, in a closed set of codes, with secrets masked from the message. */
export function describeModelError(error: unknown, callerSignal: AbortSignal | undefined): ModelErrorRecord {
  const raw = error instanceof Error ? error.message : String(error);
  const message = raw.replace(secrets, (key) => `${key.slice(0, 3)}…`).trim().slice(0, 2_000);
  if (error instanceof ModelDeadlineError) return { code: error.code, message };
  if (callerSignal?.aborted) return { code: "aborted", message };
  const status = typeof error === "object" && error !== null && "status" in error && typeof error.status === "number" ? error.status : undefined;
  if (status !== undefined) return { code: "http_error", status, message };
  if (error instanceof EmptyStreamError) return { code: "empty_answer", message };
  if (/connect|ECONN|ENOTFOUND|EAI_AGAIN|socket|fetch failed|network/i.test(`${raw} ${error instanceof Error ? error.name : ""}`)) return { code: "connection_error", message };
  return { code: "error", message };
}

/**
 * Whether another attempt may help: a deadline, a dropped connection, an empty answer, or a server
 * error (5xx, 408). Not a refusal (4xx) nor a rate limit (the client backs off from 429 itself).
 */
export function isRetryable({ code, status }: ModelErrorRecord): boolean {
  if (code === "http_error") return status !== undefined && (status >= 500 || status === 408);
  return code !== "aborted" && code !== "error";
}

/** The model's stream ended with no chunk at all. */
export class EmptyStreamError extends Error {
  constructor() {
    super("The model returned an empty stream.");
    this.name = "EmptyStreamError";
  }
}
