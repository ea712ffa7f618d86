import { REGISTERED_WORDS } from "./locales/registered-words";

// What a speech recognizer writes down that a typist would not: a figure corrected in mid-sentence
// (「設七點 不對 七點半的鬧鐘」 "set an alarm for six no seven") and a figure of several words
// ("a hundred and fifty euros", "twenty five minutes").

// Each registered language's spoken form (locales/<code>/*-spoken-form.ts), in registration order.
const LANGUAGES = REGISTERED_WORDS.flatMap((words) => (words.spoken ? [words.spoken] : []));
const CORRECTIONS = LANGUAGES.flatMap((language) => (language.correction ? [language.correction] : []));

/**
 * The sentence as it was meant, when a figure in it was said again differently (normalised
 * text): the figure said first, with its unit, gives way to the one said after 「不對」「不是」
 * "no" "I mean". Text with no such correction comes back as it was.
 *
 * @example
 * ```ts
 * applySelfCorrections("設一個明天早上七點 不對 七點半的鬧鐘"); // "設一個明天早上七點半的鬧鐘"
 * applySelfCorrections("set an alarm for six no seven tomorrow morning"); // "set an alarm for seven tomorrow morning"
 * ```
 */
export function applySelfCorrections(text: string): string {
  for (const pattern of CORRECTIONS) {
    const groups = pattern.exec(text)?.groups;
    if (groups?.meant !== undefined) return applySelfCorrections(`${groups.before}${groups.meant}`);
  }
  return text;
}

/**
 * Figures and days said in words, written as the readers take them, in every language that writes
 * them (English: "a hundred and fifty euros" → "150 euros", "twenty five minutes" → "25 minutes", "two
 * and a half grand" → "2500", "april first" → "april 1st"); words that make no one figure stay as they are.
 */
export function writeSpokenFigures(text: string): string {
  return LANGUAGES.reduce((written, language) => language.writeFigures?.(written) ?? written, text);
}

/** The transcript of a spoken request as it was meant: corrections applied, figures of several words in digits. */
export function readSpokenForm(text: string): string {
  return writeSpokenFigures(applySelfCorrections(dropRestarts(text)));
}

/**
 * The sentence without a word said twice over a pause as the speaker started again (normalised
 * text): 「嗯 台中 台中明天天氣」 → 「嗯 台中明天天氣」, 「再乘以 呃 乘以十二」 → 「再乘以十二」. A word
 * said twice with no pause stays (「謝謝」「常常」).
 */
export function dropRestarts(text: string): string {
  return LANGUAGES.reduce((kept, language) => language.dropRestarts?.(kept) ?? kept, text);
}

// English's days said as ordinal words, named here for the tests that read them.
export { writeSpokenDates } from "./locales/en/english-spoken-form";
