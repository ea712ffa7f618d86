/**
 * How a language joins period words into a range of days (「二月一號到十五號」「從上週一至今」, "from
 * March 1 to March 5", "since last month"). Every field is a regex source with no capturing groups
 * (but the one named below), written to match either case; the machinery joins each field of every
 * language into one alternation, in registration order.
 *
 * Two readers read ranges: `findRange` (`period-range.ts`, behind `resolvePeriod` and
 * `PERIOD_RANGE_PATTERN`) and the `period` slot of the sentence templates. They share the words at
 * the top level; where they read different words, each has its own list ({@link findRange},
 * {@link periodSlot}).
 */
export interface RangeWords {
  /** Between two period words, spaces or none around it: 到, 至, ~. */
  readonly joiners?: string;
  /** Between two period words, a space on each side: "to", "until", "through". */
  readonly spacedJoiners?: string;
  /** Before the first of two period words, glued to it: 從, 由, 自. */
  readonly leads?: string;
  /** Before the first of two period words, a space after it: "from", "between". */
  readonly spacedLeads?: string;
  /** The lead that needs {@link and} (and no other joiner) between the two: "between". */
  readonly between?: string;
  /** What joins two period words after {@link between}: "and". */
  readonly and?: string;
  /** After a period word, from it on: 開始, 起 (「從三月開始」; 「三月起」 alone may be a plan, and is no range). */
  readonly onwards?: string;
  /** Before a period word, from it to today: "since". */
  readonly since?: string;
  /** A weekday said alone as a range's end, in the week of its first word (「上週一到週三」): 週三, "wednesday". */
  readonly bareWeekday?: string;
  /** The words only `findRange` reads. */
  readonly findRange?: {
    /** The end of a range said as now: 現在, "now" (「上週一到現在」). */
    readonly now?: string;
    /** After a period word, to today: 至今, 以來, 截至今天, 到現在為止, "so far". */
    readonly toNow?: string;
    /** After a range's end, adding nothing: 為止. */
    readonly until?: string;
    /** A day of the month said alone as a range's end, in the month of its first word: 十五號. */
    readonly bareDay?: string;
    /**
     * A unit of the calendar from its start to today: "so far this month", "month-to-date". Each a
     * regex source with a named group `unit` whose text, in lower case, is "week", "month" or "year".
     */
    readonly soFar?: readonly string[];
  };
  /** The words only the `period` slot reads. */
  readonly periodSlot?: {
    /** After a period word, to today: 至今, 以來, 到現在(為止), "so far". */
    readonly toNow?: string;
    /** A day of the month said alone as a range's end, in the month of its first word: 十五號, 十五日. */
    readonly bareDay?: string;
    /** A period word that is a unit of the calendar, which "so far" may follow or come before: "this month". */
    readonly unit?: string;
    /** Before such a unit, to today: "so far" ("so far this year"). */
    readonly soFarBefore?: string;
    /** After such a unit, to today: "so far", "-to-date" ("this year so far", "year-to-date"). */
    readonly soFarAfter?: string;
  };
}
