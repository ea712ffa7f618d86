import { TIME_GRAMMAR } from "../time-grammar";
import { CLOCK_PATTERN, resolveTime } from "../time-of-day";
import type { RelativeDateOptions } from "../date-words";
import { dateSpans } from "./date-slot";
import type { SlotSpan, SlotType } from "./slot-type";

const CLOCK = new RegExp(CLOCK_PATTERN, "gu");
// Between the day and the clock: 「明天早上七點」「明天的七點」 'tomorrow at 7', in any registered language's words.
const { dayLink, clockAfterDay } = TIME_GRAMMAR;
const DAY_THEN_CLOCK = new RegExp(
  `^\\s*${dayLink === null ? "" : `(?:${dayLink})?`}\\s*${clockAfterDay === null ? "" : `(?:(?:${clockAfterDay})\\s+)?`}$`,
  "iu",
);

/** The times named in `text`: a clock (七點半, 19:30, 7 pm, 10分鐘後), with the day said before it. */
function timeSpans(text: string, context: RelativeDateOptions): SlotSpan[] {
  const spans: SlotSpan[] = [];
  const days = dateSpans(text, context);
  CLOCK.lastIndex = 0;
  for (const match of text.matchAll(CLOCK)) {
    const end = match.index + match[0].length;
    const clock = resolveTime(match[0], context);
    if (clock !== null) spans.push({ start: match.index, end, value: clock });
    for (const day of days) {
      if (day.end > match.index || !DAY_THEN_CLOCK.test(text.slice(day.end, match.index))) continue;
      const dated = resolveTime(text.slice(day.start, end), context);
      if (dated !== null) spans.push({ start: day.start, end, value: dated });
    }
  }
  return spans;
}

/**
 * `{x:time}`: a time of day — 七點, 下午三點半, 明天早上七點, 19:30, 7 am tomorrow, noon, 10分鐘後 — as
 * `{ date, time }` ("YYYY-MM-DD", "HH:mm"): with no day said, the next such time.
 */
export const TIME_SLOT: SlotType = { name: "time", find: timeSpans };
