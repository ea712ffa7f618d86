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
// "quarter past six", "half past 7", "ten to eight", "a quarter after nine": minutes from the hour said.
const FROM_HOUR = `(?:a\\s+)?(?:quarter|half|${COUNT})(?:\\s+minutes?)?\\s+(?:past|after|to|till|before)\\s+(?:${HOUR}|\\d{1,2})\\b`;
const DAY = "(?:tomorrow|today|tonight)";
const PART = "(?:morning|afternoon|evening|night)";

/**
 * Regex source (no capturing groups, case-insensitive use) for a time said in English words:
 * "seven thirty tomorrow morning", "six o'clock", "tomorrow at seven", "in forty-five minutes".
 * `spellClockDigits` turns it into the digits `resolveTime` reads.
 */
export const ENGLISH_CLOCK_WORDS_PATTERN = [
  `(?:${DAY}\\s+)?(?:at\\s+)?\\b(?:${FROM_HOUR}|${CLOCK}\\b)(?:\\s*(?:am|pm|a\\.m\\.|p\\.m\\.))?(?:\\s+${DAY}(?:\\s+${PART})?|\\s+in\\s+the\\s+${PART}|\\s+${PART})?`,
  `in\\s+(?:${COUNT})\\s+(?:minutes?|hours?)`,
].join("|");

const clockWords = new RegExp(`\\b(${HOUR})\\s+(?:oh\\s+(${UNIT})|(${COUNT}))\\b(?!\\s+(?:minutes?|hours?))`, "gi");
const fromHour = new RegExp(
  `\\b(?:a\\s+)?(quarter|half|${COUNT})(?:\\s+minutes?)?\\s+(past|after|to|till|before)\\s+(${HOUR}|\\d{1,2})\\b`,
  "gi",
);
const oClock = new RegExp(`\\b(${HOUR})\\s+o(?:'|’)?clock\\b`, "gi");

/**
 * "seven thirty tomorrow morning" → "7:30 tomorrow morning", "eight o'clock" → "8 o'clock",
 * "in forty-five minutes" → "in 45 minutes", "quarter past six" → "6:15", "ten to eight" → "7:50".
 */
export function spellClockDigits(text: string): string {
  const clock = text
    .replace(fromHour, (said: string, amount: string, direction: string, hourSaid: string) => {
      const minutes = /^quarter$/i.test(amount) ? 15 : /^half$/i.test(amount) ? 30 : Number(readEnglishNumbers(amount));
      const hour = Number(readEnglishNumbers(hourSaid));
      // "half to seven" is no English clock; an hour past 12 with "to" neither.
      if (!(minutes > 0 && minutes < 60 && hour >= 1 && hour <= 12) || (/^half$/i.test(amount) && !/past|after/i.test(direction)))
        return said;
      const before = /to|till|before/i.test(direction);
      const clockHour = before ? (hour === 1 ? 12 : hour - 1) : hour;
      return `${clockHour}:${String(before ? 60 - minutes : minutes).padStart(2, "0")}`;
    })
    .replace(
      clockWords,
      (_, hour: string, ohUnit?: string, minutes?: string) =>
        `${readEnglishNumbers(hour)}:${readEnglishNumbers(ohUnit ?? minutes ?? "0").padStart(2, "0")}`,
    )
    // "eight o'clock" → "8 o'clock": a bare "8" is not a time, "8 o'clock" is.
    .replace(oClock, (_, hour: string) => `${readEnglishNumbers(hour)} o'clock`);
  return readEnglishNumbers(clock);
}
