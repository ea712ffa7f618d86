import type { AIMessageChunk, BaseMessage } from "@langchain/core/messages";
import type { ChatRunnable } from "./chat-runnable";
import { describeModelError } from "./describe-model-error";
import { EmptyStreamError } from "./empty-stream-error";
import { isRetryableModelError } from "./is-retryable-model-error";
import { ModelCallError } from "./model-call-error";
import type { ModelCallPolicy } from "./model-call-policy";
import { streamWithDeadlines } from "./stream-with-deadlines";
import { modelCallMetadata } from "./tracing/model-call-metadata";
import type { ModelCallRecord } from "./turn-record";

// What callModel does when given no policy: no deadline, no retry.
const UNLIMITED: ModelCallPolicy = { firstTokenTimeoutMs: Number.POSITIVE_INFINITY, timeoutMs: Number.POSITIVE_INFINITY, retries: 0 };

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
  /** Deadlines, retries and the log hook. Default: no deadline, no retry. */
  policy?: ModelCallPolicy;
}

/**
 * Calls the model by streaming and gathers the chunks into one message, within the policy's
 * deadlines. A failure before any text reached `onText` is retried (at most `policy.retries`
 * times, within the whole call's deadline); after that, or once text has been passed on, it
 * throws a {@link ModelCallError} carrying the call's record.
 *
 * Always streaming, never `invoke`: `ChatOpenAI.invoke` with streaming on estimates token usage
 * with tiktoken, which downloads its ranks over the network and stalls for a minute offline.
 */
export async function callModel({
  model,
  messages,
  purpose,
  signal,
  onText,
  holdFirstSentence = false,
  policy = UNLIMITED,
}: CallModelOptions): Promise<{ message: AIMessageChunk; record: ModelCallRecord }> {
  const started = performance.now();
  const deadline = started + policy.timeoutMs;
  let passedOn = false;
  const forward =
    onText &&
    ((text: string) => {
      passedOn = true;
      onText(text);
    });
  for (let attempt = 1; ; attempt++) {
    try {
      const message = await streamWithDeadlines({
        model,
        messages,
        signal,
        deadline,
        firstTokenTimeoutMs: policy.firstTokenTimeoutMs,
        onText: forward,
        holdFirstSentence,
        metadata: modelCallMetadata(purpose),
      });
      if (message === undefined) throw new EmptyStreamError();
      const usage = message.usage_metadata;
      return {
        message,
        record: {
          purpose,
          durationMs: Math.round(performance.now() - started),
          ...(usage ? { usage: { inputTokens: usage.input_tokens, outputTokens: usage.output_tokens } } : {}),
          ...(attempt > 1 ? { attempts: attempt } : {}),
        },
      };
    } catch (thrown) {
      const error = describeModelError(thrown, signal);
      const willRetry = !passedOn && attempt <= policy.retries && isRetryableModelError(error) && performance.now() < deadline;
      policy.onError?.({ purpose, attempt, willRetry, error, cause: thrown });
      if (willRetry) continue;
      const record = { purpose, durationMs: Math.round(performance.now() - started), ...(attempt > 1 ? { attempts: attempt } : {}), error };
      throw new ModelCallError(record, { cause: thrown });
    }
  }
}

/** The plain text of a message's content. */
export function messageText(message: BaseMessage): string {
  if (typeof message.content === "string") return message.content;
  return message.content
    .map((part) => (typeof part === "object" && part !== null && "text" in part && typeof part.text === "string" ? part.text : ""))
    .join("");
}
