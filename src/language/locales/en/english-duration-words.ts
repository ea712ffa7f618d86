import type { DurationWords, NumberReader } from "../locale-words";

/** Lengths of time in English: 20 minutes, an hour and a half, 90 secs, an hour and 30 minutes. */
export function englishDurationWords({ pattern: NUMBER_PATTERN }: NumberReader): DurationWords {
  return {
    part: `\\b(?<amount>${NUMBER_PATTERN}|an?|half an)\\s+(?<unit>hours?|minutes?|mins?|seconds?|secs?)\\b(?<half>\\s+and a half)?`,
    unitSeconds: { hour: 3600, minute: 60, min: 60, second: 1, sec: 1 },
    amountWords: { a: 1, an: 1, "half an": 0.5 },
    joiner: "and",
  };
}
