import { isDatabaseUnavailable } from "./is-database-unavailable";
import { ServerError } from "./server-error";

/** Seconds a client is asked to wait when the database does not answer. */
const DATABASE_RETRY_SECONDS = 5;

/**
 * The error to answer for a failure (also inside a stream that has already begun): a ServerError
 * as it is; the database out of reach as a 503 `database_unavailable` with `Retry-After`; anything
 * else as a plain 500. Details go only to the server's log — never the client's, where a database
 * error could show SQL or hosts.
 */
export function toStreamError(error: unknown): ServerError {
  if (ServerError.isInstance(error)) return error;
  const unavailable = isDatabaseUnavailable(error);
  process.emitWarning(
    unavailable
      ? `The database is not answering: ${(error as Error).message}`
      : `A turn failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    "DialogueGraphServerWarning",
  );
  if (unavailable) {
    return new ServerError(
      503,
      "database_unavailable",
      "The database is not answering right now; send the request again in a moment.",
      null,
      DATABASE_RETRY_SECONDS,
    );
  }
  return new ServerError(500, "internal_error", "The turn failed on the server; send it again.");
}
