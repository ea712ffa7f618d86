import type { DateTime } from "luxon";
import { DATE_RULES } from "./date-rules";
import type { DaySpan } from "./calendar";
import { PERIOD_RULES } from "./period-rules";
import { findWord, type WordRule } from "./word-rule";

/** Every rule of a span of days, the periods first; a single day is a period too (三天前的交易 is that one day). */
export const SPAN_RULES: readonly WordRule<DaySpan>[] = [
  ...PERIOD_RULES,
  ...DATE_RULES.map((rule) => ({
    regex: new RegExp(rule.regex.source, "g"),
    resolve: (groups: Record<string, string | undefined>, today: DateTime): DaySpan | null => {
      const date = rule.resolve(groups, today);
      return date ? { start: date, end: date } : null;
    },
  })),
];

/** The span a whole text names, or null when the text is more (or other) than one period word. */
export function wholeSpan(text: string, today: DateTime): DaySpan | null {
  const match = findWord(SPAN_RULES, text, today);
  return match && match.index === 0 && match.text.length === text.length ? match.value : null;
}
