import { parseNumber, readEnglishNumbers } from "../../language/number-words";

type Rewrite = [RegExp, string | ((match: string, ...groups: Array<string | undefined>) => string)];

const NUMERAL = "[零〇一二兩三四五六七八九十百千萬億壹貳參肆伍陸柒捌玖拾佰仟]";
const NUMBER = String.raw`\d+(?:\.\d+)?`;
// A run of Chinese numerals, perhaps after Arabic digits ("2.5萬") and with a spoken decimal ("三點五").
const numeralRun = new RegExp(`(?:${NUMBER})?${NUMERAL}+(?:點${NUMERAL}+)?|${NUMBER}點${NUMERAL}+`, "g");

// Words around the expression that are not part of it: 「幫我算」「等於多少」「what is」.
const leadingFiller =
  /^(?:請問|請|麻煩你?|幫我|幫忙|你|計算|算一下|算算|算下|算|一下|what\s+is|what's|calculate|compute|how\s+much\s+is|\s)+/i;
// 「一百二十八除以四再加七」「三加五再乘以二」: 再 (then) takes everything said before it as one value.
const THEN_STEP = /(?<=\S)\s*再\s*(?=加|減|乘|除)/u;
// 「總共是多少(錢)」 asks for the sum of what was said before it.
const trailingFiller =
  /[\s,，]*(?:總共|一共|合計|總計)?(?:的結果|結果)?(?:等於|是|=)?\s*(?:多少|幾|什麼|啥)?(?:錢|塊錢?|元)?(?:呢|啊|呀|嗎)?[\s?？。=]*$/;
// An amount of money said with its unit (「三千五百塊加兩千八百塊」): the sum is the same without it.
// Not before another figure: 「三塊五」 (three and a half) is left unread, never 35.
const moneyUnit = new RegExp(`(?<=[\\d${NUMERAL.slice(1, -1)}])(?:塊錢|塊|元)(?![\\d${NUMERAL.slice(1, -1)}])`, "gu");

// Order matters: longer words first, powers and roots before plain operators.
const wordRewrites: Rewrite[] = [
  [/圓周率|π/g, "pi"],
  [new RegExp(`(${NUMBER})度`, "g"), "($1*pi/180)"],
  // 「三分之一」 → (1/3); 「百分之二十」 arrives here as 「100分之20」, so it reads as (20/100).
  [new RegExp(`(${NUMBER})分之(${NUMBER})`, "g"), "($2/$1)"],
  [/(.+)除以(.+)的餘數$/, "($1) mod ($2)"],
  [/負/g, "-"],
  [new RegExp(`的(${NUMBER})次方根`, "g"), "^(1/$1)"],
  [new RegExp(`開(${NUMBER})次方(?:根)?`, "g"), "^(1/$1)"],
  [new RegExp(`的?(-${NUMBER})次(?:方|冪)`, "g"), "^($1)"],
  [new RegExp(`的?(${NUMBER})次(?:方|冪)`, "g"), "^$1"],
  [/的?平方根/g, "^(1/2)"],
  [/的?立方根/g, "^(1/3)"],
  [new RegExp(`(?:開)?(?:平方)?根號\\s*(-?${NUMBER})`, "g"), "sqrt($1)"],
  [/(?:開)?(?:平方)?根號\s*(?=\()/g, "sqrt"],
  [/開(?:根號|平方)/g, "^(1/2)"],
  [/開立方/g, "^(1/3)"],
  [/的?階乘/g, "!"],
  [/的?平方/g, "^2"],
  [/的?立方/g, "^3"],
  [/乘以|乘上|乘/g, "*"],
  [/除以|除/g, "/"],
  [/加上|加/g, "+"],
  [/減去|減掉|減/g, "-"],
  [/的/g, "*"],
  [new RegExp(`\\bsquare\\s+root\\s+of\\s*(${NUMBER})`, "gi"), "sqrt($1)"],
  [new RegExp(`\\bcube\\s+root\\s+of\\s*(${NUMBER})`, "gi"), "cbrt($1)"],
  [/\bsquare\s+root\s+of\s*(?=\()/gi, "sqrt"],
  [/\bcube\s+root\s+of\s*(?=\()/gi, "cbrt"],
  [/\bsquared\b/gi, "^2"],
  [/\bcubed\b/gi, "^3"],
  [/\b(?:to\s+the\s+power\s+of|raised\s+to(?:\s+the\s+power\s+of)?)\b/gi, "^"],
  [/\bplus\b/gi, "+"],
  [/\bminus\b/gi, "-"],
  [/\b(?:times|multiplied\s+by)\b/gi, "*"],
  [/\b(?:divided\s+by|over)\b/gi, "/"],
  [/\b(?:percent|per\s+cent)\b/gi, "%"],
  [/\bof\b/gi, "*"],
  [/[×✕✖·]/g, "*"],
  [/÷/g, "/"],
  [/[−–]/g, "-"],
  // 3x4 and 3 x 4 are times. 0x1F (a lone 0, x, a hex digit, no spaces) is the hexadecimal
  // number 31, as 0b101 and 0o17 are binary and octal: the parser reads them once the prefix is
  // lower case, so they are left whole and never read as 0 × 1F.
  [
    /(?<![\d.])0([xX][0-9a-fA-F.]+|[bB][01.]+|[oO][0-7.]+)\b|(\d)\s*[xX]\s*(?=[\d(])/g,
    (match, literal?: string, digit?: string) => (literal !== undefined ? `0${literal.toLowerCase()}` : `${digit}*`),
  ],
];

// The Simplified forms of the characters the rewrites read. A table, not OpenCC: the calculator
// must not pay for loading dictionaries to read 「减」 as 「減」.
const TRADITIONAL: Record<string, string> = {
  减: "減",
  开: "開",
  号: "號",
  负: "負",
  阶: "階",
  余: "餘",
  数: "數",
  圆: "圓",
  点: "點",
  两: "兩",
  万: "萬",
  亿: "億",
  于: "於",
  几: "幾",
  请: "請",
  帮: "幫",
  计: "計",
  结: "結",
  问: "問",
  烦: "煩",
  么: "麼",
  吗: "嗎",
  贰: "貳",
  叁: "參",
  参: "參",
  陆: "陸",
  臺: "台",
  块: "塊",
  钱: "錢",
  总: "總",
};
const simplifiedCharacters = new RegExp(`[${Object.keys(TRADITIONAL).join("")}]`, "g");

function numeralToDigits(run: string): string {
  const [whole, fraction] = run.split("點");
  const value = parseNumber(whole);
  if (value === null) return run;
  if (fraction === undefined) return String(value);
  // A spoken decimal is read digit by digit: 三點一四 → 3.14.
  const digits = [...fraction].map((character) => parseNumber(character));
  return digits.every((digit) => digit !== null && digit < 10) ? `${value}.${digits.join("")}` : run;
}

/**
 * Turns an arithmetic question as people write or say it into mathjs syntax:
 * 「123乘以45等於多少」 → `123*45`, 「3的平方加4的平方」 → `3^2+4^2`, 「根號16」 → `sqrt(16)`,
 * 「百分之二十」 → `(20/100)`, "5 times 3" → `5*3`. Full-width digits, ×, ÷, Chinese numerals and English number words ("eighty")
 * are read too. Text it cannot translate is left in place for the parser to refuse.
 */
export function toMathExpression(text: string): string {
  let expression = text.replace(/²/g, "^2").replace(/³/g, "^3").normalize("NFKC");
  expression = expression.replace(simplifiedCharacters, (character) => TRADITIONAL[character]);
  expression = readEnglishNumbers(expression);
  expression = expression.trim().replace(leadingFiller, "").replace(trailingFiller, "").replace(moneyUnit, "");
  expression = expression.split(THEN_STEP).reduce((before, step) => `(${before})${step}`);
  expression = expression.replace(numeralRun, numeralToDigits);
  for (const [pattern, replacement] of wordRewrites) {
    expression = typeof replacement === "string" ? expression.replace(pattern, replacement) : expression.replace(pattern, replacement);
  }
  // Thousands separators ("1,000") only where no function takes comma-separated arguments.
  if (!/[a-z]\s*\(/i.test(expression)) expression = expression.replace(/(\d),(?=\d{3}(?!\d))/g, "$1");
  return expression.replace(/\s+/g, " ").trim();
}
