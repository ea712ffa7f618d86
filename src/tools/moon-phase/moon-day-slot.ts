import { resolvePeriod, type RelativeDateOptions } from "../../language/date-words";
import { dateSpans } from "../../language/templates/date-slot";
import type { SlotSpan, SlotType } from "../../language/templates/slot-type";

// 月底 / 下個月初: the last or first day of a month, read from the month's period.
const MONTH_EDGE = /(?<month>這個|本|下個|上個)?月(?<side>底|初)/gu;
// 現在 / 目前 / 這幾天: the moon now, which is today's (no date).
const NOW = /現在|目前|這幾天/gu;

function moonDaySpans(text: string, context: RelativeDateOptions): SlotSpan[] {
  const spans = dateSpans(text, context);
  for (const match of text.matchAll(MONTH_EDGE)) {
    const { month: which, side } = match.groups ?? {};
    const month = resolvePeriod(which === "下個" ? "下個月" : which === "上個" ? "上個月" : "這個月", context);
    if (month) spans.push({ start: match.index, end: match.index + match[0].length, value: side === "底" ? month.end : month.start });
  }
  for (const match of text.matchAll(NOW)) spans.push({ start: match.index, end: match.index + match[0].length, value: "" });
  return spans;
}

/**
 * `{date_str:moon_day}`: the day a moon is asked about — a day (今晚, 下週五, 3月19號), the first or
 * last of a month (月初, 下個月底), or now (現在, 目前, 這幾天: "", which the tool reads as today) —
 * as "YYYY-MM-DD".
 */
export const MOON_DAY_SLOT: SlotType = { name: "moon_day", find: moonDaySpans };
