import { DATE_RULES } from "../date-rules";
import { MONTH_END_PATTERN, resolveMonthEnd } from "../month-end";
import { startOfToday, toIsoDate } from "../word-rule";
import type { RelativeDateOptions } from "../date-words";
import { ruleSpans } from "./rule-spans";
import type { SlotSpan, SlotType } from "./slot-type";

const MONTH_END = new RegExp(MONTH_END_PATTERN, "gu");

/** The days named in `text` (today's date rules, and the month's last day), as "YYYY-MM-DD". */
export function dateSpans(text: string, context: RelativeDateOptions): SlotSpan[] {
  const today = startOfToday(context.now, context.timeZone);
  if (!today.isValid) return [];
  const spans = ruleSpans(DATE_RULES, text, today, toIsoDate);
  MONTH_END.lastIndex = 0;
  for (const match of text.matchAll(MONTH_END)) {
    const value = resolveMonthEnd(match[0], context);
    if (value !== null) spans.push({ start: match.index, end: match.index + match[0].length, value });
  }
  return spans;
}

/**
 * `{x:date}`: one day — 今天, 明天, 下週五, 3月10號, 2026-03-10, 月底, tomorrow, next friday — as
 * "YYYY-MM-DD" in the turn's time zone.
 */
export const DATE_SLOT: SlotType = { name: "date", find: dateSpans };
