import { ENGLISH_NUMBER_WORD, readEnglishNumbers, writeEnglishAmounts } from "./number-words";

// What a speech recognizer writes down that a typist would not: a figure corrected in mid-sentence
// (「設七點 不對 七點半的鬧鐘」 "set an alarm for six no seven") and a figure of several words
// ("a hundred and fifty euros", "twenty five minutes").

const FIGURE = String.raw`(?:\d+(?:[.:]\d+)?|[零〇一二兩三四五六七八九十百千萬]+)`;
// A figure with the unit said after it: 七點半, 五分鐘, 三千塊.
const CHINESE_UNIT = String.raw`(?:點半|點(?:${FIGURE}分?)?|分鐘|分|秒鐘|秒|個半小時|個小時|小時|塊錢|塊|元|天|號)`;
const SAID_FIGURE = String.raw`(?:${FIGURE}${CHINESE_UNIT}?)+`;
const ENGLISH_FIGURE = String.raw`(?:${ENGLISH_NUMBER_WORD}|\d+(?::\d+)?)(?:[\s-]+(?:${ENGLISH_NUMBER_WORD}|\d+))*(?:\s*(?:minutes?|seconds?|hours?|[ap]\.?\s?m\.?|o'clock|dollars?|bucks|euros?))?`;
// Said between the figure taken back and the one meant. Only these: 「不是」 alone asks or denies
// (「今天不是禮拜五嗎」), so it counts only between two figures, as every marker here does.
// A sound of hesitation may come first: 「七點 呃不對 六點半」 "six uh no seven".
const CHINESE_MARKER =
  "(?:[\\s,]*(?:(?:呃|嗯|欸|誒|啊|喔|哦)[\\s,]*)?(?:不對|喔不|哦不|噢不|我是說|應該是|更正)|[\\s,]+不是|不是(?=[\\s,]))";
const ENGLISH_MARKER = "(?:(?:uh|um|er|erm|oh)[\\s,]+)?(?:no|nope|sorry|i mean|no wait|wait|actually|make that|scratch that)";
const CHINESE_CORRECTION = new RegExp(
  String.raw`(?<before>.*?)(?<taken>${SAID_FIGURE})${CHINESE_MARKER}(?:[\s,]*(?:是|，))?[\s,]*(?<meant>${FIGURE}.*)$`,
  "u",
);
const ENGLISH_CORRECTION = new RegExp(
  String.raw`^(?<before>.*?)\b(?<taken>${ENGLISH_FIGURE})[\s,]+${ENGLISH_MARKER}[\s,]+(?<meant>(?:${ENGLISH_NUMBER_WORD}|\d).*)$`,
  "i",
);

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
  for (const pattern of [CHINESE_CORRECTION, ENGLISH_CORRECTION]) {
    const groups = pattern.exec(text)?.groups;
    if (groups?.meant !== undefined) return applySelfCorrections(`${groups.before}${groups.meant}`);
  }
  return text;
}

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

/** The transcript of a spoken request as it was meant: corrections applied, figures of several words in digits. */
export function readSpokenForm(text: string): string {
  return writeSpokenFigures(applySelfCorrections(dropRestarts(text)));
}

// A word said, a pause, and the same word again as the sentence starts over: 「台中 台中明天天氣」.
// A sound of hesitation may come between: 「再乘以 呃 乘以十二」.
// 「一個 一個半小時」 is no restart: a count said twice is one more of something, then an amount.
const COUNT_OF_ONE = /^(?:一|1)(?:個|則|條|筆|件)$/u;
const RESTART = /(\p{Script=Han}{2,6})[\s,]+(?:(?:呃|嗯|欸|誒|那個|就是)[\s,]+)?(?=\1)/gu;

/**
 * The sentence without a word said twice over a pause as the speaker started again (normalised
 * text): 「嗯 台中 台中明天天氣」 → 「嗯 台中明天天氣」, 「再乘以 呃 乘以十二」 → 「再乘以十二」. A word
 * said twice with no pause stays (「謝謝」「常常」).
 */
export function dropRestarts(text: string): string {
  return text.replace(RESTART, (whole, word: string) => (COUNT_OF_ONE.test(word) ? whole : ""));
}
