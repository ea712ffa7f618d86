import type { SlotSpan, SlotType } from "../../language/templates/slot-type";
import { DATE_WORD_PATTERN } from "../../language/date-words";
import { TIME_PATTERN } from "../../language/time-of-day";
import { ENGLISH_CLOCK_WORDS_PATTERN } from "./english-clock-words";
import type { AlarmWhen } from "./read-alarm";
import { stickySpans } from "./sticky-spans";

// Tomorrow as people type it in a hurry: "alarm tmrw 6am", "remind me tmr at 9 to call the bank".
const TOMORROW_SHORT = "(?:tmrw|tmr|tmrow|tomoz|2moro|2morrow)";
// English puts the day first and "at" between: "tomorrow at 5 pm"; the hour may be a word ("seven thirty").
// A typed short tomorrow may come after the time too ("6:30am tmrw"). The part of the day may come
// between the day and the clock ("tomorrow morning five thirty"), and "on" before the day ("on friday at 8 am").
const DAY_AND_TIME = new RegExp(
  `(?:(?<on>on\\s+)?(?<day>${DATE_WORD_PATTERN}|${TOMORROW_SHORT})\\s+)?(?:(?:in\\s+the\\s+)?(?<part>morning|afternoon|evening)\\s+)?(?<at>at\\s+)?(?:(?<time>${TIME_PATTERN})|(?<words>${ENGLISH_CLOCK_WORDS_PATTERN}))(?:\\s+(?<dayAfter>${TOMORROW_SHORT}))?`,
  "iuy",
);

function whenOf(match: RegExpExecArray): AlarmWhen & { terse: boolean } {
  const { on, day, part, at, time, words, dayAfter } = match.groups ?? {};
  // "alarm 6:30am", "alarm tmrw 7am": with no word between, the time only in figures, so "alarm two"
  // (a number, perhaps the second alarm) is not 2 o'clock.
  const terse = on === undefined && part === undefined && at === undefined && time !== undefined;
  return { day, part, time: time ?? words ?? "", dayAfter, terse };
}

// The last sentence's spans: both slot types read the same regex, run once per sentence.
let last: { text: string; spans: readonly SlotSpan[] } = { text: "", spans: [] };

function whenSpans(text: string): readonly SlotSpan[] {
  if (last.text !== text) last = { text, spans: stickySpans(DAY_AND_TIME, text, whenOf) };
  return last.spans;
}

/**
 * `{when:alarm_when_en}`: an alarm's day and time in English — "tomorrow at 5 pm", "on friday at 8 am",
 * "tomorrow morning five thirty", "6:30am tmrw", "in forty-five minutes" — as said, for `readAlarm`.
 */
export const ALARM_WHEN_EN_SLOT: SlotType = { name: "alarm_when_en", find: (text) => whenSpans(text) };

/** `{when:alarm_terse_en}`: the day and time of "alarm 6:30am", "alarm tmrw 7am": figures, no word between. */
export const ALARM_TERSE_EN_SLOT: SlotType = {
  name: "alarm_terse_en",
  find: (text) => whenSpans(text).filter((span) => (span.value as { terse: boolean }).terse),
};
