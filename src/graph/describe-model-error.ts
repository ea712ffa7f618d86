import { EmptyStreamError } from "./empty-stream-error";
import { ModelDeadlineError } from "./model-deadline-error";
import type { ModelErrorRecord } from "./turn-record";

// Keys of the common providers (sk-…, sk-proj-…, gsk_…, Bearer tokens): a record may be logged or stored.
const secrets = /\b(sk|gsk|pk|rk)[-_][A-Za-z0-9_-]{6,}|\bBearer\s+[A-Za-z0-9._~+/-]{8,}/g;

// What lies under a client's own words: fetch's "Connection error." hides "connect ECONNREFUSED
// 127.0.0.1:11434" or "getaddrinfo ENOTFOUND …" two causes down.
function deepestCause(error: unknown): string | undefined {
  let found: string | undefined;
  let cause = error instanceof Error ? error.cause : undefined;
  for (let depth = 0; depth < 5 && cause instanceof Error; depth += 1) {
    if (cause.message) found = cause.message;
    cause = cause.cause;
  }
  return found;
}

/**
 * What went wrong in one attempt of a model call, in a closed set of codes, with secrets masked
 * from the message. The message ends with the innermost cause in brackets when there is one
 * (「Connection error. (connect ECONNREFUSED 127.0.0.1:11434)」), so a log says what failed.
 */
export function describeModelError(error: unknown, callerSignal: AbortSignal | undefined): ModelErrorRecord {
  const own = error instanceof Error ? error.message : String(error);
  const cause = deepestCause(error);
  const raw = cause === undefined || own.includes(cause) ? own : `${own} (${cause})`;
  const message = raw
    .replace(secrets, (key) => `${key.slice(0, 3)}…`)
    .trim()
    .slice(0, 2_000);
  if (error instanceof ModelDeadlineError) return { code: error.code, message };
  if (callerSignal?.aborted) return { code: "aborted", message };
  const status =
    typeof error === "object" && error !== null && "status" in error && typeof error.status === "number" ? error.status : undefined;
  if (status !== undefined) return { code: "http_error", status, message };
  if (error instanceof EmptyStreamError) return { code: "empty_answer", message };
  if (/connect|ECONN|ENOTFOUND|EAI_AGAIN|socket|fetch failed|network/i.test(`${raw} ${error instanceof Error ? error.name : ""}`))
    return { code: "connection_error", message };
  return { code: "error", message };
}
