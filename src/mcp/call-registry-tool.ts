import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { Locale } from "../core/locale";
import { localize } from "../core/localize";
import type { AnyTool } from "../core/tool-registry";
import { ToolResult } from "../core/tool-result";
import { runTool } from "../core/run-tool";
import { destructiveCallQuestion } from "./destructive-call-question";

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
  /** A destructive call from a client that cannot ask its user: refused, or (opted into by the operator) run. */
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
 * arguments, ask for confirmation before any call of a destructive tool, run with the timeout and the client's
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
  const question = await destructiveCallQuestion(tool, checked.args, context);
  if (question !== null) {
    const answer = await confirm(question);
    if (answer === "no") return failure(localize(locale, { zh: "沒有執行：使用者沒有確認。", en: "Not done: the user did not confirm." }));
    if (answer === "unavailable" && unconfirmed === "refuse") {
      return failure(
        localize(locale, {
          zh: `沒有執行：${name} 可能刪除或改動資料，要先經使用者確認；這個伺服器透過 MCP elicitation 詢問，但這個客戶端不支援。請改用支援 elicitation 的客戶端，或由管理者以 --unconfirmed run（serveMcp 的 unconfirmed: "run"）啟動伺服器，讓這類呼叫不經詢問就執行。`,
          en: `Not done: ${name} may delete or change data and needs the user's confirmation, which this server asks for through MCP elicitation, and this client does not support it. Use a client that supports elicitation, or have the operator start the server with --unconfirmed run (serveMcp's unconfirmed: "run") to run such calls without asking.`,
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
