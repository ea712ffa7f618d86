import { isRetryableModelError } from "./is-retryable-model-error";
import type { ModelErrorRecord } from "./turn-record";

/**
 * Whether a failed model call goes on to the next model (`fallbackModels`): whatever another
 * attempt may mend — a missed first-token deadline, a stalled stream, a refused or dropped
 * connection, an empty answer, a 5xx or 408 — and a rate limit (429), which another model does not
 * share. Not a refusal of the request (400, 401, 404: the configuration's fault, which the log
 * must show), the turn's own abort, nor the whole call's deadline.
 */
export function isFallbackModelError(error: ModelErrorRecord): boolean {
  if (error.code === "timeout") return false;
  return isRetryableModelError(error) || (error.code === "http_error" && error.status === 429);
}
