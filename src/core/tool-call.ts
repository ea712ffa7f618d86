/** The OpenAI wire form of a tool call. */
export interface OpenAIToolCall {
  id: string;
  type: "function";
  function: { name: string; arguments: string };
}

/**
 * A request to run one tool, as the seed data model has it.
 *
 * @example
 * ```ts
 * new ToolCall("call_1", "get_exchange_rate", { from_currency: "USD" }).toOpenAIFormat();
 * ```
 */
export class ToolCall {
  constructor(
    /** Id that pairs the call with its result message. */
    readonly id: string,
    /** Tool name, as registered. */
    readonly name: string,
    /** Arguments under the tool's parameter names. */
    readonly args: Record<string, unknown>,
  ) {}

  /** `{ id, type: "function", function: { name, arguments: "<json>" } }`. */
  toOpenAIFormat(): OpenAIToolCall {
    return { id: this.id, type: "function", function: { name: this.name, arguments: JSON.stringify(this.args) } };
  }
}
