import type { SlotSpan, SlotType } from "../../language/templates/slot-type";
import { ENGLISH_MONEY, numberOf } from "./english-money";

const MONEY = new RegExp(ENGLISH_MONEY, "iuy");

/** Every amount said in English that starts a word in `text`, each as long as it goes. */
function englishMoneySpans(text: string): SlotSpan[] {
  const spans: SlotSpan[] = [];
  for (let start = 0; start < text.length; start += 1) {
    if (/[\p{L}\p{N}]/u.test(text[start - 1] ?? "") && /[\p{L}\p{N}]/u.test(text[start])) continue;
    MONEY.lastIndex = start;
    const match = MONEY.exec(text);
    if (match === null) continue;
    const end = start + match[0].length;
    // A whole word: "80", not the "8" of "8a".
    if (/[\p{L}\p{N}]/u.test(text[end] ?? "")) continue;
    const value = numberOf(match.groups?.amount);
    if (value !== null) spans.push({ start, end, value });
  }
  return spans;
}

/**
 * `{x:english_money}`: an amount as said in English, with or without its currency ("$45", "2,450 pesos",
 * "eighty", "Rs. 500"), as its number: the arithmetic is the same in every currency.
 */
export const ENGLISH_MONEY_SLOT: SlotType = { name: "english_money", find: englishMoneySpans };
