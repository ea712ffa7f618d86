import type { DialogueGraphOptions } from "./dialogue-graph-options";
import type { ModelCallPolicy } from "./model-call-policy";
import { ModelCooldown } from "./model-cooldown";

function positive(name: string, value: number): number {
  if (typeof value !== "number" || Number.isNaN(value) || value <= 0)
    throw new TypeError(`${name} must be a number of milliseconds above 0 (Infinity for no limit), not ${String(value)}.`);
  return value;
}

/** The model call policy from `DialogueGraph` options, with the defaults for voice; a bad value throws. */
export function modelCallPolicyFromOptions({
  modelFirstTokenTimeoutMs = 10_000,
  modelTimeoutMs = 60_000,
  modelRetries = 1,
  onModelError,
  fallbackCooldownMs = 30_000,
}: DialogueGraphOptions): ModelCallPolicy {
  if (!Number.isInteger(modelRetries) || modelRetries < 0)
    throw new TypeError(`modelRetries must be a whole number from 0, not ${String(modelRetries)}.`);
  return {
    firstTokenTimeoutMs: positive("modelFirstTokenTimeoutMs", modelFirstTokenTimeoutMs),
    timeoutMs: positive("modelTimeoutMs", modelTimeoutMs),
    retries: modelRetries,
    ...(onModelError ? { onError: onModelError } : {}),
    ...(fallbackCooldownMs === 0 ? {} : { cooldown: new ModelCooldown(positive("fallbackCooldownMs", fallbackCooldownMs)) }),
  };
}
