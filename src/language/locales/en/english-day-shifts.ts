import { caseless } from "../../word-rule";
import type { DayShiftWords } from "../locale-words";

// How many days, in a shift: 'two' of 'two days later'.
const ENGLISH_COUNT = `(?:\\d{1,2}|${caseless("an?|one|two|three|four|five|six|seven|eight|nine|ten")})`;
// 'the day after that': what the day is counted from, said or not.
const FROM_THAT = "(?: (?:that|it|this|that one))?";

/** Follow-ups in English that move the last date by days ('the day after that', 'two days later'); 'the day after tomorrow' is a date. */
export const ENGLISH_DAY_SHIFTS: DayShiftWords = {
  shifts: [
    // 'the day after that' 'the next day' 'the following day'
    { source: caseless(`(?:the )?(?:day after|next day|following day)${FROM_THAT}`), direction: 1 },
    // 'two days later' 'a day after that'
    { source: `(?<count>${ENGLISH_COUNT}) ${caseless(`days? (?:later|after${FROM_THAT})`)}`, direction: 1 },
    // 'the day before' 'the previous day'
    { source: caseless(`(?:the )?(?:day before|previous day|day prior)${FROM_THAT}`), direction: -1 },
    // 'two days earlier' 'a day before that'
    { source: `(?<count>${ENGLISH_COUNT}) ${caseless(`days? (?:earlier|before${FROM_THAT})`)}`, direction: -1 },
  ],
  countWords: { a: 1, an: 1 },
};
