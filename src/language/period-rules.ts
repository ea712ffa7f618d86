import { calendarDate, spanOf, type DaySpan } from "./calendar";
import { REGISTERED_WORDS } from "./locales/registered-words";
import { NUMBERS } from "./number-words";
import { wordRule, type WordRule } from "./word-rule";

// Words after a bare "2024" that make it an amount or a count, from every language (「2024元」).
const COUNT_WORDS = REGISTERED_WORDS.flatMap((words) => words.figures?.countAfterYear ?? []);
const COUNT_AFTER = COUNT_WORDS.map((word) => `${word}|`).join("");

/**
 * Every way of naming a span of days, beside the single days of DATE_RULES: each registered
 * language's own (`periodRules` of its words, in registration order), then the months and years
 * written in digits.
 */
export const PERIOD_RULES: readonly WordRule<DaySpan>[] = [
  ...REGISTERED_WORDS.flatMap((words) => words.periodRules?.(NUMBERS) ?? []),
  wordRule("(?<![\\d.,:/-])(?<y>(?:19|20)\\d{2})[-/](?<m>\\d{1,2})(?![\\d/-])", (groups, _today) => {
    const first = calendarDate(Number(groups.y), Number(groups.m), 1);
    return first ? spanOf(first, "month") : null;
  }),
  wordRule(`(?<![\\d.,:/$-])(?<y>(?:19|20)\\d{2})(?![\\d.,:/%-]|\\s*(?:${COUNT_AFTER}[A-Z]{3}\\b))`, (groups, today) =>
    spanOf(today.set({ year: Number(groups.y), month: 1, day: 1 }), "year"),
  ),
];
