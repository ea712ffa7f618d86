// Connection failures (Node's, and PostgreSQL's class 08), a server shutting down or starting up
// (57P01–57P03) and one with no connection left (53300): all pass, none is the request's fault.
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);
// What `pg` and `pg-pool` throw, with no code, when a connection ends or cannot be had in time.
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed|the database system is (starting up|shutting down)/i;

/**
 * True when `error` (or its cause, or one of an AggregateError's errors) says the database cannot
 * be reached right now, as opposed to a query that is wrong: the server answers it 503 with
 * `Retry-After` instead of 500.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (UNAVAILABLE_MESSAGE.test(error.message)) return true;
  const nested = error instanceof AggregateError ? (error.errors as unknown[]) : [];
  return [error.cause, ...nested].some((inner) => isDatabaseUnavailable(inner, depth + 1));
}
