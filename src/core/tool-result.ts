import { ToolError, type ToolErrorCode } from "./tool-error";

/** The plain shape of a {@link ToolError}, accepted wherever a ToolError is. */
export interface ToolErrorLike {
  code: ToolErrorCode;
  message: string;
  details?: Record<string, unknown>;
}

/**
 * What a tool returns: either data or a {@link ToolError}, never both.
 *
 * @example
 * ```ts
 * ToolResult.ok({ rate: 31.6 }).toContent();   // '{"success":true,"data":{"rate":31.6}}'
 * ToolResult.fail({ code: "NOT_FOUND", message: "找不到這個頁面。" });
 * ```
 */
export class ToolResult<Data = unknown> {
  private constructor(
    readonly success: boolean,
    readonly data: Data | undefined,
    readonly error: ToolError | undefined,
  ) {}

  /** A successful result carrying `data`. */
  static ok<Data>(data: Data): ToolResult<Data> {
    return new ToolResult<Data>(true, data, undefined);
  }

  /** A failed result; accepts a ToolError or its plain `{ code, message, details? }` form. */
  static fail<Data = never>(error: ToolError | ToolErrorLike): ToolResult<Data> {
    const toolError = ToolError.isInstance(error)
      ? error
      : new ToolError(error.code, error.message, error.details);
    return new ToolResult<Data>(false, undefined, toolError);
  }

  /** The JSON text the model receives when a tool has no formatter of its own. */
  toContent(): string {
    return JSON.stringify(this.toJSON());
  }

  /** `{ success: true, data }` or `{ success: false, error: { code, message, details? } }`. */
  toJSON(): { success: boolean; data?: Data; error?: ToolErrorLike } {
    return this.success ? { success: true, data: this.data } : { success: false, error: this.error?.toJSON() };
  }
}
