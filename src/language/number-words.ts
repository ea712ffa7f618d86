import type { NumberReader, NumberWords } from "./locales/locale-words";
import { REGISTERED_WORDS } from "./locales/registered-words";

// Each registered language's number words (locales/<code>/number-words.ts), in registration order.
const LANGUAGES: readonly NumberWords[] = REGISTERED_WORDS.flatMap((words) => (words.numbers ? [words.numbers] : []));
const UNITS = LANGUAGES.flatMap((language) => (language.unitsAfterDigits ? [language.unitsAfterDigits] : []));

const ARABIC = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?`;
const UNITS_AFTER_DIGITS = UNITS.length === 0 ? "" : `${UNITS.length === 1 ? UNITS[0] : `(?:${UNITS.join("|")})`}*`;

/**
 * Regex source (no capturing groups) for one number as people say it: Arabic digits with an
 * optional decimal part and thousands separators ("100", "1,000", "3.5"), optionally followed by
 * a language's units ("2.5萬", "3千"), or a number in a registered language's words ("一百二十",
 * "十五", "兩百", "二〇二四", "一億", "five", "Twenty"). Text is expected in half-width (see `normalizeText`).
 *
 * @example
 * ```ts
 * new RegExp(`^(?<amount>${NUMBER_PATTERN})\\s*美金$`).exec("2.5萬美金")?.groups?.amount; // "2.5萬"
 * ```
 */
export const NUMBER_PATTERN = `(?:${ARABIC}${UNITS_AFTER_DIGITS}|${LANGUAGES.map((language) => language.pattern).join("|")})`;

const wholePattern = new RegExp(`^${NUMBER_PATTERN}$`);

/**
 * Reads a number written the way {@link NUMBER_PATTERN} matches it: "100" → 100, "1,000" → 1000,
 * "2.5萬" → 25000, "一百二十" → 120, "兩萬五" → 25000, "十五" → 15, "二〇二四" → 2024, "seven" → 7.
 * Anything else (or an empty string) → null.
 */
export function parseNumber(text: string): number | null {
  const trimmed = text.normalize("NFKC").trim();
  if (!wholePattern.test(trimmed)) return null;
  const arabic = /^[\d,.]+/.exec(trimmed)?.[0];
  if (arabic !== undefined) {
    const value = Number(arabic.replaceAll(",", ""));
    return Number.isFinite(value) ? scale(value, trimmed.slice(arabic.length)) : null;
  }
  for (const language of LANGUAGES) {
    const value = language.parse(trimmed);
    if (value !== null) return value;
  }
  return null;
}

/** Multiplies by trailing units: 2.5 with "萬" → 25000; the float noise of 1.1 × 萬 is rounded away. */
function scale(value: number, units: string): number {
  let result = value;
  for (const unit of units) result *= unitValue(unit);
  return Number(result.toPrecision(15));
}

function unitValue(unit: string): number {
  for (const language of LANGUAGES) {
    const value = language.unitValue?.(unit);
    if (value !== undefined) return value;
  }
  return 1;
}

/** Every registered language's numbers, for the date and time rules of each. */
export const NUMBERS: NumberReader = { pattern: NUMBER_PATTERN, parse: parseNumber };

// Kept where src/tools imports them from: English's own number readers (locales/en/number-words.ts).
export { ENGLISH_NUMBER_WORD, readEnglishNumbers, writeEnglishAmounts } from "./locales/en/english-number-words";
