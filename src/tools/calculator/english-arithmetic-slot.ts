import { ENGLISH_NUMBER_WORD } from "../../language/number-words";
import type { SlotType } from "../../language/templates/slot-type";
import { arithmeticSpans } from "./arithmetic-spans";

// The English counterpart of the Chinese arithmetic words, with the same one-way guarantee: words are whole
// tokens that share no prefix a shorter token could take ("raised to" never ends where "raised to the power of" goes on).
const ENGLISH_TERM = String.raw`(?:[\d.,\s+\-*/×÷^()!]|${ENGLISH_NUMBER_WORD}|%(?:\s*of\b)?|x(?=\s*[\d(])|\b(?:plus|minus|times|multiplied by|divided by|over|squared|cubed|to the power of|raised to(?: the power of)?|square root of|cube root of|percent(?: of)?|mod)\b)+`;
const RUN = new RegExp(ENGLISH_TERM, "iy");
const WHOLE_TERM = new RegExp(`^${ENGLISH_TERM}$`, "i");

/**
 * `{expression:english_arithmetic}`: a span said only with digits, number words, operators and operator
 * words ("12 squared plus 5 squared", "square root of 225", "fifteen percent of eighty"), as written.
 */
export const ENGLISH_ARITHMETIC_SLOT: SlotType = {
  name: "english_arithmetic",
  find: (text) => arithmeticSpans(text, RUN, WHOLE_TERM),
  words: ["plus", "minus", "times", "multiplied", "divided", "squared", "cubed", "power", "root", "percent", "mod"],
};
