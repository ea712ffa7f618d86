/**
 * The closed set of error codes a tool result can carry.
 *
 * Generic codes (upper case) come from the turn itself; the lower-case codes are the
 * seed contracts' tool-specific ones. Add a code here, with a line saying when it is used,
 * rather than inventing one inside a tool.
 */
export const TOOL_ERROR_CODES = [
  /** Arguments failed the tool's schema, even after one repair request. */
  "VALIDATION_ERROR",
  /** The model named a tool that is not registered. */
  "UNKNOWN_TOOL",
  /** A storage or backend failure that is not the user's fault. */
  "BACKEND_ERROR",
  /** The thing asked for does not exist (a page, an alarm id, an account). */
  "NOT_FOUND",
  /** The tool ran past its timeout. */
  "TIMEOUT",
  /** The turn was aborted by the caller. */
  "ABORTED",
  /** The tool threw an exception it did not turn into a result itself. */
  "TOOL_ERROR",
  /** A currency is not known to any rate source. */
  "unsupported_currency",
  /** Converting a currency into itself. */
  "same_currency",
  /** An amount that is zero, negative or not a number. */
  "invalid_amount",
  /** A date or time that cannot be read. */
  "invalid_date",
  /** A calculator expression that cannot be evaluated or is refused. */
  "invalid_expression",
  /** The remote API did not answer in time. */
  "api_timeout",
  /** The remote API could not be reached. */
  "network_error",
  /** The remote API answered with an error or an unexpected body. */
  "api_error",
  /** The remote API refused because of its rate limit (HTTP 429 or its own code). */
  "rate_limited",
] as const;

/** One of {@link TOOL_ERROR_CODES}. */
export type ToolErrorCode = (typeof TOOL_ERROR_CODES)[number];

const marker = Symbol.for("dialogue-graph.ToolError");

/**
 * The one error shape of the library: a code from a closed set, a short message fit to be
 * spoken in the user's language, and optional details for logs and for the model.
 *
 * @example
 * ```ts
 * return ToolResult.fail(new ToolError("same_currency", "兩個幣別相同，不需要換算。"));
 * ```
 */
export class ToolError extends Error {
  readonly [marker] = true;

  constructor(
    readonly code: ToolErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "ToolError";
  }

  /** True for any ToolError, also one built by another copy of the library. */
  static isInstance(value: unknown): value is ToolError {
    return typeof value === "object" && value !== null && marker in value;
  }

  /** The plain `{ code, message, details? }` object, as tools and the model see it. */
  toJSON(): { code: ToolErrorCode; message: string; details?: Record<string, unknown> } {
    return this.details === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, details: this.details };
  }
}
