import { CURRENCY_ALIASES, CURRENCY_PATTERN, resolveCurrency } from "../currency-words";
import type { SlotSpan } from "./slot-type";
import type { SlotType } from "./slot-type";

// The exchange-rate tool's currency words (every alias, and three letters that are a code).
const CURRENCY = new RegExp(CURRENCY_PATTERN, "giu");

/** The currencies named in `text`, as spans of their ISO codes. */
export function currencySpans(text: string): SlotSpan[] {
  const spans: SlotSpan[] = [];
  CURRENCY.lastIndex = 0;
  for (const match of text.matchAll(CURRENCY)) {
    const end = match.index + match[0].length;
    // "usd", not the "day" of "today".
    if (/^[a-z]/iu.test(match[0]) && (/[a-z]/iu.test(text[match.index - 1] ?? "") || /[a-z]/iu.test(text[end] ?? ""))) continue;
    const code = resolveCurrency(match[0]);
    if (code !== null) spans.push({ start: match.index, end, value: code });
  }
  return spans;
}

/** `{x:currency}`: a currency's name or code (「美金」「日幣」「人民币」 'euros' 'USD'), as its ISO code ("USD"). */
export const CURRENCY_SLOT: SlotType = { name: "currency", find: currencySpans, words: Object.keys(CURRENCY_ALIASES) };
