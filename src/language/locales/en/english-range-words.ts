import { caseless } from "../../word-rule";
import type { RangeWords } from "../range-words";

const UNIT = caseless("(?:week|month|year)");
const SO_FAR = caseless("so far");

/**
 * How English joins period words into a range: "from March 1 to March 5", "between monday and
 * friday", "since last month", "so far this year", "this month so far", "year-to-date".
 */
export const ENGLISH_RANGE_WORDS: RangeWords = {
  spacedJoiners: caseless("to|until|till|through|thru"),
  spacedLeads: caseless("(?:from|between)"),
  between: caseless("between"),
  and: caseless("and"),
  since: caseless("since"),
  bareWeekday: caseless("monday|tuesday|wednesday|thursday|friday|saturday|sunday"),
  findRange: {
    now: caseless("now"),
    toNow: SO_FAR,
    soFar: [
      `${caseless("so far this")}\\s+(?<unit>${UNIT})`,
      `${caseless("this")}\\s+(?<unit>${UNIT})\\s+${SO_FAR}`,
      `\\b(?<unit>${UNIT})[-\\s]${caseless("to")}[-\\s]${caseless("date")}`,
    ],
  },
  periodSlot: {
    toNow: SO_FAR,
    unit: `(?:${caseless("this")}\\s+)?${UNIT}`,
    soFarBefore: `\\b${SO_FAR}\\s+`,
    soFarAfter: `\\s+${SO_FAR}\\b|[-\\s]${caseless("to")}[-\\s]${caseless("date")}\\b`,
  },
};
