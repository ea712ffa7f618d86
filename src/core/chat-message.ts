import type { OpenAIToolCall, ToolCall } from "./tool-call";

/** The roles of a chat, as OpenAI names them. */
export type ChatRole = "system" | "user" | "assistant" | "tool";

/** The OpenAI wire form of a chat message. */
export interface OpenAIChatMessage {
  role: ChatRole;
  content: string | null;
  tool_calls?: OpenAIToolCall[];
  tool_call_id?: string;
  name?: string;
}

/**
 * One message of a conversation, as the seed data model has it. The graph itself keeps
 * LangChain messages; this class is for callers who speak the OpenAI wire format.
 *
 * @example
 * ```ts
 * ChatMessage.user("現在幾點").toOpenAIFormat(); // { role: "user", content: "現在幾點" }
 * ```
 */
export class ChatMessage {
  constructor(
    readonly role: ChatRole,
    readonly content: string | null,
    readonly options: { toolCalls?: readonly ToolCall[]; toolCallId?: string; name?: string } = {},
  ) {}

  /** A system message. */
  static system(content: string): ChatMessage {
    return new ChatMessage("system", content);
  }

  /** A user message. */
  static user(content: string): ChatMessage {
    return new ChatMessage("user", content);
  }

  /** An assistant message, optionally asking for tool calls. */
  static assistant(content: string | null, toolCalls?: readonly ToolCall[]): ChatMessage {
    return new ChatMessage("assistant", content, { toolCalls });
  }

  /** A tool result message answering the call with `toolCallId`. */
  static tool(content: string, toolCallId: string, name?: string): ChatMessage {
    return new ChatMessage("tool", content, { toolCallId, name });
  }

  /** The message as the OpenAI chat completions API takes it. */
  toOpenAIFormat(): OpenAIChatMessage {
    const message: OpenAIChatMessage = { role: this.role, content: this.content };
    if (this.options.toolCalls?.length) message.tool_calls = this.options.toolCalls.map((call) => call.toOpenAIFormat());
    if (this.options.toolCallId !== undefined) message.tool_call_id = this.options.toolCallId;
    if (this.options.name !== undefined) message.name = this.options.name;
    return message;
  }
}
