import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The codes an HTTP client of `dialogue-graph serve` can act on. */
export type ServerErrorCode =
  | "invalid_request"
  | "invalid_json"
  | "body_too_large"
  | "text_too_long"
  | "unauthorized"
  | "host_not_allowed"
  | "origin_not_allowed"
  | "unsupported_media_type"
  | "not_found"
  | "model_not_found"
  | "method_not_allowed"
  | "too_many_turns"
  | "overloaded"
  | "shutting_down"
  | "thread_busy"
  | "database_unavailable"
  | "internal_error";

/** The OpenAI error `type` each status maps to, so OpenAI clients raise their usual error classes. */
function errorType(status: number): string {
  if (status === 401) return "authentication_error";
  if (status === 403) return "permission_error";
  if (status === 404) return "not_found_error";
  if (status === 429) return "rate_limit_error";
  if (status >= 500) return "server_error";
  return "invalid_request_error";
}

/**
 * A request the server refuses, with a status, a code and a message a developer can act on.
 * Answered as OpenAI's error shape: `{ "error": { "message", "type", "code", "param" } }`.
 */
export class ServerError extends Error {
  constructor(
    /** The HTTP status. */
    readonly status: ContentfulStatusCode,
    /** A stable code to branch on. */
    readonly code: ServerErrorCode,
    message: string,
    /** The request field at fault, when there is one. */
    readonly param: string | null = null,
    /** Seconds a client should wait before it tries again, sent as `Retry-After`; only on a refusal that passes. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "ServerError";
  }

  /** True for a ServerError, also one from another copy of this library. */
  static isInstance(error: unknown): error is ServerError {
    return (
      error instanceof ServerError ||
      (error instanceof Error && error.name === "ServerError" && typeof (error as ServerError).status === "number")
    );
  }

  /** The error body, as OpenAI shapes it. */
  toJSON(): { error: { message: string; type: string; code: ServerErrorCode; param: string | null } } {
    return { error: { message: this.message, type: errorType(this.status), code: this.code, param: this.param } };
  }
}

/** Answers `error` as JSON with its status (and `Retry-After` when it has one). */
export function errorResponse(context: Context, error: ServerError): Response {
  if (error.retryAfterSeconds !== undefined) context.header("Retry-After", String(error.retryAfterSeconds));
  return context.json(error.toJSON(), error.status);
}
