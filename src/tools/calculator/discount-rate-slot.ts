import type { SlotSpan, SlotType } from "../../language/templates/slot-type";

// 「打七折」 is 7/10, 「打八五折」 85/100, 「打7.5折」 75/100, 「打對折」 5/10: the rate, said before 折.
const RATE = /(?:[1-9]\.5|[1-9]{1,2}|[一二三四五六七八九]點五|[一二三四五六七八九]{1,2}|對)(?=折)/gu;

/** 「七五」 is 75/100, 「八」 8/10, 「對」 5/10, 「七點五」 75/100, as a fraction the calculator reads. */
function discountRate(words: string): string | null {
  if (words === "對") return "5/10";
  const digits = [...words.replace(/\.5$|點五$/u, "5")].map((digit) => "一二三四五六七八九".indexOf(digit) + 1 || Number(digit));
  if (digits.some((digit) => !Number.isInteger(digit) || digit < 1 || digit > 9)) return null;
  return `${digits.join("")}/${digits.length === 1 ? 10 : 100}`;
}

/** `{rate:discount_rate}`: a discount said in Chinese, before its 折 (「七五」 in 「打七五折」), as a fraction: "75/100". */
export const DISCOUNT_RATE_SLOT: SlotType = {
  name: "discount_rate",
  find: (text) => {
    const spans: SlotSpan[] = [];
    for (const match of text.matchAll(RATE)) {
      const value = discountRate(match[0]);
      if (value !== null) spans.push({ start: match.index, end: match.index + match[0].length, value });
    }
    return spans;
  },
};
