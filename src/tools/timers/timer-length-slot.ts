import type { SlotSpan, SlotType } from "../../language/templates/slot-type";
import { DURATION_PATTERN, readDuration } from "./read-duration";

const DURATION = new RegExp(DURATION_PATTERN, "giu");
// What a duration's pattern takes after it ("5 minutes, and"): a pause is no part of the length.
const TRAILING = /(?:[\s,]|\band\b|又|零)+$/iu;

/**
 * `{seconds:timer_length}`: how long a timer runs, read as `readDuration` reads it (「十分鐘」「一個半小時」「兩分半」
 * 「一刻鐘」, "5 minutes", "a quarter of an hour"): one second to one day, in seconds (longer is an alarm).
 */
export const TIMER_LENGTH_SLOT: SlotType = {
  name: "timer_length",
  find: (text) => {
    const spans: SlotSpan[] = [];
    DURATION.lastIndex = 0;
    for (const match of text.matchAll(DURATION)) {
      const said = match[0].replace(TRAILING, "");
      const seconds = readDuration(said);
      if (said === "" || seconds === null || seconds < 1 || seconds > 24 * 3600) continue;
      spans.push({ start: match.index, end: match.index + said.length, value: seconds });
    }
    return spans;
  },
};
