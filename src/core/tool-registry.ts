import { DynamicStructuredTool } from "@langchain/core/tools";
import type { BaseTool, OpenAITool } from "./base-tool";
import type { Locale } from "./locale";
import { refuseZod3Schema } from "./refuse-zod-3-schema";
import { runTool } from "./run-tool";
import { toFunctionName } from "./tool-name";
import { ToolResult } from "./tool-result";
import { DEFAULTS } from "./defaults";

/** Any tool, whatever its argument and data types. */

export type AnyTool = BaseTool<Record<string, unknown>, unknown>;

/**
 * The tools a graph may call, by name. Names are checked when a tool is registered: a name no
 * model could call or a duplicate throws at once. A dotted name (`finance.accounts.list`) is stored and sent as underscores
 * and can be looked up either way.
 *
 * @example
 * ```ts
 * const registry = new ToolRegistry().register(myTool);
 * registry.get("my_tool")?.description;
 * ```
 */
export class ToolRegistry {
  private readonly tools = new Map<string, AnyTool>();

  constructor(tools: Iterable<AnyTool> = []) {
    for (const tool of tools) this.register(tool);
  }

  /** Adds a tool; throws on a bad or duplicate name, or a zod 3 schema. Returns the registry, for chaining. */
  register(tool: AnyTool): this {
    const name = toFunctionName(tool.name);
    // A tool of defineTool keeps its zod schema in `schema` (its `parameters` is converted when read).
    refuseZod3Schema("schema" in tool ? tool.schema : tool.parameters, `The parameters of tool "${name}"`);
    if (this.tools.has(name)) throw new TypeError(`A tool named "${name}" is already registered.`);
    this.tools.set(name, tool);
    return this;
  }

  /**
   * Removes the tool with this name (dotted or underscored), for tools that come and go (an MCP
   * server's, when its list changes). Returns whether a tool was removed.
   */
  unregister(name: string): boolean {
    return this.tools.delete(name.replaceAll(".", "_"));
  }

  /** The tool with this name (dotted or underscored), or undefined. */
  get(name: string): AnyTool | undefined {
    return this.tools.get(name.replaceAll(".", "_"));
  }

  /** Whether a tool with this name is registered. */
  has(name: string): boolean {
    return this.get(name) !== undefined;
  }

  /** How many tools are registered. */
  get size(): number {
    return this.tools.size;
  }

  /** Every registered tool, in registration order. */
  list(): AnyTool[] {
    return [...this.tools.values()];
  }

  /** The registered names, as the model sees them. */
  names(): string[] {
    return [...this.tools.keys()];
  }

  /** OpenAI function-calling definitions for every tool. */
  toOpenAITools(): OpenAITool[] {
    return this.list().map((tool) => tool.toOpenAITool());
  }

  /**
   * LangChain tools for every registered tool, for use outside DialogueGraph (e.g. in
   * `createReactAgent`). Each normalises and validates its arguments, runs through
   * {@link runTool} (its timeout, the caller's signal, a throw turned into a result) and
   * returns the tool's formatted result as its content.
   */
  toLangChainTools({
    timeZone = DEFAULTS.timeZone,
    locale = DEFAULTS.locale,
    now = () => new Date(),
    toolTimeoutMs = 15_000,
  }: {
    /** Time zone the tools read dates in. Default: `"Asia/Taipei"`. */
    timeZone?: string;
    /** Language of the formatted results. Default: `"zh-TW"`. */
    locale?: Locale;
    /** The clock. Default: `() => new Date()`. */
    now?: () => Date;
    /** Timeout of a tool that sets none itself, in milliseconds. Default: `15_000`, as in DialogueGraph. */
    toolTimeoutMs?: number;
  } = {}): DynamicStructuredTool[] {
    return this.list().map((tool) => {
      const definition = tool.toOpenAITool().function;
      return new DynamicStructuredTool({
        name: definition.name,
        description: definition.description,
        schema: definition.parameters,
        func: async (args: Record<string, unknown>, _runManager, config) => {
          const context = { now: now(), timeZone, locale };
          const checked = tool.validate(tool.normalize(args, context));
          if (!checked.success) return `VALIDATION_ERROR: ${checked.message}`;
          const result = await runTool({
            tool,
            args: checked.args,
            context,
            timeoutMs: tool.timeoutMs ?? toolTimeoutMs,
            signal: config?.signal,
          });
          return tool.format(ToolResult.fromJSON(result), context);
        },
      });
    });
  }
}
