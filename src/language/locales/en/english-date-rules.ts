import type { DateTime } from "luxon";
import { calendarDate, dayWithoutYear, nextWeekday, shiftDate, type CalendarUnit } from "../../calendar";
import { caseless, wordRule, type WordRule } from "../../word-rule";
import type { NumberReader } from "../locale-words";

/** English month names, January first. */
export const MONTH_NAMES = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
/** English month names and their three-letter forms (May only in full). */
export const MONTH_NAME_PATTERN = caseless(
  `(?:${MONTH_NAMES.map((name) => (name.length > 3 ? `${name}|${name.slice(0, 3)}\\.?` : name)).join("|")})`,
);
const WEEKDAY_NAMES = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

/** Reads a month name ("Mar", "march") as 1–12. */
export function monthFromName(name: string): number {
  const prefix = name.toLowerCase().replace(".", "").slice(0, 3);
  return MONTH_NAMES.findIndex((month) => month.startsWith(prefix)) + 1;
}

/** The calendar unit of an English unit word: "days" → day, "Week" → week. */
export function englishUnit(word: string): CalendarUnit | null {
  const lower = word.toLowerCase();
  if (/day/.test(lower)) return "day";
  if (/week/.test(lower)) return "week";
  if (/month/.test(lower)) return "month";
  if (/year/.test(lower)) return "year";
  return null;
}

const DAY_OFFSETS: Record<string, number> = {
  today: 0,
  tonight: 0,
  tomorrow: 1,
  yesterday: -1,
  "the day after tomorrow": 2,
  "the day before yesterday": -2,
};
const ENGLISH_UNIT = caseless("(?:days?|weeks?|months?|years?)");

/** Every way of naming one day in English, most specific first. */
export function englishDateRules({ pattern: NUMBER_PATTERN, parse }: NumberReader): readonly WordRule<DateTime>[] {
  return [
    wordRule(
      `(?<word>\\b${caseless("(?:(?:the )?day after tomorrow|(?:the )?day before yesterday|today|tonight|tomorrow|yesterday)")}\\b)`,
      (groups, today) => {
        // 'day after tomorrow' is often said without its 'the' (Indian and Singapore English).
        const word = groups.word?.toLowerCase() ?? "";
        const offset = DAY_OFFSETS[word] ?? DAY_OFFSETS[`the ${word}`];
        return offset === undefined ? null : today.plus({ days: offset });
      },
    ),
    wordRule(
      `(?<![A-Za-z])(?<n>${NUMBER_PATTERN}|${caseless("an?")})\\s+(?<unit>${ENGLISH_UNIT})\\s+(?<dir>${caseless("ago|later|from now")})|\\b${caseless("in")}\\s+(?<n2>${NUMBER_PATTERN}|${caseless("an?")})\\s+(?<unit2>${ENGLISH_UNIT})\\b`,
      (groups, today) => {
        const text = groups.n ?? groups.n2 ?? "";
        const amount = /^an?$/i.test(text) ? 1 : parse(text);
        if (amount === null) return null;
        return shiftDate(today, groups.dir?.toLowerCase() === "ago" ? -amount : amount, englishUnit(groups.unit ?? groups.unit2 ?? ""));
      },
    ),
    wordRule(
      `\\b(?:(?<rel>${caseless("next|this|last|coming")})\\s+)?(?<wd>${caseless(`(?:${WEEKDAY_NAMES.join("|")})`)})\\b`,
      (groups, today) => {
        const weekday = WEEKDAY_NAMES.indexOf(groups.wd?.toLowerCase() ?? "") + 1;
        const relation = groups.rel?.toLowerCase();
        if (relation === "next") return today.startOf("week").plus({ weeks: 1, days: weekday - 1 });
        if (relation === "last") return today.minus({ days: ((today.weekday - weekday + 6) % 7) + 1 });
        return nextWeekday(today, weekday);
      },
    ),
    wordRule(
      `\\b(?<mon>${MONTH_NAME_PATTERN})\\s+(?<d>\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s+(?<y>\\d{4}))?|\\b(?<d2>\\d{1,2})(?:st|nd|rd|th)?\\s+(?:${caseless("of")}\\s+)?(?<mon2>${MONTH_NAME_PATTERN})(?:,?\\s+(?<y2>\\d{4}))?`,
      (groups, today) => {
        const month = monthFromName(groups.mon ?? groups.mon2 ?? "");
        const day = Number(groups.d ?? groups.d2);
        const year = groups.y ?? groups.y2;
        return year === undefined ? dayWithoutYear(month, day, today) : calendarDate(Number(year), month, day);
      },
    ),
  ];
}
