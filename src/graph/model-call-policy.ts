import type { ModelCooldown } from "./model-cooldown";
import type { ModelCallRecord, ModelErrorRecord } from "./turn-record";

/** One failed attempt of a model call, as the `onModelError` log hook receives it. */
export interface ModelErrorEvent {
  /** Why the model was called. */
  purpose: ModelCallRecord["purpose"];
  /** The attempt that failed, from 1. */
  attempt: number;
  /** True when another attempt follows — on the same model, or on `nextModel`; false when the turn answers with the fixed sentence. */
  willRetry: boolean;
  /** The failure in a closed set of codes, secrets masked from its message. */
  error: ModelErrorRecord;
  /** What was thrown, as it was: for logs only, never for what is spoken. */
  cause: unknown;
  /** The model that failed, by its provider's name. */
  model?: string;
  /** The fallback model the call goes to next, when it does (`willRetry` is then true). */
  nextModel?: string;
}

/** Deadlines, retries and the log hook of every model call of a graph. */
export interface ModelCallPolicy {
  /** Longest wait for the first streamed chunk, and then between two chunks (a stall). */
  firstTokenTimeoutMs: number;
  /** Longest time for the whole call, every attempt included. */
  timeoutMs: number;
  /** Further attempts after a failure, made only while nothing has been streamed to the user. */
  retries: number;
  /** Called on each failed attempt. */
  onError?: (event: ModelErrorEvent) => void;
  /** Models resting after a failure, tried after the others (`fallbackCooldownMs`). Default: none. */
  cooldown?: ModelCooldown;
}
