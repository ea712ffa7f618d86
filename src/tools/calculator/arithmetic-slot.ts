import type { SlotType } from "../../language/templates/slot-type";
import { arithmeticSpans } from "./arithmetic-spans";

// What an arithmetic question is made of once normalised: digits, numerals, operators and operator
// words. Each text can be matched only one way (no 「開根號」 beside 「開」+「根號」), so a long
// non-matching text cannot make the regex backtrack exponentially.
// An amount may carry its unit (「三千五百塊加兩千八百塊」): the arithmetic is the same.
// 再 (then) only before the next operation: 「一百二十八除以四再加七」.
const TERM = String.raw`(?:[\d.,\s+\-*/×÷^%()!]|[零〇一二兩三四五六七八九十百千萬億]|點|加上|加|減去|減掉|減|乘以|乘上|乘|除以|除|平方根|立方根|平方|立方|根號|開|的|次方|分之|負|階乘|塊錢|塊|元|再(?=加|減|乘|除))+`;
const RUN = new RegExp(TERM, "uy");
const WHOLE_TERM = new RegExp(`^${TERM}$`, "u");

/**
 * `{expression:arithmetic}`: a span said only with digits, Chinese numerals, operators and operator
 * words (「123乘以45」「3的平方加4的平方」「三千五百塊加兩千八百塊」), as written; the calculator's
 * parser judges whether it computes.
 */
export const ARITHMETIC_SLOT: SlotType = {
  name: "arithmetic",
  find: (text) => arithmeticSpans(text, RUN, WHOLE_TERM),
  words: [
    "加",
    "減",
    "乘",
    "除",
    "加上",
    "減去",
    "減掉",
    "乘以",
    "乘上",
    "除以",
    "平方根",
    "立方根",
    "平方",
    "立方",
    "根號",
    "次方",
    "分之",
    "階乘",
  ],
};
