import type { DestructiveEffect } from "./destructive-effect";
import type { JsonSchema } from "./json-schema";
import type { LocalPhrase } from "./local-phrase";
import type { ToolContext } from "./tool-context";
import type { ToolDialogue } from "./tool-dialogue";
import { toFunctionName } from "./tool-name";
import type { ToolResult } from "./tool-result";
import { validateArguments, type ArgumentCheck } from "./validate-arguments";

/** What a formatter knows of the turn: the user's language, clock and time zone. */
export type FormatContext = Omit<ToolContext, "signal">;

/** The OpenAI function-calling definition of a tool. */
export interface OpenAITool {
  type: "function";
  function: { name: string; description: string; parameters: JsonSchema };
}

/**
 * A tool, as the seed contract has it: a name, a description, parameters as JSON Schema and an
 * async `execute` that returns a {@link ToolResult}. Subclass it, or build one with
 * {@link defineTool}, which derives everything from a zod schema.
 *
 * @example
 * ```ts
 * class EchoTool extends BaseTool<{ text: string }> {
 *   readonly name = "echo";
 *   readonly description = "Repeats the text.";
 *   readonly parameters = { type: "object", properties: { text: { type: "string" } }, required: ["text"] };
 *   async execute({ text }: { text: string }) {
 *     return ToolResult.ok({ text });
 *   }
 * }
 * ```
 */
export abstract class BaseTool<Args extends Record<string, unknown> = Record<string, unknown>, Data = unknown> {
  /** The name the model calls; `^[a-zA-Z0-9_-]{1,64}$`, or a dotted alias of such a name. */
  abstract readonly name: string;
  /** What the tool does and when to use it, for the model. */
  abstract readonly description: string;
  /** The parameters as a JSON Schema object. */
  abstract readonly parameters: JsonSchema;
  /** Phrases the local route recognises without a model. Default: none. */
  readonly phrases: readonly LocalPhrase[] = [];
  /** Whether the local route may answer for this tool. Default: true. */
  localRoute = true;
  /** This tool's own timeout in milliseconds; the graph's `toolTimeoutMs` applies when unset. */
  readonly timeoutMs?: number;
  /**
   * The shape of a successful result's data as a JSON Schema object, when the tool declares one;
   * MCP clients receive it as the tool's `outputSchema`. Default: none.
   */
  readonly outputSchema?: JsonSchema;
  /** How the tool takes part in a conversation: follow-ups, references to its result, questions for a missing argument. Default: none. */
  readonly dialogue?: ToolDialogue;
  /**
   * Whether this tool's calls destroy or overwrite the user's records, and how many one call would
   * (see {@link DestructiveEffect}; read it with `recordsDestroyed`). A turn whose calls would
   * destroy two or more records in all, or a destructive call the model makes after reading tool
   * output, is asked about first; MCP clients see it as `destructiveHint`. Default: not destructive.
   */
  declare readonly destructive?: DestructiveEffect<Args>;

  /**
   * Whether a call must be confirmed by the user before it runs (a destructive call such as
   * deleting every alarm): the question to ask, in `context.locale`, or null to run it at once.
   * It may be async, to look at what the call would touch (「要刪除全部 3 個鬧鐘嗎？」 counts the
   * user's alarms, `context.userId`'s): callers await it. Calls chosen by the model are asked about
   * too. Default: never asks.
   */
  confirmation(_args: Args, _context: FormatContext): string | null | Promise<string | null> {
    return null;
  }

  /**
   * The question before these calls run, when what the turn would destroy calls for asking (see
   * {@link destructive}) — several calls of this tool together, or one it would not ask about on
   * its own: in `context.locale`, e.g. 「要刪除 1、2、3 號這 3 個鬧鐘嗎？」. null leaves the words to the
   * graph (its `confirm_destructive` prompt). Default: null.
   */
  confirmationFor(_calls: readonly Args[], _context: FormatContext): string | null | Promise<string | null> {
    return null;
  }

  /**
   * Whether some calls of this tool ask for confirmation (MCP clients see it as `destructiveHint`).
   * Default: whether the tool is destructive or a subclass overrides {@link confirmation}.
   */
  get asksConfirmation(): boolean {
    return (this.destructive !== undefined && this.destructive !== false) || this.confirmation !== BaseTool.prototype.confirmation;
  }

  /** Runs the tool. Failures the user should hear about are returned as `ToolResult.fail`, not thrown. */
  abstract execute(args: Args, context: ToolContext): Promise<ToolResult<Data>>;

  /**
   * Turns loose arguments into the schema's form before validation (currency names to ISO codes,
   * 明天 to a date). Default: unchanged.
   */
  normalize(args: Record<string, unknown>, _context: FormatContext): Record<string, unknown> {
    return args;
  }

  /** Checks (normalised) arguments against the parameters. Subclasses with a zod schema override it. */
  validate(args: unknown): ArgumentCheck<Args> {
    return validateArguments<Args>(this.parameters, args);
  }

  /** The result as text for the model and, with no model, for the user. Default: the JSON content, or the error message. */
  format(result: ToolResult<Data>, _context: FormatContext): string {
    return result.success ? JSON.stringify(result.data) : (result.error?.message ?? "");
  }

  /** The OpenAI function-calling definition; a dotted name is sent with underscores. */
  toOpenAITool(): OpenAITool {
    return {
      type: "function",
      function: { name: toFunctionName(this.name), description: this.description, parameters: this.parameters },
    };
  }
}
