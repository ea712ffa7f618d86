import { DynamicStructuredTool } from "@langchain/core/tools";
import type { BaseTool, OpenAITool } from "./base-tool";
import type { Locale } from "./locale";
import { toFunctionName } from "./tool-name";

/** Any tool, whatever its argument and data types. */

export type AnyTool = BaseTool<Record<string, unknown>, unknown>;

/**
 * The tools a graph may call, by name. Names are checked when a tool is registered: a name no
 * model could call, a finance name that is not `finance_<resource>_<action>`, or a duplicate
 * throws at once. A dotted name (`finance.accounts.list`) is stored and sent as underscores
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

  /** Adds a tool; throws on a bad or duplicate name. Returns the registry, for chaining. */
  register(tool: AnyTool): this {
    const name = toFunctionName(tool.name);
    if (this.tools.has(name)) throw new TypeError(`A tool named "${name}" is already registered.`);
    this.tools.set(name, tool);
    return this;
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
   * `createReactAgent`). Each returns the tool's formatted result as its content.
   */
  toLangChainTools({
    timeZone = "Asia/Taipei",
    locale = "zh-TW",
    now = () => new Date(),
  }: {
    /** Time zone the tools read dates in. Default: `"Asia/Taipei"`. */
    timeZone?: string;
    /** Language of the formatted results. Default: `"zh-TW"`. */
    locale?: Locale;
    /** The clock. Default: `() => new Date()`. */
    now?: () => Date;
  } = {}): DynamicStructuredTool[] {
    return this.list().map((tool) => {
      const definition = tool.toOpenAITool().function;
      return new DynamicStructuredTool({
        name: definition.name,
        description: definition.description,
        schema: definition.parameters,
        func: async (args: Record<string, unknown>, _runManager, config) => {
          const context = { signal: config?.signal ?? new AbortController().signal, now: now(), timeZone, locale };
          const checked = tool.validate(tool.normalize(args, context));
          if (!checked.success) return `VALIDATION_ERROR: ${checked.message}`;
          return tool.format(await tool.execute(checked.args, context), context);
        },
      });
    });
  }
}
