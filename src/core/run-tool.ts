import { localize } from "./localize";
import type { ToolContext } from "./tool-context";
import type { BaseTool } from "./base-tool";
import { ToolResult, type ToolResultJson } from "./tool-result";

/** Options of {@link runTool}. */
export interface RunToolOptions {
  /** The tool to run. */
  tool: BaseTool<Record<string, unknown>, unknown>;
  /** Arguments already normalised and validated. */
  args: Record<string, unknown>;
  /** The turn's clock, time zone, locale and user; the signal is made here. */
  context: Omit<ToolContext, "signal">;
  /** How long the tool may run, in milliseconds. */
  timeoutMs: number;
  /** The turn's signal; aborting it aborts the tool. */
  signal?: AbortSignal;
}

function isToolResult(value: unknown): value is ToolResult {
  return (
    value instanceof ToolResult ||
    (typeof value === "object" && value !== null && typeof (value as { success?: unknown }).success === "boolean")
  );
}

/**
 * Runs one tool with its timeout and the turn's signal. Whatever happens — a throw, a
 * timeout, an abort, a tool that ignores its signal — the answer is a result, never an exception.
 */
export async function runTool({ tool, args, context, timeoutMs, signal }: RunToolOptions): Promise<ToolResultJson> {
  // A timer cleared when the tool is done (not AbortSignal.timeout): a pending timeout would keep the
  // whole turn reachable for timeoutMs after it ended.
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal;
  const { locale } = context;
  const abortResult = (): ToolResultJson =>
    timeout.signal.aborted
      ? {
          success: false,
          error: {
            code: "TIMEOUT",
            message: localize(locale, {
              zh: `${tool.name} 超過 ${timeoutMs / 1000} 秒沒有回應。`,
              en: `${tool.name} did not answer within ${timeoutMs / 1000} s.`,
            }),
          },
        }
      : {
          success: false,
          error: { code: "ABORTED", message: localize(locale, { zh: `${tool.name} 已取消。`, en: `${tool.name} was cancelled.` }) },
        };
  let onAbort = () => {};
  const stopped = new Promise<ToolResultJson>((resolve) => {
    onAbort = () => resolve(abortResult());
    if (combined.aborted) onAbort();
    else combined.addEventListener("abort", onAbort, { once: true });
  });
  const ran = (async (): Promise<ToolResultJson> => {
    try {
      const result: unknown = await tool.execute(args, { ...context, signal: combined });
      if (!isToolResult(result)) throw new TypeError(`${tool.name} returned something that is not a ToolResult`);
      return result instanceof ToolResult ? result.toJSON() : (result as ToolResultJson);
    } catch (error) {
      if (combined.aborted) return abortResult();
      const reason = error instanceof Error ? error.message : String(error);
      return {
        success: false,
        error: {
          code: "TOOL_ERROR",
          message: localize(locale, { zh: `${tool.name} 發生錯誤：${reason}`, en: `${tool.name} failed: ${reason}` }),
        },
      };
    }
  })();
  try {
    return await Promise.race([ran, stopped]);
  } finally {
    clearTimeout(timer);
    combined.removeEventListener("abort", onAbort);
  }
}
