import { calendarDate, latestMonth, rollingSpan, spanOf, type DaySpan } from "../../calendar";
import { caseless, wordRule, type WordRule } from "../../word-rule";
import type { NumberReader } from "../locale-words";
import { englishUnit, MONTH_NAME_PATTERN, monthFromName } from "./english-date-rules";

const RELATIVE: Record<string, number> = { last: -1, this: 0, next: 1, previous: -1, current: 0 };

/** Every way of naming a span of days in English, beside the single days of its date rules. */
export function englishPeriodRules({ pattern: NUMBER_PATTERN, parse }: NumberReader): readonly WordRule<DaySpan>[] {
  return [
    // "this weekend" is that week's Saturday and Sunday; "the weekend" (the last one or the next?) is left unread.
    wordRule(`\\b(?<rel>${caseless("last|this|next|previous")})\\s+${caseless("weekend")}\\b`, (groups, today) => {
      const saturday = today.startOf("week").plus({ weeks: RELATIVE[groups.rel?.toLowerCase() ?? ""] ?? 0, days: 5 });
      return { start: saturday, end: saturday.plus({ days: 1 }) };
    }),
    wordRule(`\\b(?<rel>${caseless("last|this|next|previous|current")})\\s+(?<unit>${caseless("week|month|year")})\\b`, (groups, today) => {
      const unit = englishUnit(groups.unit ?? "") ?? "day";
      return spanOf(today.plus({ [`${unit}s`]: RELATIVE[groups.rel?.toLowerCase() ?? ""] ?? 0 }), unit);
    }),
    wordRule(
      `\\b(?:${caseless("the")}\\s+)?${caseless("(?:last|past)")}\\s+(?:(?<n>${NUMBER_PATTERN})\\s+)?(?<unit>${caseless("days?|weeks?|months?|years?")})\\b`,
      (groups, today) => {
        const count = groups.n === undefined ? 1 : parse(groups.n);
        // "last week" alone is the calendar week before this one (an earlier rule); "past week" rolls.
        return rollingSpan(today, count, englishUnit(groups.unit ?? ""));
      },
    ),
    wordRule(
      `\\b(?<mon>${MONTH_NAME_PATTERN})\\s+(?<y>\\d{4})\\b|\\b${caseless("in")}\\s+(?<mon2>${MONTH_NAME_PATTERN})\\b(?!\\s+\\d)`,
      (groups, today) => {
        const month = monthFromName(groups.mon ?? groups.mon2 ?? "");
        const first = groups.y ? calendarDate(Number(groups.y), month, 1) : latestMonth(today, month);
        return first ? spanOf(first, "month") : null;
      },
    ),
  ];
}
