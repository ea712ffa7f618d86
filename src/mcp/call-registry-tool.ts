import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { Locale } from "../core/locale";
import { localize } from "../core/localize";
import type { AnyTool } from "../core/tool-registry";
import { ToolResult } from "../core/tool-result";
import { runTool } from "../core/run-tool";

/** The user's answer to a confirmation, or `"unavailable"` when the client cannot ask. */
export type ConfirmationAnswer = "yes" | "no" | "unavailable";

/** Options of {@link callRegistryTool}. */
export interface CallRegistryToolOptions {
  tool: AnyTool;
  args: Record<string, unknown>;
  /** Aborted when the client cancels the call or the session ends. */
  signal: AbortSignal;
  locale: Locale;
  timeZone: string;
  now: () => Date;
  toolTimeoutMs: number;
  /** Asks the client's user a yes/no question. */
  confirm: (question: string) => Promise<ConfirmationAnswer>;
  unconfirmed: "run" | "refuse";
}

function failure(text: string): CallToolResult {
  return { content: [{ type: "text", text }], isError: true };
}

/** Data as MCP structured content: a JSON object (a list or a single value is wrapped as `{ result }`). */
function toStructuredContent(data: unknown): Record<string, unknown> | undefined {
  if (data === undefined) return undefined;
  const plain: unknown = JSON.parse(JSON.stringify(data) ?? "null");
  return typeof plain === "object" && plain !== null && !Array.isArray(plain) ? (plain as Record<string, unknown>) : { result: plain };
}

/**
 * One `tools/call` on a registry tool, as the graph would make it: normalise and validate the
 * arguments, ask for confirmation where the tool wants it, run with the timeout and the client's
 * cancellation, and answer with the formatter's text and the data — or `isError` and the message.
 */
export async function callRegistryTool({
  tool,
  args,
  signal,
  locale,
  timeZone,
  now,
  toolTimeoutMs,
  confirm,
  unconfirmed,
}: CallRegistryToolOptions): Promise<CallToolResult> {
  const context = { now: now(), timeZone, locale };
  const name = tool.toOpenAITool().function.name;
  const checked = tool.validate(tool.normalize(args, context));
  if (!checked.success) {
    return failure(
      localize(locale, { zh: `${name} 的參數無效：${checked.message}`, en: `Invalid arguments for ${name}: ${checked.message}` }),
    );
  }
  const question = await tool.confirmation(checked.args, context);
  if (question !== null) {
    const answer = await confirm(question);
    if (answer === "no") return failure(localize(locale, { zh: "沒有執行：使用者沒有確認。", en: "Not done: the user did not confirm." }));
    if (answer === "unavailable" && unconfirmed === "refuse") {
      return failure(
        localize(locale, {
          zh: `沒有執行：${name} 需要使用者確認，但這個客戶端無法詢問。`,
          en: `Not done: ${name} needs the user's confirmation, and this client cannot ask for it.`,
        }),
      );
    }
  }
  const record = await runTool({ tool, args: checked.args, context, timeoutMs: tool.timeoutMs ?? toolTimeoutMs, signal });
  const result = record.success ? ToolResult.ok(record.data) : ToolResult.fail(record.error!);
  let text: string;
  try {
    text = tool.format(result, context);
  } catch {
    text = record.success ? JSON.stringify(record.data) : record.error!.message;
  }
  if (!record.success) return failure(text || record.error!.message);
  const structuredContent = toStructuredContent(record.data);
  return structuredContent === undefined ? { content: [{ type: "text", text }] } : { content: [{ type: "text", text }], structuredContent };
}
