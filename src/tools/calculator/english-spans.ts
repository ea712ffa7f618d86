import type { SlotSpan } from "../../language/templates/slot-type";
import { numberOf } from "./english-money";

const WORD = /[\p{L}\p{N}]/u;

/**
 * Where `pattern` (sticky, its number in the group `number`) matches whole words of `text`, each as
 * long as it goes, as spans of that number.
 */
export function englishSpans(text: string, pattern: RegExp): SlotSpan[] {
  const spans: SlotSpan[] = [];
  for (let start = 0; start < text.length; start += 1) {
    if (WORD.test(text[start - 1] ?? "") && WORD.test(text[start])) continue;
    pattern.lastIndex = start;
    const match = pattern.exec(text);
    if (match === null || WORD.test(text[start + match[0].length] ?? "")) continue;
    const value = numberOf(match.groups?.number);
    if (value !== null) spans.push({ start, end: start + match[0].length, value });
  }
  return spans;
}
