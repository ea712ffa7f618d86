import type { SlotSpan } from "../../language/templates/slot-type";

/**
 * Every span a sticky regex (flag `y`) reads in `text`, one per place a word may start (the longest
 * there, as the regex reads it), each with `toValue` of its match: how the alarm's time slots tag a
 * sentence. The regex is compiled once, beside the slot type, and run once per sentence.
 */
export function stickySpans(regex: RegExp, text: string, toValue: (match: RegExpExecArray) => unknown): SlotSpan[] {
  const spans: SlotSpan[] = [];
  for (let start = 0; start < text.length; start += 1) {
    // A word starts after a space, or anywhere in Chinese; never inside a Latin word or a number.
    if (text[start] === " " || /[A-Za-z0-9]/u.test(text[start - 1] ?? "")) continue;
    regex.lastIndex = start;
    const match = regex.exec(text);
    if (match !== null && match[0].length > 0) spans.push({ start, end: start + match[0].length, value: toValue(match) });
  }
  return spans;
}
