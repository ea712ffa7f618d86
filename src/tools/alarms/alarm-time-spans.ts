import { DATE_RULES } from "../../language/date-rules";
import { wordEndsByStart } from "../../language/rule-search";
import { MONTH_END_PATTERN } from "../../language/month-end";
import type { SlotSpan } from "../../language/templates/slot-type";
import { CLOCK_PATTERN } from "../../language/time-of-day";
import { mayStartSpan, stickySpans } from "./sticky-spans";

const CLOCK = new RegExp(CLOCK_PATTERN, "giu");
// A time from now (10分鐘後, in 20 minutes) takes no day.
const FROM_NOW = /後$|^in\s/iu;
// Between the day and the clock: 「明天的七點」, "tomorrow at 7"; after the clock: "7 pm tomorrow", "6:45 on friday".
const DAY_THEN_CLOCK = /^\s*的?\s*(?:at\s+)?$/iu;
const CLOCK_THEN_DAY = /^\s+(?:on\s+)?$/iu;
const PART_AFTER = /^\s+(?:morning|afternoon|evening|night)\b/iu;
// A day said before the clock that the time words do not hold: the month's last day (「月底那天早上九點」),
// or a day said to be as before (「明天一樣七點叫我」「禮拜六也八點」); `readAlarm` reads it.
const SAME = "(?:一樣|也|照樣|同樣|還是)";
const SHORT_DAY = "(?:今天|明天|後天|大後天|今晚|明早|明晚|(?:下下|下|這|本)?(?:個)?(?:週|周|星期|禮拜)[一二三四五六日天])";
const DAY_LEAD = new RegExp(`(?:${MONTH_END_PATTERN}\\s*${SAME}?|${SHORT_DAY}\\s*${SAME})\\s*(?:是|在)?\\s*(?:的)?\\s*`, "gu");

/** Options of {@link alarmTimeSpans}. */
export interface AlarmTimeSpansOptions {
  /** Whether a day the time words do not hold may come first (「月底那天早上九點」「明天一樣七點」). Default: false. */
  lead?: boolean;
}

/**
 * The times in `text` as the time words read them (`TIME_PATTERN` of `time-of-day.ts`), put together
 * from the sentence's clocks and days rather than matched whole: a clock (七點, 下午3點半, 7 pm, 10分鐘後),
 * with a day before it (明天早上七點, tomorrow at 5 pm) or after it (7 pm tomorrow, 6:45 on friday
 * morning). Each span ends where a reading of the time may end; the longest is tried first.
 */
export function alarmTimeSpans(text: string, { lead = false }: AlarmTimeSpansOptions = {}): SlotSpan[] {
  if (last.text !== text) last = { text, spans: clockSpans(text) };
  const spans = [...last.spans];
  if (lead) {
    for (const dayLead of stickySpans(DAY_LEAD, text, () => null)) {
      for (const time of last.spans.filter((span) => span.start === dayLead.end)) {
        spans.push({ start: dayLead.start, end: time.end, value: text.slice(dayLead.start, time.end) });
      }
    }
  }
  return spans;
}

// The last sentence's times: the alarm's Chinese and English time slots both read them, once per sentence.
let last: { text: string; spans: readonly SlotSpan[] } = { text: "", spans: [] };

let lastDays: { text: string; spans: readonly SlotSpan[] } = { text: "", spans: [] };

// Each place a day word starts, with where the first rule that reads it there ends: what one pattern of all
// the day words would find from each place, searched with the rules' own patterns.
function dayWordSpans(text: string): SlotSpan[] {
  const starts = [...wordEndsByStart(DATE_RULES, text, "iu")].sort(([left], [right]) => left - right);
  return starts.filter(([start]) => mayStartSpan(text, start)).map(([start, ends]) => ({ start, end: ends[0], value: null }));
}

/**
 * Where the days named in `text` are (今天, 下週五, 3月10號, tomorrow, next friday), as the time words
 * find them before or after a clock; read once per sentence however many slots ask, and not resolved:
 * `resolveTime` reads the day with the clock.
 */
export function sentenceDays(text: string): readonly SlotSpan[] {
  if (lastDays.text !== text) lastDays = { text, spans: dayWordSpans(text) };
  return lastDays.spans;
}

function clockSpans(text: string): SlotSpan[] {
  const clocks = stickySpans(CLOCK, text, (match) => match[0]);
  const days = clocks.length === 0 ? [] : sentenceDays(text);
  const spans: SlotSpan[] = [];
  const add = (start: number, end: number) => {
    if (!spans.some((span) => span.start === start && span.end === end)) spans.push({ start, end, value: text.slice(start, end) });
  };
  for (const clock of clocks) {
    if (FROM_NOW.test(String(clock.value))) {
      add(clock.start, clock.end);
      continue;
    }
    const starts = [
      clock.start,
      ...days.filter((day) => day.end <= clock.start && DAY_THEN_CLOCK.test(text.slice(day.end, clock.start))).map((day) => day.start),
    ];
    for (const start of starts) {
      for (const day of days) {
        if (day.start <= clock.end || !CLOCK_THEN_DAY.test(text.slice(clock.end, day.start))) continue;
        const part = PART_AFTER.exec(text.slice(day.end));
        if (part !== null) add(start, day.end + part[0].length);
        add(start, day.end);
      }
      add(start, clock.end);
    }
  }
  return spans;
}
