import type { Callbacks } from "@langchain/core/callbacks/manager";
import type { AIMessageChunk, BaseMessage } from "@langchain/core/messages";
import type { RunnableConfig } from "@langchain/core/runnables";
import type { ChatRunnable } from "./chat-runnable";
import { ModelDeadlineError } from "./model-deadline-error";
import { SentenceThenMore } from "./sentence-then-more";

/** Options of {@link streamWithDeadlines}. */
export interface StreamWithDeadlinesOptions {
  model: ChatRunnable;
  messages: BaseMessage[];
  /** The caller's signal (the turn's). */
  signal?: AbortSignal;
  /** `performance.now()` by which the whole call must end. */
  deadline: number;
  /** Longest wait for the first chunk and between two chunks. */
  firstTokenTimeoutMs: number;
  onText?: (text: string) => void;
  holdFirstSentence: boolean;
  /**
   * Retries the model's own client may make (LangChain's `maxRetries` call option), for a model
   * with a fallback after it. Default: the client's own setting.
   */
  clientRetries?: number;
  /** Run metadata for callbacks and traces (the call's purpose). Default: none. */
  metadata?: Record<string, unknown>;
  /** Callbacks of the call. Default: those of the run it is made in (LangChain's run context). */
  callbacks?: Callbacks;
}

/**
 * One attempt of a model call: streams the answer and gathers its chunks, passing text on as it
 * comes (held back behind the first sentence when asked). A passed deadline aborts the request —
 * the HTTP connection too — and throws a `ModelDeadlineError`, whatever the model does meanwhile.
 * Returns undefined for a stream with no chunk.
 */
export async function streamWithDeadlines({
  model,
  messages,
  signal,
  deadline,
  firstTokenTimeoutMs,
  onText,
  holdFirstSentence,
  clientRetries,
  metadata,
  callbacks,
}: StreamWithDeadlinesOptions): Promise<AIMessageChunk | undefined> {
  const started = performance.now();
  const controller = new AbortController();
  const stopped = new Promise<never>((_resolve, reject) =>
    controller.signal.addEventListener("abort", () => reject(controller.signal.reason), { once: true }),
  );
  stopped.catch(() => undefined);
  const passOn = () => controller.abort(signal?.reason);
  if (signal?.aborted) passOn();
  signal?.addEventListener("abort", passOn, { once: true });
  const expire = (code: ModelDeadlineError["code"]) => () =>
    controller.abort(new ModelDeadlineError(code, Math.round(performance.now() - started)));
  // Infinity is "no limit": setTimeout would take it for 1 ms.
  const after = (ms: number, then: () => void) => (Number.isFinite(ms) ? setTimeout(then, Math.max(0, ms)) : undefined);
  const wholeCall = after(deadline - started, expire("timeout"));
  let quiet = after(firstTokenTimeoutMs, expire("first_token_timeout"));
  let iterator: AsyncIterator<AIMessageChunk> | undefined;
  let gathered: AIMessageChunk | undefined;
  let callingTools = false;
  let held = "";
  const gate = holdFirstSentence ? new SentenceThenMore() : undefined;
  let released = gate === undefined;
  try {
    // `maxRetries` is a call option of LangChain's chat models (ChatOpenAI's), not of RunnableConfig.
    const options: Partial<RunnableConfig> = { signal: controller.signal, metadata };
    // Given only for a call outside the graph's runs: inside them, the run context's stay in place.
    if (callbacks !== undefined) options.callbacks = callbacks;
    if (clientRetries !== undefined) Object.assign(options, { maxRetries: clientRetries });
    const stream = await Promise.race([model.stream(messages, options), stopped]);
    iterator = stream[Symbol.asyncIterator]();
    for (;;) {
      const step = await Promise.race([iterator.next(), stopped]);
      if (step.done) break;
      clearTimeout(quiet);
      quiet = after(firstTokenTimeoutMs, expire("stalled"));
      const chunk = step.value;
      gathered = gathered === undefined ? chunk : gathered.concat(chunk);
      if (chunk.tool_call_chunks?.length) callingTools = true;
      const text = typeof chunk.content === "string" ? chunk.content : "";
      if (!text || !onText || callingTools) continue;
      if (released) {
        onText(text);
        continue;
      }
      held += text;
      if (gate?.push(text)) {
        released = true;
        onText(held);
      }
    }
    if (!released && !callingTools && held && onText) onText(held);
    return gathered;
  } finally {
    clearTimeout(wholeCall);
    clearTimeout(quiet);
    signal?.removeEventListener("abort", passOn);
    // An abandoned stream is closed (its request is already aborted); its own error is not ours.
    if (controller.signal.aborted) iterator?.return?.().catch(() => undefined);
  }
}
