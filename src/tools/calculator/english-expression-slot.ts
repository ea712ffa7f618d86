import type { SlotType } from "../../language/templates/slot-type";

// After "what is", "calculate"…: symbols only, or words around an operator word ("what is 12 times 7").
const EXPRESSION =
  /^(?:[\d\s.+\-*/^%()x×÷!]+|[\w\s.+\-*/^%()]+?(?:plus|minus|times|divided by|multiplied by|squared|cubed|to the power of|square root of|percent of|% of)[\w\s.+\-*/^%()]*)$/i;

/**
 * `{expression:english_expression}`: what follows "what is" or "calculate" when it is symbols
 * ("2^10", "(3+5)*12") or has an operator word ("12 times 7"), as written.
 */
export const ENGLISH_EXPRESSION_SLOT: SlotType = {
  name: "english_expression",
  accept: (text) => (EXPRESSION.test(text) ? text : null),
};
