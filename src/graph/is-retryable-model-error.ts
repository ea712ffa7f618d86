import type { ModelErrorRecord } from "./turn-record";

/**
 * Whether another attempt of a model call may help: a deadline, a dropped connection, an empty
 * answer, or a server error (5xx, 408). Not a refusal (4xx) nor a rate limit (the client backs off
 * from 429 itself).
 */
export function isRetryableModelError({ code, status }: ModelErrorRecord): boolean {
  if (code === "http_error") return status !== undefined && (status >= 500 || status === 408);
  return code !== "aborted" && code !== "error";
}
