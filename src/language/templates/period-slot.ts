import type { DateTime } from "luxon";
import { DATE_RULES } from "../date-rules";
import { PERIOD_RULES } from "../period-rules";
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
const BETWEEN = /^\s*(?:到|至|~)\s*$|^\s+(?:to|until|till|through|thru|and)\s+$/iu;
const FROM = /(?:從|由|自|\b(?:from|between)\s+)$/iu;
// 「今年以來」「三月至今」「上週到現在」: to today.
const TO_NOW = /^\s*(?:至今|以來|到(?:目前|現在|今天)(?:為止)?|so far)/iu;

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
      if (/\band\b/iu.test(text.slice(first.end, second.start)) && !/\bbetween\s+$/iu.test(text.slice(0, first.start))) continue;
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
