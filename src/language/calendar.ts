import { DateTime } from "luxon";

/** A span of whole days, both ends included. */
export interface DaySpan {
  start: DateTime;
  end: DateTime;
}

/** A unit of the calendar a date word counts in. */
export type CalendarUnit = "day" | "week" | "month" | "year";

/** A calendar date (floating, in UTC like every date here), or null when it does not exist (2月30日). */
export function calendarDate(year: number, month: number, day: number): DateTime | null {
  const date = DateTime.fromObject({ year, month, day }, { zone: "utc" });
  return date.isValid ? date : null;
}

// How far ahead a date without a year may lie in next year: 「一月三號」 said on 30 December is
// the coming 3 January, four days on, not one almost a year ago. Further ahead, the year is this one.
const NEXT_YEAR_WITHIN_DAYS = 31;

/** A month and day said without a year: this year's, or next year's when that is only days away (at the turn of the year). */
export function dayWithoutYear(month: number, day: number, today: DateTime): DateTime | null {
  const next = calendarDate(today.year + 1, month, day);
  if (next !== null && next.diff(today, "days").days <= NEXT_YEAR_WITHIN_DAYS) return next;
  return calendarDate(today.year, month, day);
}

/** The next day (today included) that falls on `weekday` (1 = Monday … 7 = Sunday). */
export function nextWeekday(today: DateTime, weekday: number): DateTime {
  return today.plus({ days: (weekday - today.weekday + 7) % 7 });
}

/** `today` moved by `amount` units (negative: back), or null when no unit was read. */
export function shiftDate(today: DateTime, amount: number, unit: CalendarUnit | null): DateTime | null {
  return unit === null ? null : today.plus({ [`${unit}s`]: amount });
}

/** The whole unit (day, Monday-to-Sunday week, month, year) `date` falls in. */
export function spanOf(date: DateTime, unit: CalendarUnit): DaySpan {
  const start = date.startOf(unit);
  if (unit === "month") return { start, end: start.set({ day: start.daysInMonth ?? 28 }) };
  if (unit === "year") return { start, end: start.set({ month: 12, day: 31 }) };
  return { start, end: unit === "week" ? start.plus({ days: 6 }) : start };
}

/** The `count` units that end today: the last 3 days are the day before yesterday to today. */
export function rollingSpan(today: DateTime, count: number | null, unit: CalendarUnit | null): DaySpan | null {
  if (count === null || count <= 0 || unit === null) return null;
  return { start: today.minus({ [`${unit}s`]: count }).plus({ days: 1 }), end: today };
}

/** The most recent `month` (1–12) that has begun: December read in March is last December. */
export function latestMonth(today: DateTime, month: number): DateTime {
  const year = month > today.month ? today.year - 1 : today.year;
  return today.set({ year, month, day: 1 });
}
