import type { TemplatePhrase } from "../../language/templates/template-phrase";
import { BILL_LABEL_SLOT } from "./bill-label-slot";
import { DISCOUNT_RATE_SLOT } from "./discount-rate-slot";
import { toCalculation } from "./to-calculation";

/** Rules of the Chinese bill phrases (discounts, service charges, tips, splits). */
export const CHINESE_BILL_RULES: Readonly<Record<string, string>> = {
  // 「請你幫我算一下」: asking for the sum before it; 算 makes the rest a question even with no 多少 after it.
  bill_reckon: "[請|麻煩][你][幫我|幫忙](算一下|計算一下|算算|算|計算)",
  // 「請幫我」 with no 算: the sum must be asked after it.
  bill_please: "[請|麻煩][你][幫我|幫忙]",
  // What the amount is, said before it: 「原價 3990」「這餐 3460」「那件外套,1280」.
  bill_label:
    "((原價|定價|標價|售價)[是]|(早餐|午餐|晚餐|宵夜|晚飯|午飯|這餐|這頓|聚餐|車資|車費|計程車|房租|住宿|油錢)[總共|一共|共][是|花了|要]|{_label:bill_label}(\\ |,))",
  // The amount: 「八百塊」「3990」「300元」.
  bill_money: "{amount:number}[塊錢|塊|元]",
  // 「總共多少」「是多少」「剩多少錢」, perhaps after a pause.
  bill_ask: "[,][總共|一共|全部][是|等於|要付|要|剩|變|付](多少|幾)[錢|塊錢|塊|元][呢]",
};

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
