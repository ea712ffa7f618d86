const CHINESE_DIGITS: Record<string, number> = {
  零: 0,
  〇: 0,
  一: 1,
  壹: 1,
  二: 2,
  貳: 2,
  兩: 2,
  两: 2,
  倆: 2,
  三: 3,
  參: 3,
  四: 4,
  肆: 4,
  五: 5,
  伍: 5,
  六: 6,
  陸: 6,
  七: 7,
  柒: 7,
  八: 8,
  捌: 8,
  九: 9,
  玖: 9,
};
const SMALL_UNITS: Record<string, number> = { 十: 10, 拾: 10, 百: 100, 佰: 100, 千: 1000, 仟: 1000 };
const LARGE_UNITS: Record<string, number> = { 萬: 1e4, 万: 1e4, 億: 1e8, 亿: 1e8 };
const ENGLISH_NUMBERS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
};
const ENGLISH_SCALES: Record<string, number> = { hundred: 100, thousand: 1e3, million: 1e6 };

const ARABIC = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?`;
const CHINESE = "[零〇一二兩两三四五六七八九十百千萬万億亿壹貳參肆伍陸柒捌玖拾佰仟]";
const ENGLISH = Object.keys(ENGLISH_NUMBERS)
  .map((word) => `[${word[0]}${word[0].toUpperCase()}]${word.slice(1)}`)
  .join("|");

/**
 * Regex source (no capturing groups) for one number as people say it: Arabic digits with an
 * optional decimal part and thousands separators ("100", "1,000", "3.5"), optionally followed by
 * Chinese units ("2.5萬", "3千"), Chinese numerals ("一百二十", "十五", "兩百", "二〇二四", "一億"),
 * or an English number word ("five", "Twenty"). Text is expected in half-width (see `normalizeText`).
 *
 * @example
 * ```ts
 * new RegExp(`^(?<amount>${NUMBER_PATTERN})\\s*美金$`).exec("2.5萬美金")?.groups?.amount; // "2.5萬"
 * ```
 */
export const NUMBER_PATTERN = `(?:${ARABIC}[十百千萬万億亿]*|${CHINESE}+|\\b(?:${ENGLISH})\\b)`;

const wholePattern = new RegExp(`^${NUMBER_PATTERN}$`);

/**
 * Reads a number written the way {@link NUMBER_PATTERN} matches it: "100" → 100, "1,000" → 1000,
 * "2.5萬" → 25000, "一百二十" → 120, "兩萬五" → 25000, "十五" → 15, "二〇二四" → 2024, "seven" → 7.
 * Anything else (or an empty string) → null.
 */
export function parseNumber(text: string): number | null {
  const trimmed = text.normalize("NFKC").trim();
  if (!wholePattern.test(trimmed)) return null;
  const english = ENGLISH_NUMBERS[trimmed.toLowerCase()];
  if (english !== undefined) return english;
  const arabic = /^[\d,.]+/.exec(trimmed)?.[0];
  if (arabic !== undefined) {
    const value = Number(arabic.replaceAll(",", ""));
    return Number.isFinite(value) ? scale(value, trimmed.slice(arabic.length)) : null;
  }
  return readChinese(trimmed);
}

/** Multiplies by trailing units: 2.5 with "萬" → 25000; the float noise of 1.1 × 萬 is rounded away. */
function scale(value: number, units: string): number {
  let result = value;
  for (const unit of units) result *= SMALL_UNITS[unit] ?? LARGE_UNITS[unit] ?? 1;
  return Number(result.toPrecision(15));
}

function readChinese(text: string): number | null {
  const characters = [...text];
  // A run of digits with no unit is read digit by digit: 二〇二四 → 2024.
  if (characters.length > 1 && characters.every((character) => CHINESE_DIGITS[character] !== undefined)) {
    return Number(characters.map((character) => CHINESE_DIGITS[character]).join(""));
  }
  let total = 0;
  let section = 0;
  let digit: number | null = null;
  let lastUnit = 0;
  for (const character of characters) {
    const digitValue = CHINESE_DIGITS[character];
    if (digitValue !== undefined) {
      if (digitValue === 0) lastUnit = 0;
      digit = digitValue;
      continue;
    }
    const small = SMALL_UNITS[character];
    if (small !== undefined) {
      section += (digit ?? 1) * small;
      digit = null;
      lastUnit = small;
      continue;
    }
    const large = LARGE_UNITS[character];
    if (large === undefined) return null;
    if (large === 1e8) total = (total + section + (digit ?? 0) || 1) * large;
    else total += (section + (digit ?? 0) || 1) * large;
    section = 0;
    digit = null;
    lastUnit = large;
  }
  // Spoken shorthand: 一百二 is 120, 兩萬五 is 25000, 三千五 is 3500.
  if (digit !== null && lastUnit >= 100) digit *= lastUnit / 10;
  return total + section + (digit ?? 0);
}

/** Regex source (no groups) of one English number word, a whole word in any case. */
export const ENGLISH_NUMBER_WORD = String.raw`\b(?:${[...new Set([...Object.keys(ENGLISH_NUMBERS), ...Object.keys(ENGLISH_SCALES)])].join("|")})\b`;

// A run of number words, joined by spaces or a hyphen (twenty-five), never by a minus between digits.
const englishRun = new RegExp(`${ENGLISH_NUMBER_WORD}(?:[\\s-]+${ENGLISH_NUMBER_WORD})*`, "gi");

function readEnglishRun(words: string[]): number | null {
  let total = 0;
  let current = 0;
  let last: "small" | "scale" | null = null;
  for (const word of words) {
    const scale = ENGLISH_SCALES[word];
    if (scale === undefined) {
      const small = ENGLISH_NUMBERS[word] ?? 0;
      // "two three" is two numbers, not 5; "twenty five" is 25.
      if (last === "small" && !(current % 100 >= 20 && current % 10 === 0 && small < 10)) return null;
      current += small;
      last = "small";
      continue;
    }
    if (last !== "small") return null;
    if (scale === 100) current *= 100;
    else {
      total += current * scale;
      current = 0;
    }
    last = "scale";
  }
  return total + current;
}

/**
 * Writes English number words as digits: "fifteen percent of eighty" → "15 percent of 80",
 * "two hundred forty" → "240", "twenty-five" → "25". A run that is not one number ("two three")
 * is left as it is.
 */
export function readEnglishNumbers(text: string): string {
  return text.replace(englishRun, (words) => {
    const value = readEnglishRun(words.toLowerCase().split(/[\s-]+/));
    return value === null ? words : String(value);
  });
}

// "grand" is a thousand only where an amount may end: at the end, before a pause, a currency or a
// word such as in, to or worth ("two grand in yen", "a grand US dollars"); "a grand total", "two
// grand pianos" and "in a grand way" name no amount.
const AMOUNT_ENDS = String.raw`(?=\s*$|\s*[,.?!;]|\s+(?:in|into|to|for|on|of|worth|and|or|from|at|each|per|a|an|is|was|please|now|today|dollars?|bucks|pounds?|quid|euros?|yen|yuan|rmb|won|baht|pesos?|rupees?|ringgit|francs?|us|usd|gbp|eur|jpy|twd|ntd|nt|hkd|sgd|aud|cad|cny|american|australian|canadian|singapore|singaporean|hong|taiwan|new|british|japanese|korean|thai)\b)`;
// A figure said before "grand" or "and a half": digits ("2.5 grand") or number words, which may
// start with "a" ("a hundred grand") and hold "and" after hundred or thousand ("a hundred and twenty grand").
const AMOUNT_FIGURE = String.raw`(?:\d+(?:\.\d+)?|(?:an?\s+)?${ENGLISH_NUMBER_WORD}(?:(?:[\s-]+|\s+and\s+)${ENGLISH_NUMBER_WORD})*|an?)`;
const SLANG_AMOUNT = new RegExp(
  String.raw`\b(?:(?<figure>${AMOUNT_FIGURE})(?<half>\s+and\s+a\s+half)?\s+grand\b${AMOUNT_ENDS}|(?<whole>${AMOUNT_FIGURE})\s+and\s+a\s+half\s+(?<scale>hundred|thousand|million)\b|half\s+an?\s+(?<halfOf>grand|thousand|million)\b${AMOUNT_ENDS})`,
  "gi",
);
const SCALE_OF: Readonly<Record<string, number>> = { grand: 1e3, hundred: 100, thousand: 1e3, million: 1e6 };
// "15k yen", "2.5K in euros": k after digits is a thousand where an amount may end ("a 5k run" stays).
const THOUSANDS_K = new RegExp(String.raw`(?<![\w.,])(?<figure>\d+(?:\.\d+)?)k\b${AMOUNT_ENDS}`, "gi");
// A currency sign written before an amount, as the currency's name said after it: "NT$500" is
// "500 NT dollars", "€50" "50 euros". The dollar alone is the US dollar ("dollars" is, said in English),
// but only in English: Taiwan's and Hong Kong's price tags write their own dollar as "$", so in
// Chinese text it names no currency for sure. "¥" is the yen and the yuan alike: it stays.
const SIGNED_AMOUNT =
  /(?<![\w$])(?<sign>NT\$|US\$|HK\$|SG?\$|AU?\$|CA?\$|\$|€|£|₩|₹)\s?(?<amount>(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)(?![\d,.]*\d)/giu;
const SIGN_NAMES: Readonly<Record<string, string>> = {
  nt$: "NT dollars",
  us$: "US dollars",
  hk$: "Hong Kong dollars",
  s$: "Singapore dollars",
  sg$: "Singapore dollars",
  a$: "Australian dollars",
  au$: "Australian dollars",
  c$: "Canadian dollars",
  ca$: "Canadian dollars",
  $: "dollars",
  "€": "euros",
  "£": "pounds",
  "₩": "won",
  "₹": "rupees",
};

/** "$200" → "200 dollars", "NT$1,500" → "1,500 NT dollars"; "$" alone only in text with no Chinese. */
function writeCurrencySigns(text: string): string {
  const english = !/\p{Script=Han}/u.test(text);
  return text.replace(SIGNED_AMOUNT, (said, ...rest) => {
    const { sign, amount } = rest.at(-1) as Record<string, string>;
    if (sign === "$" && !english) return said;
    return `${amount} ${SIGN_NAMES[sign.toLowerCase()]}`;
  });
}

/** The value of a figure said before "grand" or "and a half": "2.5", "two", "a", "a hundred and twenty"; null when it is not one figure. */
function figureOf(said: string): number | null {
  const words = said.trim().toLowerCase();
  if (/^\d/.test(words)) return Number(words);
  if (/^an?$/.test(words)) return 1;
  // "and" only after hundred or thousand: "a hundred and twenty" is one figure, "five and ten" two.
  const plain = words.replace(/^an?\s+/, "one ").replace(/(?<=\b(?:hundred|thousand|million))\s+and\s+/g, " ");
  return /\band\b/.test(plain) ? null : readEnglishRun(plain.split(/[\s-]+/));
}

/**
 * Writes amounts said in English slang or with a half as digits: "two grand" → "2000", "a grand" →
 * "1000", "two and a half grand" → "2500", "one and a half million" → "1500000", "half a million" →
 * "500000", "5 grand" → "5000". "grand" that names no amount stays ("a grand total", "two grand
 * pianos"), as do plain figures, which {@link readEnglishNumbers} reads. Shorthand too: "15k" → "15000"
 * where an amount may end, and a currency sign before an amount as the currency's name after it ("$200"
 * → "200 dollars" in English text only, "NT$500" → "500 NT dollars", "€50" → "50 euros"; "¥" stays).
 *
 * @example
 * ```ts
 * writeEnglishAmounts("convert two and a half grand US dollars to yen"); // "convert 2500 US dollars to yen"
 * ```
 */
export function writeEnglishAmounts(text: string): string {
  const thousands = text.replace(THOUSANDS_K, (_, figure: string) => String(Number((Number(figure) * 1e3).toPrecision(15))));
  return writeCurrencySigns(thousands).replace(SLANG_AMOUNT, (said, ...rest) => {
    const groups = rest.at(-1) as Record<string, string | undefined>;
    if (groups.halfOf !== undefined) return String(SCALE_OF[groups.halfOf.toLowerCase()] / 2);
    const figure = figureOf(groups.figure ?? groups.whole ?? "");
    if (figure === null || !Number.isFinite(figure)) return said;
    const half = groups.half !== undefined || groups.whole !== undefined ? 0.5 : 0;
    const scale = SCALE_OF[(groups.scale ?? "grand").toLowerCase()];
    return String(Number(((figure + half) * scale).toPrecision(15)));
  });
}
