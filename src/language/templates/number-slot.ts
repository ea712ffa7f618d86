import { NUMBER_PATTERN, parseNumber } from "../number-words";
import type { SlotSpan, SlotType } from "./slot-type";

const NUMBER = new RegExp(NUMBER_PATTERN, "gu");
// 「6號線」「3號出口」: a number that names a line, an exit, a gate.
const NAMED_AFTER = /^號(?:線|出口|門|館|店|樓|倉|房|機|艙|公路|國道|碼頭|月台)/u;
// 「一下」「一些」「一樣」「一起」: 一 in a word, not a count.
const ONE_IN_A_WORD = /^(?:下|些|樣|起|直|定|般|切|向|旦|致|共|點點)/u;

/** Whether a number in `text` from `start` to `end` may be part of a name or a word rather than a number. */
function doubtful(text: string, start: number, end: number, said: string): boolean {
  const after = text.slice(end);
  if (/[A-Za-z]/u.test(text[start - 1] ?? "") || /^[A-Za-z]/u.test(after)) return true;
  if (NAMED_AFTER.test(after)) return true;
  // 「嫦娥六號」: a name, then its number.
  if (/^號/u.test(after) && /[\p{Script=Han}]/u.test(text[start - 1] ?? "") && !/[第月到至和跟、除掉消]/u.test(text[start - 1] ?? ""))
    return true;
  return said === "一" && ONE_IN_A_WORD.test(after);
}

/** The numbers in `text`, Chinese or Arabic or an English word, as spans of their values. */
export function numberSpans(text: string): SlotSpan[] {
  const spans: SlotSpan[] = [];
  NUMBER.lastIndex = 0;
  for (const match of text.matchAll(NUMBER)) {
    const value = parseNumber(match[0]);
    if (value === null) continue;
    const end = match.index + match[0].length;
    spans.push({ start: match.index, end, value, ...(doubtful(text, match.index, end, match[0]) ? { doubtful: true } : {}) });
  }
  return spans;
}

/**
 * `{x:number}`: a number as said — 「二十」「兩萬五」「3.5」「1,000」「2.5萬」 'twenty' — as a JavaScript
 * number. A number glued to a name (「6號線」, 'A380') is doubtful.
 */
export const NUMBER_SLOT: SlotType = { name: "number", find: numberSpans };
