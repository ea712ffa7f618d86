import type { CallToolResult, Tool as McpToolDefinition } from "@modelcontextprotocol/sdk/types.js";
import { BaseTool, type FormatContext } from "../core/base-tool";
import type { DestructiveEffect } from "../core/destructive-effect";
import type { JsonSchema } from "../core/json-schema";
import { localize } from "../core/localize";
import type { ToolContext } from "../core/tool-context";
import type { ToolResult } from "../core/tool-result";
import type { ArgumentCheck } from "../core/validate-arguments";
import type { McpToolData } from "./mcp-tool-data";
import { toMcpCallFailure } from "./to-mcp-call-failure";
import { toMcpToolResult } from "./to-mcp-tool-result";

/** Calls a tool on the server by its MCP name (the connection's job: it reconnects when needed). */
export type McpToolCaller = (
  mcpName: string,
  args: Record<string, unknown>,
  options: { signal: AbortSignal; timeoutMs: number },
) => Promise<CallToolResult>;

/** What {@link McpTool} is built from. */
export interface McpToolOptions {
  /** The tool as the server lists it. */
  definition: McpToolDefinition;
  /** The name it is registered and offered to the model under. */
  name: string;
  /** Per-call timeout in milliseconds. */
  timeoutMs: number;
  /** Sends the call to the server. */
  call: McpToolCaller;
  /** Whether every call asks the user first. Default: false. */
  confirm?: boolean;
}

/**
 * A tool of an MCP server, registered like any other: its JSON Schema goes to the model as the
 * server wrote it, its text content is the formatted result, and `isError` or a broken connection
 * become failed results with a message the user can hear. Built by {@link connectMcp}.
 */
export class McpTool extends BaseTool<Record<string, unknown>, McpToolData> {
  readonly name: string;
  readonly description: string;
  readonly parameters: JsonSchema;
  override readonly timeoutMs: number;
  override readonly outputSchema?: JsonSchema;
  /**
   * True when the server annotates the tool `destructiveHint: true` (and not `readOnlyHint: true`):
   * each call counts as destroying one record, so the dialogue graph asks before it when the model
   * makes it after reading tool output, or with another destructive call in the same turn.
   */
  override readonly destructive?: DestructiveEffect<Record<string, unknown>>;
  /** The tool's name on its server, which may differ from {@link name} (see toOpenAIToolName). */
  readonly mcpName: string;
  /** The tool as the server lists it: title, annotations (`destructiveHint`, …), schemas. */
  readonly definition: McpToolDefinition;
  private readonly call: McpToolCaller;
  private readonly confirm: boolean;

  constructor({ definition, name, timeoutMs, call, confirm = false }: McpToolOptions) {
    super();
    this.definition = definition;
    this.mcpName = definition.name;
    this.name = name;
    this.description = definition.description ?? definition.title ?? definition.name;
    this.parameters = definition.inputSchema as JsonSchema;
    this.outputSchema = definition.outputSchema as JsonSchema | undefined;
    this.timeoutMs = timeoutMs;
    this.call = call;
    this.confirm = confirm;
    const annotations = definition.annotations;
    this.destructive = annotations?.destructiveHint === true && annotations.readOnlyHint !== true;
    // An MCP tool has no local phrases: only the model chooses it.
    this.localRoute = false;
  }

  /** The name a user hears in messages: the server's title for the tool, or its name. */
  get title(): string {
    return this.definition.title ?? this.definition.annotations?.title ?? this.mcpName;
  }

  /** The question asked before a call, for a tool that must be confirmed (see ConnectMcpOptions.confirm). */
  override confirmation(_args: Record<string, unknown>, { locale }: FormatContext): string | null {
    return this.confirm
      ? localize(locale, {
          zh: `確定要執行「${this.title}」嗎？這個動作可能無法復原。`,
          en: `Go ahead with ${this.title}? It may not be undoable.`,
        })
      : null;
  }

  /** The question before calls of a destructive tool the turn must ask about (after tool output, or several), even with `confirm: "never"`. */
  override confirmationFor(calls: readonly Record<string, unknown>[], { locale }: FormatContext): string {
    const times = calls.length;
    return localize(locale, {
      zh: `確定要執行「${this.title}」${times > 1 ? ` ${times} 次` : ""}嗎？這個動作可能無法復原。`,
      en: `Go ahead with ${this.title}${times > 1 ? ` ${times} times` : ""}? It may not be undoable.`,
    });
  }

  override get asksConfirmation(): boolean {
    return this.confirm || this.destructive === true;
  }

  async execute(args: Record<string, unknown>, context: ToolContext): Promise<ToolResult<McpToolData>> {
    const { locale, signal } = context;
    try {
      const result = await this.call(this.mcpName, args, { signal, timeoutMs: this.timeoutMs });
      return toMcpToolResult(result, { title: this.title, locale });
    } catch (error) {
      return toMcpCallFailure(error, { title: this.title, locale, timeoutMs: this.timeoutMs, signal });
    }
  }

  /**
   * Checks the arguments against the server's schema so the model gets one repair request for a
   * bad call, but passes on the arguments as the model wrote them (the server validates and
   * applies its own defaults). A schema this library cannot read is left to the server.
   */
  override validate(args: unknown): ArgumentCheck<Record<string, unknown>> {
    if (typeof args !== "object" || args === null || Array.isArray(args))
      return { success: false, message: "the arguments must be a JSON object" };
    try {
      const checked = super.validate(args);
      return checked.success ? { success: true, args: args as Record<string, unknown> } : checked;
    } catch {
      return { success: true, args: args as Record<string, unknown> };
    }
  }

  /** The server's text (or its structured content as JSON); for a failure the message, and for the model the server's own error text. */
  override format(result: ToolResult<McpToolData>, _context: FormatContext): string {
    if (result.success) {
      const data = result.data!;
      return data.text !== "" ? data.text : JSON.stringify(data.structuredContent ?? {});
    }
    const serverText = result.error?.details?.serverText;
    return typeof serverText === "string" && serverText !== "" ? `${result.error!.message}\n${serverText}` : (result.error?.message ?? "");
  }
}
