import type { Locale } from "../core/locale";
import { prompt, type GraphRuntime } from "./graph-runtime";
import { describeModelError } from "./describe-model-error";
import { ModelCallError } from "./model-call-error";
import type { ModelCallRecord, ModelErrorRecord } from "./turn-record";

// Codes that mean the model took too long: the reply says so rather than "try again later".
const timeoutCodes: ReadonlySet<ModelErrorRecord["code"]> = new Set(["first_token_timeout", "stalled", "timeout"]);

/**
 * What a turn says when a model call failed — a fixed sentence in the user's language
 * (`model_timeout` after a deadline, `model_error` otherwise), never the error's own text, which
 * may quote the provider, a key or a URL — and the call's record carrying the detail.
 */
export function modelFailureReply(
  runtime: GraphRuntime,
  locale: Locale,
  thrown: unknown,
  purpose: ModelCallRecord["purpose"],
): { text: string; record: ModelCallRecord } {
  const record: ModelCallRecord = ModelCallError.isInstance(thrown)
    ? thrown.record
    : { purpose, durationMs: 0, error: describeModelError(thrown, undefined) };
  const timedOut = record.error !== undefined && timeoutCodes.has(record.error.code);
  return { text: prompt(runtime, timedOut ? "model_timeout" : "model_error", locale), record };
}
