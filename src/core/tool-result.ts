import { ToolError } from "./tool-error";

/**
 * The plain shape of a {@link ToolError}, accepted wherever a ToolError is. Its code is any
 * string by default, because a record may carry a code a tool family declared for itself.
 */
export interface ToolErrorLike<Code extends string = string> {
  code: Code;
  message: string;
  details?: Record<string, unknown>;
}

/** A tool result as plain JSON (what {@link ToolResult.toJSON} gives): safe to store, send and checkpoint. */
export interface ToolResultJson<Data = unknown> {
  success: boolean;
  data?: Data;
  error?: ToolErrorLike;
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
    readonly error: ToolError<string> | undefined,
  ) {}

  /** A successful result carrying `data`. */
  static ok<Data>(data: Data): ToolResult<Data> {
    return new ToolResult<Data>(true, data, undefined);
  }

  /**
   * A failed result; accepts a ToolError or its plain `{ code, message, details? }` form (e.g. a
   * recorded one). `Own` is only there so that `fail(new ToolError("…"))` still checks the code.
   */
  static fail<Data = never, Own extends string = never>(error: ToolError<Own> | ToolErrorLike): ToolResult<Data> {
    const toolError = ToolError.isInstance(error) ? error : new ToolError<string>(error.code, error.message, error.details);
    return new ToolResult<Data>(false, undefined, toolError);
  }

  /** The result again from its plain JSON form (a stored or recorded one). */
  static fromJSON<Data>(json: ToolResultJson<Data>): ToolResult<Data> {
    if (json.success) return ToolResult.ok(json.data as Data);
    return ToolResult.fail(json.error ?? { code: "TOOL_ERROR", message: "" });
  }

  /** The JSON text the model receives when a tool has no formatter of its own. */
  toContent(): string {
    return JSON.stringify(this.toJSON());
  }

  /** `{ success: true, data }` or `{ success: false, error: { code, message, details? } }`. */
  toJSON(): ToolResultJson<Data> {
    return this.success ? { success: true, data: this.data } : { success: false, error: this.error?.toJSON() };
  }
}
