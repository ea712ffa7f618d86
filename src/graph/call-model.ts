import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import type { AIMessageChunk, BaseMessage } from "@langchain/core/messages";
import type { Runnable } from "@langchain/core/runnables";
import type { ModelCallRecord } from "./turn-record";

/** A chat model, possibly with tools bound. */
export type ChatRunnable = BaseChatModel | Runnable<BaseMessage[], AIMessageChunk>;

/** Options of {@link callModel}. */
export interface CallModelOptions {
  model: ChatRunnable;
  messages: BaseMessage[];
  purpose: ModelCallRecord["purpose"];
  signal?: AbortSignal;
  /** Receives answer text as it streams, until the model starts a tool call. */
  onText?: (text: string) => void;
  /**
   * Hold the text back until a whole sentence and something after it have arrived, or the answer
   * is complete. For calls with tools bound, where text ahead of a tool call ("讓我查一下") is not
   * the answer and must not be spoken. Default: false.
   */
  holdFirstSentence?: boolean;
}

const sentenceThenMore = /[。！？!?\n]\s*\S|[.]\s+\S/;

/**
 * Calls the model by streaming and gathers the chunks into one message.
 *
 * Always streaming, never `invoke`: `ChatOpenAI.invoke` with streaming on estimates token usage
 * with tiktoken, which downloads its ranks over the network and stalls for a minute offline.
 */
export async function callModel({ model, messages, purpose, signal, onText, holdFirstSentence = false }: CallModelOptions): Promise<{ message: AIMessageChunk; record: ModelCallRecord }> {
  const started = performance.now();
  let gathered: AIMessageChunk | undefined;
  let callingTools = false;
  let held = "";
  let released = !holdFirstSentence;
  for await (const chunk of await model.stream(messages, { signal })) {
    gathered = gathered === undefined ? chunk : gathered.concat(chunk);
    if (chunk.tool_call_chunks?.length) callingTools = true;
    const text = typeof chunk.content === "string" ? chunk.content : "";
    if (!text || !onText || callingTools) continue;
    if (released) {
      onText(text);
      continue;
    }
    held += text;
    if (sentenceThenMore.test(held)) {
      released = true;
      onText(held);
    }
  }
  if (gathered === undefined) throw new Error("The model returned an empty stream.");
  if (!released && !callingTools && held && onText) onText(held);
  const usage = gathered.usage_metadata;
  return {
    message: gathered,
    record: {
      purpose,
      durationMs: Math.round(performance.now() - started),
      ...(usage ? { usage: { inputTokens: usage.input_tokens, outputTokens: usage.output_tokens } } : {}),
    },
  };
}

/** The plain text of a message's content. */
export function messageText(message: BaseMessage): string {
  if (typeof message.content === "string") return message.content;
  return message.content
    .map((part) => (typeof part === "object" && part !== null && "text" in part && typeof part.text === "string" ? part.text : ""))
    .join("");
}
