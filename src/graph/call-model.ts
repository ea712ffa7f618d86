import type { Callbacks } from "@langchain/core/callbacks/manager";
import type { AIMessageChunk, BaseMessage } from "@langchain/core/messages";
import { describeModelError } from "./describe-model-error";
import { EmptyStreamError } from "./empty-stream-error";
import { isFallbackModelError } from "./is-fallback-model-error";
import { isRetryableModelError } from "./is-retryable-model-error";
import { ModelCallError } from "./model-call-error";
import type { ModelCallPolicy } from "./model-call-policy";
import type { ModelCandidate } from "./model-candidates";
import { streamWithDeadlines } from "./stream-with-deadlines";
import { modelCallMetadata } from "./tracing/model-call-metadata";
import type { FailedModelRecord, ModelCallRecord } from "./turn-record";

// What callModel does when given no policy: no deadline, no retry.
const UNLIMITED: ModelCallPolicy = { firstTokenTimeoutMs: Number.POSITIVE_INFINITY, timeoutMs: Number.POSITIVE_INFINITY, retries: 0 };

/** Options of {@link callModel}. */
export interface CallModelOptions {
  /** The models to call, in order (`modelCandidates`): the graph's model, then its fallback models. */
  models: readonly ModelCandidate[];
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
  /** Callbacks for a call made outside the graph's runs (the summary). Default: those of the run it is made in. */
  callbacks?: Callbacks;
}

/**
 * Calls the model by streaming and gathers the chunks into one message, within the policy's
 * deadlines. A failure before any text reached `onText` goes on to the next model when there is
 * one (`isFallbackModelError`: a deadline, a connection, a 5xx, a 429), with the same messages and
 * the model made ready the same way; the last model is retried (at most `policy.retries` times).
 * All of it within the whole call's deadline. A model that failed so rests (`policy.cooldown`): the
 * next calls try it after the others. After that, or once text has been passed on, it
 * throws a {@link ModelCallError} carrying the call's record. A model that has a next one is asked
 * to make no retry of its own (`maxRetries: 0` in the call's options): its client's backoff would
 * cost the turn seconds that the next model can save.
 *
 * Always streaming, never `invoke`: `ChatOpenAI.invoke` with streaming on estimates token usage
 * with tiktoken, which downloads its ranks over the network and stalls for a minute offline.
 */
export async function callModel({
  models,
  messages,
  purpose,
  signal,
  onText,
  holdFirstSentence = false,
  policy = UNLIMITED,
  callbacks,
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
  const failedModels: FailedModelRecord[] = [];
  const failed = () => (failedModels.length > 0 ? { failedModels } : {});
  const cooldown = models.length > 1 ? policy.cooldown : undefined;
  const ordered = cooldown?.order(models) ?? models;
  for (let index = 0; index < ordered.length; index++) {
    const { name, prepare, key } = ordered[index];
    const next = ordered[index + 1]?.name;
    const model = prepare();
    const modelStarted = performance.now();
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
          callbacks,
          ...(next === undefined ? {} : { clientRetries: 0 }),
        });
        if (message === undefined) throw new EmptyStreamError();
        cooldown?.recover(key);
        const usage = message.usage_metadata;
        return {
          message,
          record: {
            purpose,
            durationMs: Math.round(performance.now() - started),
            ...(usage ? { usage: { inputTokens: usage.input_tokens, outputTokens: usage.output_tokens } } : {}),
            ...(attempt > 1 ? { attempts: attempt } : {}),
            model: name,
            ...failed(),
          },
        };
      } catch (thrown) {
        const error = describeModelError(thrown, signal);
        if (isFallbackModelError(error)) cooldown?.rest(key);
        const inTime = !passedOn && performance.now() < deadline;
        const fallBack = inTime && next !== undefined && isFallbackModelError(error);
        const willRetry = inTime && next === undefined && attempt <= policy.retries && isRetryableModelError(error);
        const event = { purpose, attempt, willRetry: willRetry || fallBack, error, cause: thrown, model: name };
        policy.onError?.(fallBack ? { ...event, nextModel: next } : event);
        if (willRetry) continue;
        const attempts = attempt > 1 ? { attempts: attempt } : {};
        if (fallBack) {
          failedModels.push({ model: name, durationMs: Math.round(performance.now() - modelStarted), ...attempts, error });
          break;
        }
        const record = { purpose, durationMs: Math.round(performance.now() - started), ...attempts, error, model: name, ...failed() };
        throw new ModelCallError(record, { cause: thrown });
      }
    }
  }
  throw new Error("callModel needs at least one model.");
}

/** The plain text of a message's content. */
export function messageText(message: BaseMessage): string {
  if (typeof message.content === "string") return message.content;
  return message.content
    .map((part) => (typeof part === "object" && part !== null && "text" in part && typeof part.text === "string" ? part.text : ""))
    .join("");
}
