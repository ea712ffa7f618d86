import type { NumberWords } from "../locale-words";

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

const ENGLISH = Object.keys(ENGLISH_NUMBERS)
  .map((word) => `[${word[0]}${word[0].toUpperCase()}]${word.slice(1)}`)
  .join("|");

/** English number words ("five", "Twenty"), one word each; a run of them ("twenty-five") is read by {@link readEnglishNumbers}. */
export const ENGLISH_NUMBER_WORDS: NumberWords = {
  pattern: `\\b(?:${ENGLISH})\\b`,
  parse: (text) => ENGLISH_NUMBERS[text.toLowerCase()] ?? null,
};

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
