import type { NumberWords } from "../locales/locale-words";
import { REGISTERED_WORDS } from "../locales/registered-words";
import { NUMBER_PATTERN, parseNumber } from "../number-words";
import type { SlotSpan, SlotType } from "./slot-type";

const NUMBER = new RegExp(NUMBER_PATTERN, "gu");
// Each registered language's number words, which tell a number in a name or a word (locales/<code>/).
const LANGUAGES: readonly NumberWords[] = REGISTERED_WORDS.flatMap((words) => (words.numbers ? [words.numbers] : []));

/** Whether a number in `text` from `start` to `end` may be part of a name or a word rather than a number. */
function doubtful(text: string, start: number, end: number): boolean {
  // 'A380', '3rd': a figure glued to Latin letters, in any language.
  if (/[A-Za-z]/u.test(text[start - 1] ?? "") || /^[A-Za-z]/u.test(text.slice(end))) return true;
  return LANGUAGES.some((language) => language.doubtful?.(text, start, end) === true);
}

/** The numbers in `text`, in digits or any registered language's words, as spans of their values. */
export function numberSpans(text: string): SlotSpan[] {
  const spans: SlotSpan[] = [];
  NUMBER.lastIndex = 0;
  for (const match of text.matchAll(NUMBER)) {
    const value = parseNumber(match[0]);
    if (value === null) continue;
    const end = match.index + match[0].length;
    spans.push({ start: match.index, end, value, ...(doubtful(text, match.index, end) ? { doubtful: true } : {}) });
  }
  return spans;
}

/**
 * `{x:number}`: a number as said — 「二十」「兩萬五」「3.5」「1,000」「2.5萬」 'twenty' — as a JavaScript
 * number. A number glued to a name (「6號線」, 'A380') is doubtful.
 */
export const NUMBER_SLOT: SlotType = { name: "number", find: numberSpans };
