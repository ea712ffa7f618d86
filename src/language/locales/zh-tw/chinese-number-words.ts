import type { NumberWords } from "../locale-words";

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
const CHINESE = "[零〇一二兩两三四五六七八九十百千萬万億亿壹貳參肆伍陸柒捌玖拾佰仟]";

/** 「一百二十」 → 120, 「兩萬五」 → 25000, 「二〇二四」 → 2024; null when a character is no numeral. */
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

// 「6號線」「3號出口」: a number that names a line, an exit, a gate.
const NAMED_AFTER = /^號(?:線|出口|門|館|店|樓|倉|房|機|艙|公路|國道|碼頭|月台)/u;
// 「一下」「一些」「一樣」「一起」: 一 in a word, not a count.
const ONE_IN_A_WORD = /^(?:下|些|樣|起|直|定|般|切|向|旦|致|共|點點)/u;

function doubtful(text: string, start: number, end: number): boolean {
  const after = text.slice(end);
  if (NAMED_AFTER.test(after)) return true;
  // 「嫦娥六號」: a name, then its number.
  if (/^號/u.test(after) && /[\p{Script=Han}]/u.test(text[start - 1] ?? "") && !/[第月到至和跟、除掉消]/u.test(text[start - 1] ?? ""))
    return true;
  return text.slice(start, end) === "一" && ONE_IN_A_WORD.test(after);
}

/**
 * Chinese numerals in either script (「一百二十」「十五」「兩百」「二〇二四」「一億」, 壹貳參 too), and the
 * units that may follow digits (「2.5萬」「3千」).
 */
export const CHINESE_NUMBER_WORDS: NumberWords = {
  pattern: `${CHINESE}+`,
  parse: readChinese,
  unitsAfterDigits: "[十百千萬万億亿]",
  unitValue: (unit) => SMALL_UNITS[unit] ?? LARGE_UNITS[unit],
  doubtful,
  // 「100塊」「50元」
  moneyWords: ["塊錢", "塊", "元", "圓"],
};
