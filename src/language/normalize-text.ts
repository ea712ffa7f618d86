import { REGISTERED_WORDS } from "./locales/registered-words";
import { textNormalizer } from "./text-normalizer";

const normalize = textNormalizer(REGISTERED_WORDS.flatMap((words) => (words.normalize ? [words.normalize] : [])));

/**
 * Normalises a user's text once, before any local phrase is tested against it:
 * full-width letters, digits and punctuation become half-width (NFKC), each registered language
 * spells its text as its words are read (`LocaleWords.normalize`: Chinese becomes Traditional with
 * Taiwan characters, 臺 is written 台, spoken 啥 is written 什麼), white space is collapsed to single
 * spaces and dropped between a number and its unit (「2020 年」 → 「2020年」, 「3 點」 → 「3點」), and
 * the text is trimmed of surrounding white space and trailing punctuation (every language's), then
 * each language's last step runs (a Chinese question's last 嘞 is written 呢). Letter case is kept.
 *
 * @example
 * ```ts
 * normalizeText("北京明天会下雨吗？"); // "北京明天會下雨嗎"
 * normalizeText("１００ 美金　換台幣"); // "100 美金 換台幣"
 * ```
 */
export function normalizeText(text: string): string {
  return normalize(text);
}
