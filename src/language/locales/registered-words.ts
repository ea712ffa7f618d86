import type { LocaleWords } from "./locale-words";
import { REGISTERED_LOCALES } from "./registered-locales";

/**
 * The words of every registered language, each set once (zh-CN and zh-HK read Chinese in the words of
 * zh-TW, after their text is normalised to Traditional characters), in registration order: what the
 * shared number, date, period and template machinery reads.
 */
export const REGISTERED_WORDS: readonly LocaleWords[] = [
  ...new Set(REGISTERED_LOCALES.flatMap((locale): LocaleWords[] => (locale.words ? [locale.words] : []))),
];
