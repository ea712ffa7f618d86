import type { LocalPhrase } from "../../core/local-phrase";
import { ENGLISH_NUMBER_WORD } from "../../language/number-words";
import { everydayArithmeticPhrases } from "./everyday-arithmetic-phrases";
import { toCalculation } from "./to-calculation";

// What an arithmetic question is made of once normalised: digits, numerals, operators and operator
// words. Each text can be matched only one way (no 「開根號」 beside 「開」+「根號」), so a long
// non-matching text cannot make the regex backtrack exponentially.
// An amount may carry its unit (「三千五百塊加兩千八百塊」): the arithmetic is the same.
// 再 (then) only before the next operation: 「一百二十八除以四再加七」.
const TERM = String.raw`(?:[\d.,\s+\-*/×÷^%()!]|[零〇一二兩三四五六七八九十百千萬億]|點|加上|加|減去|減掉|減|乘以|乘上|乘|除以|除|平方根|立方根|平方|立方|根號|開|的|次方|分之|負|階乘|塊錢|塊|元|再(?=加|減|乘|除))+`;
// 「…總共是多少」「…一共多少錢」: the total asked for, perhaps after a pause.
const ASKING =
  "(?:(?:等於|是|=)\\s*(?:多少|幾)?|的結果是?多少|(?:總共|一共|合計|總計)\\s*(?:是|等於)?\\s*(?:多少|幾)(?:錢|塊錢?|元)?)(?:呢)?";
// The English counterpart of TERM, with the same one-way guarantee: words are whole tokens that
// share no prefix a shorter token could take ("raised to" never ends where "raised to the power of" goes on).
const ENGLISH_TERM = String.raw`(?:[\d.,\s+\-*/×÷^()!]|${ENGLISH_NUMBER_WORD}|%(?:\s*of\b)?|x(?=\s*[\d(])|\b(?:plus|minus|times|multiplied by|divided by|over|squared|cubed|to the power of|raised to(?: the power of)?|square root of|cube root of|percent(?: of)?|mod)\b)+`;
const ENGLISH_ASKING = String.raw`(?:\s*(?:equals|=)(?:\s*what)?)?\??`;
// With no lead-in, "10 times 10" or "5 over 10" may be talk about how often or how many; a word or
// sign only arithmetic uses makes it a calculation.
const ARITHMETIC_ONLY = /[+\-*/^×÷%]|\b(?:plus|minus|squared|cubed|power|root|divided|multiplied|percent|mod)\b/i;
// 「3/15」 alone is as likely a date (March 15) as a division: with no 算 or asking, the model decides.
const MONTH_DAY_ALONE = /^(?:1[0-2]|0?[1-9])\/(?:3[01]|[12]\d|0?[1-9])$/;

/**
 * 「幫我算 (3+5)*12」「123乘以45等於多少」「3的平方加4的平方」「100除以8」「what is 12 times 7」,
 * "square root of 225", "12 squared plus 5 squared", "what's the square root of 144".
 */
export const calculatorPhrases: readonly LocalPhrase[] = [
  {
    pattern: new RegExp(`^(?:請|麻煩)?(?:你)?(?:幫我|幫忙)?(?:算一下|計算一下|計算|算算|算下|算)\\s*(?<expression>.+?)\\s*(?:${ASKING})?$`),
    toArgs: (match) => toCalculation(match.groups?.expression),
  },
  {
    pattern: new RegExp(`^(?<expression>${TERM})\\s*(?<asking>${ASKING})?$`),
    toArgs: (match) =>
      match.groups?.asking === undefined && MONTH_DAY_ALONE.test(match.groups?.expression.trim() ?? "")
        ? null
        : toCalculation(match.groups?.expression),
  },
  {
    pattern:
      /^(?:what is|what's|calculate|compute|how much is|gimme|give me)\s+(?<expression>[\d\s.+\-*/^%()x×÷!]+|[\w\s.+\-*/^%()]+?(?:plus|minus|times|divided by|multiplied by|squared|cubed|to the power of|square root of|percent of|% of)[\w\s.+\-*/^%()]*)$/i,
    toArgs: (match) => toCalculation(match.groups?.expression),
  },
  {
    // With "the" before a root ("what's the cube root of 27"), or said with no lead-in: "square root of 225".
    pattern: new RegExp(
      `^(?:(?<lead>what is|what's|calculate|compute|how much is|gimme|give me)\\s+)?(?:the\\s+)?(?<expression>${ENGLISH_TERM})${ENGLISH_ASKING}$`,
      "i",
    ),
    toArgs: (match) =>
      match.groups?.lead === undefined &&
      (!ARITHMETIC_ONLY.test(match.groups?.expression ?? "") || MONTH_DAY_ALONE.test(match.groups?.expression.trim() ?? ""))
        ? null
        : toCalculation(match.groups?.expression),
  },
  ...everydayArithmeticPhrases,
];
