import type { SpokenWords } from "../locale-words";
import { ENGLISH_NUMBER_WORD, readEnglishNumbers, writeEnglishAmounts } from "./english-number-words";

// "set an alarm for six no seven", and figures of several words ("a hundred and fifty euros").
const ENGLISH_FIGURE = String.raw`(?:${ENGLISH_NUMBER_WORD}|\d+(?::\d+)?)(?:[\s-]+(?:${ENGLISH_NUMBER_WORD}|\d+))*(?:\s*(?:minutes?|seconds?|hours?|[ap]\.?\s?m\.?|o'clock|dollars?|bucks|euros?))?`;
// Said between the figure taken back and the one meant: "six uh no seven".
const ENGLISH_MARKER = "(?:(?:uh|um|er|erm|oh)[\\s,]+)?(?:no|nope|sorry|i mean|no wait|wait|actually|make that|scratch that)";
const ENGLISH_CORRECTION = new RegExp(
  String.raw`^(?<before>.*?)\b(?<taken>${ENGLISH_FIGURE})[\s,]+${ENGLISH_MARKER}[\s,]+(?<meant>(?:${ENGLISH_NUMBER_WORD}|\d).*)$`,
  "i",
);

// A figure of two words or more: "twenty five", "a hundred and fifty", "two thousand five hundred".
// One word is left for the phrases, which read it in its place ("one" may be "that one").
const WORDS = String.raw`(?:${ENGLISH_NUMBER_WORD}|a(?=\s+(?:hundred|thousand|million)\b))`;
const SEVERAL_WORDS = new RegExp(String.raw`\b${WORDS}(?:(?:[\s-]+|\s+and\s+)${ENGLISH_NUMBER_WORD})+`, "gi");
const AND_AFTER_SCALE = /(?<=\b(?:hundred|thousand|million))\s+and\s+(?=\S)/gi;
const SAYS_AND_AFTER_SCALE = /\b(?:hundred|thousand|million)\s+and\b/i;

const ORDINAL_DAYS = [
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
  "eleventh",
  "twelfth",
  "thirteenth",
  "fourteenth",
  "fifteenth",
  "sixteenth",
  "seventeenth",
  "eighteenth",
  "nineteenth",
  "twentieth",
];
const ORDINAL_DAY = String.raw`(?:(?<tens>twenty|thirty)[\s-]+)?(?<unit>${ORDINAL_DAYS.join("|")})|(?<round>thirtieth)`;
const MONTH =
  "(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)";
// "april first", "the twenty-first of may": a day said as an ordinal word.
const MONTH_THEN_DAY = new RegExp(String.raw`\b(?<month>${MONTH})\s+(?:the\s+)?(?:${ORDINAL_DAY})\b`, "gi");
const DAY_OF_MONTH = new RegExp(String.raw`\b(?:the\s+)?(?:${ORDINAL_DAY})\s+of\s+(?<month>${MONTH})\b`, "gi");
// "nine a m", "7 p.m.": a recognizer spells the letters apart.
const SPELLED_MERIDIEM =
  /(?<=\b(?:\d{1,2}(?::\d{2})?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|o'clock)\s+)([ap])\.?\s*m\b\.?/gi;

function dayNumber(groups: Record<string, string | undefined>): number {
  if (groups.round !== undefined) return 30;
  const unit = ORDINAL_DAYS.indexOf((groups.unit ?? "").toLowerCase()) + 1;
  const tens = groups.tens === undefined ? 0 : groups.tens.toLowerCase() === "twenty" ? 20 : 30;
  return tens + unit;
}

function ordinalSuffix(day: number): string {
  if (day % 10 === 1 && day !== 11) return "st";
  if (day % 10 === 2 && day !== 12) return "nd";
  if (day % 10 === 3 && day !== 13) return "rd";
  return "th";
}

/**
 * Days and times said in words, as the date and time readers take them: "april first" → "april
 * 1st", "the twenty-first of may" → "may 21st", "nine a m" → "nine am".
 */
export function writeSpokenDates(text: string): string {
  const day = (groups: Record<string, string | undefined>) => {
    const value = dayNumber(groups);
    return value >= 1 && value <= 31 ? `${groups.month} ${value}${ordinalSuffix(value)}` : undefined;
  };
  return text
    .replace(MONTH_THEN_DAY, (whole, ...rest) => day(rest.at(-1) as Record<string, string | undefined>) ?? whole)
    .replace(DAY_OF_MONTH, (whole, ...rest) => day(rest.at(-1) as Record<string, string | undefined>) ?? whole)
    .replace(SPELLED_MERIDIEM, (_, letter: string) => `${letter.toLowerCase()}m`);
}

/**
 * English figures of several words written in digits (normalised text): "a hundred and fifty
 * euros" → "150 euros", "twenty five minutes" → "25 minutes", and amounts in slang or with a half
 * ("two and a half grand" → "2500", `writeEnglishAmounts`). "and" counts only after hundred,
 * thousand or million ("two and three" stays); words that make no one figure stay as they are.
 */
export function writeSpokenFigures(text: string): string {
  return writeSpokenDates(writeEnglishAmounts(text)).replace(SEVERAL_WORDS, (words) => {
    if (/\band\b/i.test(words) && !SAYS_AND_AFTER_SCALE.test(words)) return words;
    const plain = words.replace(AND_AFTER_SCALE, " ").replace(/^a\s+/i, "one ");
    const written = readEnglishNumbers(plain);
    return /^\d+$/.test(written) ? written : words;
  });
}

/** How English is spoken to a recognizer: "six no seven", "a hundred and fifty euros", "april first". */
export const ENGLISH_SPOKEN_FORM: SpokenWords = {
  correction: ENGLISH_CORRECTION,
  writeFigures: writeSpokenFigures,
};
