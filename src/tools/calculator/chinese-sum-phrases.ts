import type { SlotType } from "../../language/templates/slot-type";
import type { TemplatePhrase } from "../../language/templates/template-phrase";
import { NUMBER_LIST_SLOT } from "./number-list-slot";
import { toCalculation } from "./to-calculation";

// 「買了三件衣服」 before the sums says why; a reason with digits or arithmetic words (每件再加二十) may change the sum.
const REASON = /^[^,\d加減乘除扣折%稅費每各再另多少打]{1,20}$/u;
const REASON_SLOT: SlotType = { name: "sum_reason", accept: (text) => (REASON.test(text) ? text : null) };

const RULES: Readonly<Record<string, string>> = {
  sum_before: "[{_reason:sum_reason},][幫我]",
  sum_total: "[,][全部|總共|一共](加起來|加總|合計|合起來|總共|一共)",
  sum_ask: "[是|等於|共](多少|幾)[錢|塊錢|塊|元]",
};

const phrase = (template: string): TemplatePhrase => ({
  template,
  toArgs: ({ list }) => (Array.isArray(list) ? toCalculation(list.join("+")) : null),
  rules: RULES,
  slotTypes: [NUMBER_LIST_SLOT, REASON_SLOT],
});

/**
 * A list summed, said in Chinese: 「買了三件衣服,199、259和89,加起來多少」「把一百、兩百跟三百加起來」「200元、350元和99元一共多少」.
 * With no 把 before it, the sum must be asked (「…總共」 alone may say what was spent).
 */
export const chineseSumPhrases: readonly TemplatePhrase[] = [
  phrase("<sum_before>把{list:number_list}<sum_total>[<sum_ask>]"),
  phrase("<sum_before>{list:number_list}<sum_total><sum_ask>"),
];
