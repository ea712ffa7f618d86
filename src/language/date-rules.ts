import type { DateTime } from "luxon";
import { calendarDate, dayWithoutYear } from "./calendar";
import { REGISTERED_WORDS } from "./locales/registered-words";
import { NUMBERS } from "./number-words";
import { wordRule, type WordRule } from "./word-rule";

// Words after "3/15" that make it a division, from every language (「3/15等於多少」).
const ARITHMETIC_WORDS = REGISTERED_WORDS.flatMap((words) => words.figures?.arithmetic ?? []);
const SUM_AFTER = ARITHMETIC_WORDS.length === 0 ? "" : `|${ARITHMETIC_WORDS.join("|")}`;

/**
 * Every way of naming one day, most specific first: the dates written in digits, then each
 * registered language's own (`dateRules` of its words, in registration order).
 */
export const DATE_RULES: readonly WordRule<DateTime>[] = [
  wordRule("(?<!\\d)(?<y>\\d{4})[-/.](?<m>\\d{1,2})[-/.](?<d>\\d{1,2})(?!\\d)", (groups, _today) =>
    calendarDate(Number(groups.y), Number(groups.m), Number(groups.d)),
  ),
  // 3/15: a month and day as Taiwan, China and the US write them (month first). Not inside a longer
  // figure (2026/3/15 is read above, 1.5/3 is not a date), and not before an operator or an asking
  // that makes it a division.
  wordRule(
    `(?<![\\d/.:,+*×÷^-])(?<m>1[0-2]|0?[1-9])/(?<d>3[01]|[12]\\d|0?[1-9])(?![\\d/.:,%]|\\s*(?:[+*×÷^=-]${SUM_AFTER}))`,
    (groups, today) => dayWithoutYear(Number(groups.m), Number(groups.d), today),
  ),
  ...REGISTERED_WORDS.flatMap((words) => words.dateRules?.(NUMBERS) ?? []),
];

// Kept where src/tools imports it from: English's month names (locales/en/english-date-rules.ts).
export { MONTH_NAMES } from "./locales/en/english-date-rules";
