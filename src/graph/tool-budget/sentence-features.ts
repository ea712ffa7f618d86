import { foldCase } from "../../language/fold-case";
import { normalizeText } from "../../language/normalize-text";

const HAN_RUN = /\p{Script=Han}+/gu;
const LATIN_WORD = /[a-z][a-z']*/gu;
// Endings cut from an English word, longest first, so that 'alarms', 'setting' and 'rained' meet
// 'alarm', 'set' and 'rain': a stem, not a dictionary form; both sides are cut alike.
const ENDINGS = ["ings", "ing", "ies", "ied", "ed", "es", "ly", "s"];

/** An English word's stem: lower case, a common ending cut while three letters stay. */
export function englishStem(word: string): string {
  for (const ending of ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length >= 3) return word.slice(0, -ending.length);
  }
  return word;
}

/**
 * What a text is compared by, as the tool budget reads it: Chinese as its characters and each
 * pair of neighbouring characters (`#天`, `天氣`), after Simplified is read as Traditional, and
 * English as word stems (`alarm`). The single characters are marked apart from the pairs, so
 * that each weighs on its own.
 *
 * @example
 * ```ts
 * sentenceFeatures("明天会下雨吗"); // Set { "#明", "明天", "#天", "天會", … }
 * ```
 */
export function sentenceFeatures(text: string): Set<string> {
  const normalized = foldCase(normalizeText(text));
  const features = new Set<string>();
  for (const [run] of normalized.matchAll(HAN_RUN)) {
    for (let at = 0; at < run.length; at++) {
      features.add(`#${run[at]}`);
      if (at + 1 < run.length) features.add(run.slice(at, at + 2));
    }
  }
  for (const [word] of normalized.matchAll(LATIN_WORD)) {
    if (word.length >= 2) features.add(englishStem(word.replace(/'.*$/u, "")));
  }
  return features;
}
