import { REGISTERED_WORDS } from "../locales/registered-words";
import { currencySpans } from "./currency-slot";
import { numberSpans } from "./number-slot";
import type { SlotSpan, SlotType } from "./slot-type";

// 「100塊」「50元」: money with no currency named (the tool's own currency), in any registered language's words.
const MONEY_WORDS = REGISTERED_WORDS.flatMap((words) => words.numbers?.moneyWords ?? []);
const PLAIN_MONEY = MONEY_WORDS.length === 0 ? /(?!)/u : new RegExp(`^\\s*(?:${MONEY_WORDS.join("|")})`, "u");

/** The amounts of money in `text`: a number with its currency after it or before it, or with a money word (塊, 元). */
function amountSpans(text: string): SlotSpan[] {
  const currencies = currencySpans(text);
  const spans: SlotSpan[] = [];
  for (const number of numberSpans(text)) {
    if (number.doubtful) continue;
    const after = currencies.find((currency) => /^\s*$/u.test(text.slice(number.end, currency.start)) && currency.start >= number.end);
    if (after) spans.push({ start: number.start, end: after.end, value: { amount: number.value, currency: after.value } });
    const before = currencies.find((currency) => /^\s*$/u.test(text.slice(currency.end, number.start)) && currency.end <= number.start);
    if (before) spans.push({ start: before.start, end: number.end, value: { amount: number.value, currency: before.value } });
    const plain = PLAIN_MONEY.exec(text.slice(number.end));
    if (plain && !after) spans.push({ start: number.start, end: number.end + plain[0].length, value: { amount: number.value } });
  }
  return spans;
}

/**
 * `{x:amount}`: money — 「100美金」「USD 50」「兩千日幣」「300塊」 — as `{ amount, currency }` (currency an
 * ISO code, left out when only 塊 or 元 was said).
 */
export const AMOUNT_SLOT: SlotType = { name: "amount", find: amountSpans };
