import type { TemplatePhrase } from "../../language/templates/template-phrase";
import { BILL_LABEL_SLOT } from "./bill-label-slot";
import { CHINESE_BILL_RULES } from "./chinese-bill-rules";
import { toCalculation } from "./to-calculation";

const RULES: Readonly<Record<string, string>> = {
  ...CHINESE_BILL_RULES,
  // 「平分」「AA」, and the English word said in Chinese: 「四個人split」.
  share: "(平分|分攤|均分|分|aa[制]|split)",
  // A verb that says even shares (「1200四個人分」 may say how it was split).
  even_share: "(平分|分攤|均分|aa[制]|split)",
};

/** An amount shared evenly: 2340 among five is 2340/5. */
function split({ amount, people }: Record<string, unknown>): Record<string, unknown> | null {
  if (typeof amount !== "number" || typeof people !== "number" || !Number.isInteger(people) || people < 2) return null;
  return toCalculation(`${amount}/${people}`);
}

const phrase = (template: string): TemplatePhrase => ({ template, toArgs: split, rules: RULES, slotTypes: [BILL_LABEL_SLOT] });

const AMOUNT_FIRST = "[<bill_label>]<bill_money>[由|給]<bill_people>[平均]";
const PEOPLE_FIRST = "<bill_people>[要][平均]<share><bill_money>";

/**
 * A bill split evenly, said in Chinese: 「2340元五個人分,每人多少」「這頓 1850 五個人AA 每人多少」「1200 四個人平分」,
 * 「五個人平分2340塊,一個人要出多少」「幫我算 四個人分 1200」. With no 算 and no asking, the amount first and an
 * even-share verb (平分, AA) says it; 分 alone, or the people first, may say how it was split.
 */
export const chineseSplitPhrases: readonly TemplatePhrase[] = [
  phrase(`<bill_reckon>${AMOUNT_FIRST}<share>[<bill_each>]`),
  phrase(`[<bill_please>]${AMOUNT_FIRST}<share><bill_each>`),
  phrase(`[<bill_please>]${AMOUNT_FIRST}<even_share>`),
  phrase(`<bill_reckon>${PEOPLE_FIRST}[<bill_each>]`),
  phrase(`[<bill_please>]${PEOPLE_FIRST}<bill_each>`),
];
