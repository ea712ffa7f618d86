import { z } from "zod";
import { BaseTool, type FormatContext } from "./base-tool";
import type { DestructiveEffect } from "./destructive-effect";
import type { JsonSchema } from "./json-schema";
import { localize } from "./localize";
import type { LocalPhrase } from "./local-phrase";
import { refuseZod3Schema } from "./refuse-zod-3-schema";
import { readPhrases } from "../language/templates/read-phrases";
import type { ToolContext } from "./tool-context";
import type { ToolDialogue } from "./tool-dialogue";
import type { ToolResult } from "./tool-result";
import { checkWithSchema, type ArgumentCheck } from "./validate-arguments";

/** Everything a tool is, in one object. Only `name`, `description`, `parameters` and `execute` are required. */
export interface DefineToolOptions<Schema extends z.ZodObject, Data> {
  /** The name the model calls (`^[a-zA-Z0-9_-]{1,64}$`). */
  name: string;
  /** What the tool does and when to use it, for the model. */
  description: string;
  /** The parameters; drives validation, typing and the JSON Schema sent to the model. */
  parameters: Schema;
  /** Runs the tool with validated arguments. */
  execute: (args: z.infer<Schema>, context: ToolContext) => Promise<ToolResult<Data>>;
  /** Result to text for the model (and the user when there is no model). Default: JSON, or the error message. */
  format?: (result: ToolResult<Data>, context: FormatContext) => string;
  /** Loose arguments to the schema's form before validation. Default: unchanged. */
  normalize?: (args: Record<string, unknown>, context: FormatContext) => Record<string, unknown>;
  /**
   * Phrases the local route recognises: sentence templates (`"[幫我]擲{sides:integer}面骰"`, a slot
   * named after a parameter fills it), `{ template, toArgs }`, or `{ pattern, toArgs }`. A malformed
   * template throws a `TemplateError` here. Default: none.
   */
  phrases?: readonly (LocalPhrase | string)[];
  /** Follow-ups, references and slot questions (see {@link ToolDialogue}). Default: none. */
  dialogue?: ToolDialogue;
  /** Timeout in milliseconds; the graph's `toolTimeoutMs` when unset. */
  timeoutMs?: number;
  /** The shape of a successful result's data; MCP clients receive it as `outputSchema`. Default: none. */
  output?: z.ZodObject;
  /**
   * Calls that need the user's confirmation before they run: `true` for every call, or a function
   * of the arguments returning the question to ask (in `context.locale`), or null to run at once;
   * it may be async (e.g. to count what would be deleted). Default: none.
   */
  confirm?: boolean | ((args: z.infer<Schema>, context: FormatContext) => string | null | Promise<string | null>);
  /**
   * Whether calls destroy or overwrite the user's records: `true`, or a function counting the
   * records one call would destroy (see {@link DestructiveEffect}). What a turn would destroy in
   * total decides whether it asks first. Default: not destructive.
   */
  destructive?: DestructiveEffect<z.infer<Schema>>;
  /**
   * The question before several calls run together, or one the tool would not ask about itself,
   * when the turn's effect calls for asking (see {@link BaseTool.confirmationFor}). Default: the
   * graph's own words.
   */
  confirmCalls?: (calls: readonly z.infer<Schema>[], context: FormatContext) => string | null | Promise<string | null>;
}

/** A tool built by {@link defineTool}: a BaseTool that also exposes its zod schema. */
export class DefinedTool<Schema extends z.ZodObject, Data> extends BaseTool<z.infer<Schema>, Data> {
  readonly name: string;
  readonly description: string;
  readonly schema: Schema;
  private jsonSchema?: JsonSchema;
  override readonly phrases: readonly LocalPhrase[];
  override readonly timeoutMs?: number;
  override readonly outputSchema?: JsonSchema;
  override readonly dialogue?: ToolDialogue;
  override readonly destructive?: DestructiveEffect<z.infer<Schema>>;

  constructor(private readonly options: DefineToolOptions<Schema, Data>) {
    super();
    refuseZod3Schema(options.parameters, `The parameters of tool "${options.name}"`);
    refuseZod3Schema(options.output, `The output schema of tool "${options.name}"`);
    this.name = options.name;
    this.description = options.description;
    this.schema = options.parameters;
    this.phrases = readPhrases(options.phrases ?? []);
    this.timeoutMs = options.timeoutMs;
    this.dialogue = options.dialogue;
    // A malformed slot request template throws now, as a malformed phrase does.
    for (const slot of options.dialogue?.slots ?? []) readPhrases(slot.requests);
    this.destructive = options.destructive;
    this.outputSchema = options.output === undefined ? undefined : (z.toJSONSchema(options.output, { io: "output" }) as JsonSchema);
    delete this.outputSchema?.$schema;
  }

  /**
   * The parameters as JSON Schema, converted from the zod schema when first read: only a model or
   * an MCP client reads it, and the local route answers without (converting every tool's schema
   * cost a quarter of building the default registry).
   */
  get parameters(): JsonSchema {
    if (this.jsonSchema === undefined) {
      const converted = z.toJSONSchema(this.schema, { io: "input" }) as JsonSchema;
      delete converted.$schema;
      this.jsonSchema = converted;
    }
    return this.jsonSchema;
  }

  override get asksConfirmation(): boolean {
    const { confirm, destructive } = this.options;
    return (confirm !== undefined && confirm !== false) || (destructive !== undefined && destructive !== false);
  }

  execute(args: z.infer<Schema>, context: ToolContext): Promise<ToolResult<Data>> {
    return this.options.execute(args, context);
  }

  override normalize(args: Record<string, unknown>, context: FormatContext): Record<string, unknown> {
    return this.options.normalize ? this.options.normalize(args, context) : args;
  }

  override validate(args: unknown): ArgumentCheck<z.infer<Schema>> {
    return checkWithSchema(this.schema, args);
  }

  override confirmation(args: z.infer<Schema>, context: FormatContext): string | null | Promise<string | null> {
    const { confirm } = this.options;
    if (typeof confirm === "function") return confirm(args, context);
    if (confirm !== true) return null;
    return localize(context.locale, { zh: `確定要執行「${this.name}」嗎？`, en: `Do you want me to run ${this.name}?` });
  }

  override confirmationFor(calls: readonly z.infer<Schema>[], context: FormatContext): string | null | Promise<string | null> {
    return this.options.confirmCalls ? this.options.confirmCalls(calls, context) : null;
  }

  override format(result: ToolResult<Data>, context: FormatContext): string {
    return this.options.format ? this.options.format(result, context) : super.format(result, context);
  }
}

/**
 * Builds a tool from a zod 4 schema: the schema validates the arguments, types `execute` and
 * becomes the JSON Schema the model sees. A zod 3 schema throws at once, saying to install zod 4.
 *
 * @example
 * ```ts
 * const dice = defineTool({
 *   name: "roll_dice",
 *   description: "Rolls a die with the given number of sides.",
 *   parameters: z.object({ sides: z.number().int().min(2).default(6) }),
 *   execute: async ({ sides }) => ToolResult.ok({ value: 1 + Math.floor(Math.random() * sides) }),
 *   format: (result) => (result.success ? `擲出 ${result.data?.value} 點。` : result.error!.message),
 * });
 * ```
 */
export function defineTool<Schema extends z.ZodObject, Data>(
  options: Omit<DefineToolOptions<Schema, Data>, "phrases"> & { phrases?: readonly LocalPhrase[] },
): DefinedTool<Schema, Data>;
export function defineTool<Schema extends z.ZodObject, Data>(options: DefineToolOptions<Schema, Data>): DefinedTool<Schema, Data>;
// Two signatures: a `(match) =>` in a regex phrase is typed only when no string template is beside it.
export function defineTool<Schema extends z.ZodObject, Data>(options: DefineToolOptions<Schema, Data>): DefinedTool<Schema, Data> {
  return new DefinedTool(options);
}
