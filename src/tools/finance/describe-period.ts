import { DateTime } from "luxon";
import type { FormatContext } from "../../core/base-tool";
import type { DateRange } from "./models/date-range";

interface PeriodName {
  zh: string;
  en: string;
}

function namedSpan(start: DateTime, end: DateTime, today: DateTime): PeriodName | null {
  const spans: Array<[DateTime, DateTime, PeriodName]> = [
    [today, today, { zh: "今天", en: "today" }],
    [today.minus({ days: 1 }), today.minus({ days: 1 }), { zh: "昨天", en: "yesterday" }],
    [today.startOf("week"), today.endOf("week"), { zh: "這週", en: "this week" }],
    [today.startOf("week"), today, { zh: "這週", en: "this week" }],
    [today.minus({ weeks: 1 }).startOf("week"), today.minus({ weeks: 1 }).endOf("week"), { zh: "上週", en: "last week" }],
    [today.startOf("month"), today.endOf("month"), { zh: "這個月", en: "this month" }],
    [today.startOf("month"), today, { zh: "這個月", en: "this month" }],
    [today.minus({ months: 1 }).startOf("month"), today.minus({ months: 1 }).endOf("month"), { zh: "上個月", en: "last month" }],
    [today.startOf("year"), today.endOf("year"), { zh: "今年", en: "this year" }],
    [today.minus({ years: 1 }).startOf("year"), today.minus({ years: 1 }).endOf("year"), { zh: "去年", en: "last year" }],
  ];
  const found = spans.find(([from, to]) => from.hasSame(start, "day") && to.hasSame(end, "day"));
  return found?.[2] ?? null;
}

/**
 * A date range as words for a spoken answer, relative to the turn's clock where it can be
 * (這個月, 上個月, last week, 今天), otherwise its dates; `null` when the range is open on both ends.
 */
export function describePeriod(
  range: DateRange | undefined,
  { now, timeZone }: Pick<FormatContext, "now" | "timeZone">,
): PeriodName | null {
  const { start_date: start, end_date: end } = range ?? {};
  if (start !== undefined && end !== undefined) {
    const today = DateTime.fromJSDate(now, { zone: timeZone }).startOf("day");
    const named = namedSpan(DateTime.fromISO(start, { zone: timeZone }), DateTime.fromISO(end, { zone: timeZone }), today);
    if (named) return named;
    return start === end ? { zh: `${start}`, en: `on ${start}` } : { zh: `${start} 到 ${end}`, en: `from ${start} to ${end}` };
  }
  if (start !== undefined) return { zh: `${start} 以來`, en: `since ${start}` };
  if (end !== undefined) return { zh: `${end} 以前`, en: `up to ${end}` };
  return null;
}
