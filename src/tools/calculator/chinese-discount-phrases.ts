import type { TemplatePhrase } from "../../language/templates/template-phrase";
import { BILL_LABEL_SLOT } from "./bill-label-slot";
import { CHINESE_BILL_RULES } from "./chinese-bill-rules";
import { DISCOUNT_RATE_SLOT } from "./discount-rate-slot";
import { toCalculation } from "./to-calculation";

const phrase = (template: string): TemplatePhrase => ({
  template,
  toArgs: ({ amount, rate }) => (typeof amount === "number" && typeof rate === "string" ? toCalculation(`${amount}*${rate}`) : null),
  rules: CHINESE_BILL_RULES,
  slotTypes: [BILL_LABEL_SLOT, DISCOUNT_RATE_SLOT],
});

const DISCOUNT = "[<bill_label>]<bill_money>(的|打[個]){rate:discount_rate}折[之後|後|以後]";

/**
 * A discount said in Chinese: 「八百塊打七五折是多少」「800的八折多少錢」「幫我算一下 1280 打85折」「原價 3990 打七折 多少錢」.
 * Said with no asking, a sum needs 算 before it: 「1280打85折」 may be what a sign says.
 */
export const chineseDiscountPhrases: readonly TemplatePhrase[] = [
  phrase(`<bill_reckon>${DISCOUNT}[<bill_ask>]`),
  phrase(`[<bill_please>]${DISCOUNT}<bill_ask>`),
];
