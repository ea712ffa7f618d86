/**
 * What tool callbacks (`handleToolError`) and LangSmith receive for a tool call whose result failed:
 * the result's error code and message. Tools never throw into the graph; this is only reported.
 */
export class ToolCallFailure extends Error {
  override name = "ToolCallFailure";

  constructor(
    /** The result's error code: `TIMEOUT`, `VALIDATION_ERROR`, `TOOL_ERROR`, … */
    readonly code: string,
    message: string,
  ) {
    super(`${code}: ${message}`);
  }

  /** Whether `error` is one, also across copies of the package. */
  static isInstance(error: unknown): error is ToolCallFailure {
    return error instanceof Error && error.name === "ToolCallFailure" && typeof (error as { code?: unknown }).code === "string";
  }
}
