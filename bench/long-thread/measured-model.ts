import { ChatOpenAI } from "@langchain/openai";
import { estimateTokens } from "../../src/index";

/** The largest request the model received, as the history budget counts it. */
export interface RequestFigures {
  /** Requests sent. */
  requests: number;
  /** The most messages in one request. */
  maxMessages: number;
  /** The most bytes of one request body. */
  maxBytes: number;
  /** The most conversation tokens in one request: the summary (inside the system prompt) and every other message. */
  maxConversationTokens: number;
}

const summaryMarker = "先前對話的摘要：\n";

/** A ChatOpenAI client pointed at the bench's model, measuring each request it sends at the fetch level. */
export function measuredModel(baseUrl: string): { model: ChatOpenAI; figures: RequestFigures } {
  const figures: RequestFigures = { requests: 0, maxMessages: 0, maxBytes: 0, maxConversationTokens: 0 };
  const model = new ChatOpenAI({
    model: "scripted-model",
    apiKey: "bench-key",
    maxRetries: 0,
    configuration: {
      baseURL: baseUrl,
      fetch: (input: string | URL | Request, init?: RequestInit) => {
        const body = typeof init?.body === "string" ? init.body : "";
        const { messages = [] } = JSON.parse(body || "{}") as { messages?: Array<{ role: string; content: string | null }> };
        let tokens = 0;
        for (const message of messages) {
          const text = message.content ?? "";
          if (message.role !== "system") tokens += 4 + estimateTokens(text);
          else if (text.includes(summaryMarker)) tokens += estimateTokens(text.slice(text.indexOf(summaryMarker) + summaryMarker.length));
        }
        figures.requests += 1;
        figures.maxMessages = Math.max(figures.maxMessages, messages.length);
        figures.maxBytes = Math.max(figures.maxBytes, Buffer.byteLength(body));
        figures.maxConversationTokens = Math.max(figures.maxConversationTokens, tokens);
        return fetch(input, init);
      },
    },
  });
  return { model, figures };
}
