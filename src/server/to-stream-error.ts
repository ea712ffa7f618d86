import { ServerError } from "./server-error";

/**
 * The error to send inside a stream that has already begun (its status is sent): a ServerError
 * as it is; anything else as a plain 500, its details only in the server's log — never the
 * client's, where a database error could show SQL or hosts.
 */
export function toStreamError(error: unknown): ServerError {
  if (ServerError.isInstance(error)) return error;
  process.emitWarning(
    `A turn failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    "DialogueGraphServerWarning",
  );
  return new ServerError(500, "internal_error", "The turn failed on the server; send it again.");
}
