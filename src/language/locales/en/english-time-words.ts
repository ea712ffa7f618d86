import { caseless } from "../../word-rule";
import type { NumberReader, PartOfDay, TimeWords } from "../locale-words";

// "in the morning", "tomorrow morning", "this evening", "at night", "tonight".
const PART_OF_DAY = caseless("(?:morning|afternoon|evening|night)");

function partOfDay(word: string): PartOfDay | undefined {
  if (/\p{Script=Han}/u.test(word)) return undefined;
  if (/morning/i.test(word)) return "morning";
  if (/afternoon/i.test(word)) return "afternoon";
  return "evening";
}

/**
 * Times of day in English: 7:30 am, 7am, 7 pm tomorrow, 6:45 on friday morning, at 7, 7 o'clock,
 * 8 tonight, noon, midnight, and times from now: in 20 minutes, in an hour and a half.
 */
export function englishTimeWords({ pattern: NUMBER_PATTERN }: NumberReader): TimeWords {
  return {
    clocks: [
      `(?<![\\d:])(?<hour>\\d{1,2})(?::(?<minute>\\d{2}))?\\s*(?<meridiem>${caseless("am|pm|a\\.m\\.|p\\.m\\.")})(?![A-Za-z])`,
      // "at 7" alone; "at 5 pm" and "at 7:30" are read by the forms above, from the number on.
      `\\b${caseless("at")}\\s+(?<hour>\\d{1,2})(?:\\s+${caseless("o'clock")})?(?![\\d:.]|\\s*[aApP]\\.?[mM]\\b)`,
      `\\b(?<hour>\\d{1,2})\\s+${caseless("o'clock")}`,
      // A bare hour only with the part of the day after it: "7 in the morning", "8 tonight".
      `\\b(?<hour>\\d{1,2})(?=\\s+(?:${caseless("in the |this |tomorrow |today ")})?(?:${PART_OF_DAY}|${caseless("at night|tonight")}))`,
    ],
    noon: `\\b${caseless("noon|midday")}\\b`,
    midnight: `\\b${caseless("midnight")}\\b`,
    partsAfter: `(?:${caseless("in the ")}|${caseless("this ")}|(?<day>${caseless("tomorrow|today")}) )?${PART_OF_DAY}|${caseless("at night|tonight")}`,
    partAfterDay: PART_OF_DAY,
    clockAfterDay: caseless("at"),
    dayAfterClock: caseless("on"),
    fromNow: `\\b${caseless("in")}\\s+(?<amount>${NUMBER_PATTERN}|${caseless("an?|half an")})\\s+(?<unit>${caseless("hours?|minutes?|mins?")})(?<half>\\s+${caseless("and a half")})?\\b`,
    meridiems: { am: 0, "a.m.": 0, pm: 12, "p.m.": 12 },
    amountWords: { a: 1, an: 1, "half an": 0.5 },
    unitMinutes: { hour: 60, hours: 60 },
    partOfDay,
    partOfDayWord: (dayWord) => (/tonight/i.test(dayWord) ? "evening" : undefined),
  };
}
