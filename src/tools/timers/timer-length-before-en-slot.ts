import type { SlotSpan, SlotType } from "../../language/templates/slot-type";
import { readDuration } from "./read-duration";

// "10 minute", "3-minute", "90 second": a length said before the word timer.
const LENGTH =
  /\b(?<amount>\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty-five|sixty|ninety)[\s-](?<unit>minutes?|mins?|seconds?|secs?|hours?)\b/giu;

/** `{seconds:timer_length_before_en}`: a length said before the word timer ("a 10 minute timer", "a 3-minute timer"), in seconds. */
export const TIMER_LENGTH_BEFORE_EN_SLOT: SlotType = {
  name: "timer_length_before_en",
  find: (text) => {
    const spans: SlotSpan[] = [];
    LENGTH.lastIndex = 0;
    for (const match of text.matchAll(LENGTH)) {
      const seconds = readDuration(`${match.groups?.amount ?? ""} ${match.groups?.unit ?? ""}`);
      if (seconds === null || seconds < 1 || seconds > 24 * 3600) continue;
      spans.push({ start: match.index, end: match.index + match[0].length, value: seconds });
    }
    return spans;
  },
};
