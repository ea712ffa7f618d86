import type { DateTime } from "luxon";
import { DATE_RULES } from "../date-rules";
import { PERIOD_RULES } from "../period-rules";
import { RANGE_WORDS } from "../range-words";
import { startOfToday, toIsoDate } from "../word-rule";
import type { RelativeDateOptions } from "../date-words";
import { rangeEnd, soFarSpans } from "./period-range-ends";
import { ruleSpans } from "./rule-spans";
import type { SlotSpan, SlotType } from "./slot-type";

interface Days {
  start: DateTime;
  end: DateTime;
}

// Between two periods: 「三月一號到三月五號」 'from March 1 to March 5'.
const { joiners, spacedJoiners, leads, spacedLeads, between, and, periodSlot } = RANGE_WORDS;
const BETWEEN = new RegExp(`^\\s*(?:${joiners})\\s*$|^\\s+(?:${spacedJoiners}|${and})\\s+$`, "iu");
const FROM = new RegExp(`(?:${leads}|\\b(?:${spacedLeads})\\s+)$`, "iu");
// 「between monday and friday」: an and needs a between before the first word.
const AND = new RegExp(`\\b(?:${and})\\b`, "iu");
const BETWEEN_BEFORE = new RegExp(`\\b(?:${between})\\s+$`, "iu");
// 「今年以來」「三月至今」「上週到現在」: to today.
const TO_NOW = new RegExp(`^\\s*(?:${periodSlot.toNow})`, "iu");

/**
 * The spans of days named in `text`: each period word (這個月, 上週, 最近三天, last month, a single
 * day), and ranges of two joined by 到/至/to (with 從/from before them) or running to now (至今, 以來).
 */
function periodSpans(text: string, context: RelativeDateOptions): SlotSpan[] {
  const today = startOfToday(context.now, context.timeZone);
  if (!today.isValid) return [];
  const words: { start: number; end: number; days: Days }[] = [
    ...ruleSpans(PERIOD_RULES, text, today, (days) => days),
    ...ruleSpans(DATE_RULES, text, today, (day) => ({ start: day, end: day })),
  ].map(({ start, end, value }) => ({ start, end, days: value as Days }));
  const spans: SlotSpan[] = words.map(({ start, end, days }) => ({ start, end, value: isoDays(days) }));
  for (const first of words) {
    const lead = FROM.exec(text.slice(0, first.start))?.[0].length ?? 0;
    for (const second of words) {
      if (second.start <= first.end || !BETWEEN.test(text.slice(first.end, second.start))) continue;
      if (AND.test(text.slice(first.end, second.start)) && !BETWEEN_BEFORE.test(text.slice(0, first.start))) continue;
      const end = rangeEnd(text.slice(second.start, second.end), first.days, second.days);
      if (end === null || end < first.days.start) continue;
      spans.push({ start: first.start - lead, end: second.end, value: isoDays({ start: first.days.start, end }) });
    }
    const toNow = TO_NOW.exec(text.slice(first.end));
    if (toNow && first.days.start <= today) {
      spans.push({ start: first.start - lead, end: first.end + toNow[0].length, value: isoDays({ start: first.days.start, end: today }) });
    }
  }
  return [...spans, ...soFarSpans(text, words, today)];
}

function isoDays({ start, end }: Days): { start: string; end: string } {
  return { start: toIsoDate(start), end: toIsoDate(end) };
}

/**
 * `{x:period}`: a span of days — 這個月, 上週, 今年, 最近三天, 3月, 三月一號到五號, 今年以來, last
 * month, from monday to friday, or one day — as `{ start, end }` ("YYYY-MM-DD", both included).
 */
export const PERIOD_SLOT: SlotType = { name: "period", find: periodSpans };
