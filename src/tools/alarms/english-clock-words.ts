import { readEnglishNumbers } from "../../language/number-words";

const UNITS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
const TEENS = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"];
const TENS = ["twenty", "thirty", "forty", "fifty"];

const UNIT = `(?:${UNITS.join("|")})`;
// 1 to 59 in words: "five", "fifteen", "forty-five", "forty five".
const COUNT = `(?:(?:${TENS.join("|")})(?:[-\\s]${UNIT})?|${TEENS.join("|")}|${UNIT})`;
const HOUR = `(?:${UNIT}|ten|eleven|twelve)`;
// "seven thirty", "seven oh five", "seven o'clock".
const CLOCK = `${HOUR}(?:\\s+(?:oh\\s+${UNIT}|(?!${HOUR}\\b)${COUNT})|\\s+o(?:'|’)?clock)?`;
const DAY = "(?:tomorrow|today|tonight)";
const PART = "(?:morning|afternoon|evening|night)";

/**
 * Regex source (no capturing groups, case-insensitive use) for a time said in English words:
 * "seven thirty tomorrow morning", "six o'clock", "tomorrow at seven", "in forty-five minutes".
 * `spellClockDigits` turns it into the digits `resolveTime` reads.
 */
export const ENGLISH_CLOCK_WORDS_PATTERN = [
  `(?:${DAY}\\s+)?(?:at\\s+)?\\b${CLOCK}\\b(?:\\s*(?:am|pm|a\\.m\\.|p\\.m\\.))?(?:\\s+${DAY}(?:\\s+${PART})?|\\s+in\\s+the\\s+${PART}|\\s+${PART})?`,
  `in\\s+(?:${COUNT})\\s+(?:minutes?|hours?)`,
].join("|");

const clockWords = new RegExp(`\\b(${HOUR})\\s+(?:oh\\s+(${UNIT})|(${COUNT}))\\b(?!\\s+(?:minutes?|hours?))`, "gi");
const oClock = new RegExp(`\\b(${HOUR})\\s+o(?:'|’)?clock\\b`, "gi");

/**
 * "seven thirty tomorrow morning" → "7:30 tomorrow morning", "eight o'clock" → "8 o'clock",
 * "in forty-five minutes" → "in 45 minutes".
 */
export function spellClockDigits(text: string): string {
  const clock = text
    .replace(
      clockWords,
      (_, hour: string, ohUnit?: string, minutes?: string) =>
        `${readEnglishNumbers(hour)}:${readEnglishNumbers(ohUnit ?? minutes ?? "0").padStart(2, "0")}`,
    )
    // "eight o'clock" → "8 o'clock": a bare "8" is not a time, "8 o'clock" is.
    .replace(oClock, (_, hour: string) => `${readEnglishNumbers(hour)} o'clock`);
  return readEnglishNumbers(clock);
}
