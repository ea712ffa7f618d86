import type { LocalPhrase } from "../../core/local-phrase";
import type { TemplatePhrase } from "../../language/templates/template-phrase";
import { ARITHMETIC_SLOT } from "./arithmetic-slot";
import { chineseDiscountPhrases } from "./chinese-discount-phrases";
import { chineseSplitPhrases } from "./chinese-split-phrases";
import { chineseSumPhrases } from "./chinese-sum-phrases";
import { chineseTipPhrases } from "./chinese-tip-phrases";
import { ENGLISH_ARITHMETIC_SLOT } from "./english-arithmetic-slot";
import { ENGLISH_EXPRESSION_SLOT } from "./english-expression-slot";
import { englishPercentPhrases } from "./english-percent-phrases";
import { englishSplitPhrases } from "./english-split-phrases";
import { percentSharePhrases } from "./percent-share-phrases";
import { toCalculation } from "./to-calculation";

const RULES: Readonly<Record<string, string>> = {
  // 「請你幫我算一下」: asking for the sum before it.
  reckon: "[請|麻煩][你][幫我|幫忙](算一下|計算一下|計算|算算|算下|算)",
  // 「…總共是多少」「…一共多少錢」「…的結果是多少」: the total asked for, perhaps after a pause.
  asking: "((等於|是|=)[多少|幾]|的結果[是]多少|(總共|一共|合計|總計)[是|等於](多少|幾)[錢|塊錢|塊|元])[呢]",
  lead: "(what is|what's|calculate|compute|how much is|gimme|give me)",
  en_asking: "[(equals|=)[what]][?]",
};

// With no lead-in, "10 times 10" or "5 over 10" may be talk about how often or how many; a word or
// sign only arithmetic uses makes it a calculation.
const ARITHMETIC_ONLY = /[+\-*/^×÷%]|\b(?:plus|minus|squared|cubed|power|root|divided|multiplied|percent|mod)\b/i;
// 「3/15」 alone is as likely a date (March 15) as a division: with no 算 or asking, the model decides.
const MONTH_DAY_ALONE = /^(?:1[0-2]|0?[1-9])\/(?:3[01]|[12]\d|0?[1-9])$/;

const expressionOf = (slots: Record<string, unknown>): string => String(slots.expression ?? "").trim();
const calculation = (slots: Record<string, unknown>) => toCalculation(expressionOf(slots));

const phrase = (template: string, toArgs = calculation): TemplatePhrase => ({
  template,
  toArgs,
  rules: RULES,
  slotTypes: [ARITHMETIC_SLOT, ENGLISH_ARITHMETIC_SLOT, ENGLISH_EXPRESSION_SLOT],
});

/**
 * 「幫我算 (3+5)*12」「123乘以45等於多少」「3的平方加4的平方」「100除以8」「what is 12 times 7」,
 * "square root of 225", "12 squared plus 5 squared", "what's the square root of 144"; the expression
 * is kept as said and the calculator's parser decides whether it computes.
 */
export const calculatorPhrases: readonly LocalPhrase[] = [
  // 算 makes whatever follows a question: 「幫我算 (3+5)*12」「算一下 15% * 80 等於多少」
  phrase("<reckon>{expression:text}[<asking>]"),
  // Arithmetic words alone, asked or not: 「123乘以45等於多少」「3的平方加4的平方」
  phrase("{expression:arithmetic}<asking>"),
  // 「3/15」 alone is as likely a date (March 15) as a division: with no 算 or asking, the model decides.
  phrase("{expression:arithmetic}", (slots) => (MONTH_DAY_ALONE.test(expressionOf(slots)) ? null : calculation(slots))),
  // "what is 12 times 7", "calculate 2^10", "gimme 2 to the power of 12"
  phrase("<lead>\\ {expression:english_expression}"),
  // With "the" before a root ("what's the cube root of 27"), or said with no lead-in: "square root of 225".
  phrase("<lead>\\ [the\\ ]{expression:english_arithmetic}<en_asking>"),
  phrase("[the\\ ]{expression:english_arithmetic}<en_asking>", (slots) =>
    !ARITHMETIC_ONLY.test(expressionOf(slots)) || MONTH_DAY_ALONE.test(expressionOf(slots)) ? null : calculation(slots),
  ),
  ...englishPercentPhrases,
  ...percentSharePhrases,
  ...englishSplitPhrases,
  ...chineseDiscountPhrases,
  ...chineseSplitPhrases,
  ...chineseSumPhrases,
  ...chineseTipPhrases,
];
