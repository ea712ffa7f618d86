/**
 * The error codes every tool shares, and the graph's own.
 *
 * Upper-case codes come from the turn itself or any tool's storage; the lower-case ones are
 * the failures any tool that reads dates or calls a remote API can meet. A tool family with
 * failures of its own declares their codes in its folder (`<name>-error-codes.ts`) and names
 * them when it makes an error: `new ToolError<DiceErrorCode>("too_many_dice", …)`. A code that
 * is in neither list does not compile.
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
  /** The call needed the user's confirmation and did not get it: declined, or past the turn's limit of confirmations. */
  "NOT_CONFIRMED",
  /** A date or time that cannot be read. */
  "invalid_date",
  /** The remote API did not answer in time. */
  "api_timeout",
  /** The remote API could not be reached. */
  "network_error",
  /** The remote API answered with an error or an unexpected body. */
  "api_error",
  /** The remote API refused because of its rate limit (HTTP 429 or its own code). */
  "rate_limited",
] as const;

/** One of {@link TOOL_ERROR_CODES}: a code any tool may use. */
export type ToolErrorCode = (typeof TOOL_ERROR_CODES)[number];

const marker = Symbol.for("dialogue-graph.ToolError");

/**
 * The one error shape of the library: a code from a closed set, a short message fit to be
 * spoken in the user's language, and optional details for logs and for the model.
 *
 * The code is one of {@link TOOL_ERROR_CODES} or, when the type argument names them, one of
 * the codes the tool's family declares. Code that only reads errors takes `ToolError<string>`.
 *
 * @example
 * ```ts
 * return ToolResult.fail(new ToolError("NOT_FOUND", "找不到這個頁面。"));
 * // A family's own code, declared in its folder as `type DiceErrorCode = "too_many_dice"`:
 * return ToolResult.fail(new ToolError<DiceErrorCode>("too_many_dice", "一次最多擲一百顆骰子。"));
 * ```
 */
export class ToolError<Own extends string = never> extends Error {
  readonly [marker] = true;

  constructor(
    readonly code: ToolErrorCode | NoInfer<Own>,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "ToolError";
  }

  /** True for any ToolError, also one built by another copy of the library. */
  static isInstance(value: unknown): value is ToolError<string> {
    return typeof value === "object" && value !== null && marker in value;
  }

  /** The plain `{ code, message, details? }` object, as tools and the model see it. */
  toJSON(): { code: ToolErrorCode | Own; message: string; details?: Record<string, unknown> } {
    return this.details === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, details: this.details };
  }
}
