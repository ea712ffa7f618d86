import type { SlotSpan } from "../../language/templates/slot-type";

/** Whether a span may start at `start`: anywhere but at a space or inside a Latin word or a number (「3/15早上八點」 has a clock after the 5, and "a15" no 5). */
export function mayStartSpan(text: string, start: number): boolean {
  const insideWord = /[A-Za-z0-9]/u.test(text[start]) && /[A-Za-z0-9]/u.test(text[start - 1] ?? "");
  return text[start] !== " " && !insideWord;
}

/**
 * Every span `regex` (flag `g`) reads in `text` wherever it may start (see {@link mayStartSpan}) — the longest there, as the regex
 * reads it — each with `toValue` of its match: how the alarm's time slots tag a sentence. A search from
 * each place finds the next one where the regex matches (the places between hold none), so a sentence
 * costs as many searches as it holds matches.
 */
export function stickySpans(regex: RegExp, text: string, toValue: (match: RegExpExecArray) => unknown): SlotSpan[] {
  const spans: SlotSpan[] = [];
  for (let from = 0; from < text.length;) {
    regex.lastIndex = from;
    const match = regex.exec(text);
    if (match === null) break;
    const start = match.index;
    if (match[0].length > 0 && mayStartSpan(text, start)) {
      spans.push({ start, end: start + match[0].length, value: toValue(match) });
    }
    from = start + 1;
  }
  return spans;
}
