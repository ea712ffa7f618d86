import type { DateTime } from "luxon";
import type { SlotSpan } from "./slot-type";
import { RANGE_WORDS } from "../range-words";
import { toIsoDate } from "../word-rule";

interface Days {
  start: DateTime;
  end: DateTime;
}

const { leads, onwards, since, bareWeekday, periodSlot } = RANGE_WORDS;
const BARE_WEEKDAY = new RegExp(bareWeekday, "iu");
const BARE_DAY = new RegExp(`^(?:${periodSlot.bareDay})$`, "u");

/**
 * Where a range that starts on `from` ends, when its second word is `said` (read alone as `to`):
 * a bare weekday is in the first word's week (「上週一到週三」), a bare day in its month
 * (「二月一號到十五號」 ends on February 15, not this month's 15th); null when that day is not in the month.
 */
export function rangeEnd(said: string, from: Days, to: Days): DateTime | null {
  const words = said.trim();
  if (BARE_WEEKDAY.test(words)) return from.start.startOf("week").plus({ days: to.end.weekday - 1 });
  if (BARE_DAY.test(words)) {
    const day = from.start.set({ day: to.end.day });
    return day.month === from.start.month ? day : null;
  }
  return to.end;
}

const SINCE = new RegExp(`\\b(?:${since})\\s+$`, "iu");
const SO_FAR_BEFORE = new RegExp(`(?:${periodSlot.soFarBefore})$`, "iu");
const SO_FAR_AFTER = new RegExp(`^(?:${periodSlot.soFarAfter})`, "iu");
const UNIT = new RegExp(`^(?:${periodSlot.unit})$`, "iu");
// 「從三月開始」 runs to today; 「三月起」 alone may be a plan.
const FROM = new RegExp(`(?:${leads})$`, "u");
const ONWARDS = new RegExp(`^(?:${onwards})`, "u");

/**
 * The ranges that run from a period word to today, said in English around it: "since last month",
 * "so far this year", "this year so far", "year-to-date", or in Chinese from it on (「從三月開始」「自上週起」).
 */
export function soFarSpans(text: string, words: readonly { start: number; end: number; days: Days }[], today: DateTime): SlotSpan[] {
  const spans: SlotSpan[] = [];
  for (const { start, end, days } of words) {
    if (days.start > today) continue;
    const value = { start: toIsoDate(days.start), end: toIsoDate(today) };
    const before = text.slice(0, start);
    const after = text.slice(end);
    const since = SINCE.exec(before);
    if (since) spans.push({ start: start - since[0].length, end, value });
    const onFrom = ONWARDS.exec(after);
    const from = onFrom && FROM.exec(before);
    if (onFrom && from) spans.push({ start: start - from[0].length, end: end + onFrom[0].length, value });
    if (!UNIT.test(text.slice(start, end))) continue;
    const soFar = SO_FAR_BEFORE.exec(before);
    if (soFar) spans.push({ start: start - soFar[0].length, end, value });
    const later = SO_FAR_AFTER.exec(after);
    if (later) spans.push({ start, end: end + later[0].length, value });
  }
  return spans;
}
