import type { SlotSpan, SlotType } from "../../language/templates/slot-type";
import { alarmTimeSpans, sentenceDays } from "./alarm-time-spans";
import { ENGLISH_CLOCK_WORDS_PATTERN } from "./english-clock-words";
import type { AlarmWhen } from "./read-alarm";
import { stickySpans } from "./sticky-spans";

const CLOCK_WORDS = new RegExp(ENGLISH_CLOCK_WORDS_PATTERN, "giu");
// Tomorrow as people type it in a hurry: "alarm tmrw 6am", "remind me tmr at 9 to call the bank".
const TOMORROW_SHORT = /\b(?:tmrw|tmr|tmrow|tomoz|2moro|2morrow)\b/giu;
const AT = /\bat\s+$/iu;
const PART = /\b(?:in\s+the\s+)?(morning|afternoon|evening)\s+$/iu;
const ON = /\bon\s+$/iu;
const SPACES = /^\s+$/u;
const DAY_AFTER = /^\s+(tmrw|tmr|tmrow|tomoz|2moro|2morrow)\b/iu;

type When = AlarmWhen & { terse: boolean };

/**
 * An alarm's day and time in English, put together as people say it: the day first ("on friday",
 * "tomorrow", "tmrw"), the part of the day ("tomorrow morning five thirty"), "at", the clock in figures or
 * words ("seven thirty", "quarter past six"), and a typed tomorrow after ("6:30am tmrw"). A span is
 * terse when it is only a day and a clock in figures ("alarm tmrw 7am": "alarm two" is no 2 o'clock).
 */
function whenSpans(text: string): SlotSpan[] {
  const clocks = [
    ...alarmTimeSpans(text).map((span) => ({ ...span, figures: true })),
    ...stickySpans(CLOCK_WORDS, text, (match) => match[0]).map((span) => ({ ...span, figures: false })),
  ];
  if (clocks.length === 0) return [];
  const days = [
    ...sentenceDays(text),
    ...[...text.matchAll(TOMORROW_SHORT)].map((match) => ({ start: match.index, end: match.index + match[0].length })),
  ];
  const spans: SlotSpan[] = [];
  for (const clock of clocks) {
    const time = text.slice(clock.start, clock.end);
    const after = DAY_AFTER.exec(text.slice(clock.end));
    const tails = [...(after === null ? [] : [{ end: clock.end + after[0].length, dayAfter: after[1] }]), { end: clock.end }];
    // What may come before the clock, the fuller first: the part of the day, then "at".
    const heads: { start: number; part?: string; at: boolean }[] = [{ start: clock.start, at: false }];
    const at = AT.exec(text.slice(0, clock.start));
    if (at !== null) heads.unshift({ start: clock.start - at[0].length, at: true });
    for (const head of [...heads]) {
      const part = PART.exec(text.slice(0, head.start));
      if (part !== null) heads.unshift({ start: head.start - part[0].length, part: part[1], at: head.at });
    }
    for (const { end, dayAfter } of tails) {
      for (const { start, part, at: saidAt } of heads) {
        const value = { part, time, dayAfter };
        const terse = clock.figures && part === undefined && !saidAt;
        for (const day of days) {
          if (day.end >= start || !SPACES.test(text.slice(day.end, start))) continue;
          const withDay = { ...value, day: text.slice(day.start, day.end) };
          const on = ON.exec(text.slice(0, day.start));
          if (on !== null) spans.push({ start: day.start - on[0].length, end, value: { ...withDay, terse: false } });
          spans.push({ start: day.start, end, value: { ...withDay, terse } });
        }
        spans.push({ start, end, value: { ...value, terse } });
      }
    }
  }
  return spans;
}

// The last sentence's spans: both slot types read them, once per sentence.
let last: { text: string; spans: readonly SlotSpan[] } = { text: "", spans: [] };

function lastWhenSpans(text: string): readonly SlotSpan[] {
  if (last.text !== text) last = { text, spans: whenSpans(text) };
  return last.spans;
}

/**
 * `{when:alarm_when_en}`: an alarm's day and time in English — "tomorrow at 5 pm", "on friday at 8 am",
 * "tomorrow morning five thirty", "6:30am tmrw", "in forty-five minutes" — as said, for `readAlarm`.
 */
export const ALARM_WHEN_EN_SLOT: SlotType = { name: "alarm_when_en", find: lastWhenSpans };

/** `{when:alarm_terse_en}`: the day and time of "alarm 6:30am", "alarm tmrw 7am": figures, no word between. */
export const ALARM_TERSE_EN_SLOT: SlotType = {
  name: "alarm_terse_en",
  find: (text) => lastWhenSpans(text).filter((span) => (span.value as When).terse),
};
