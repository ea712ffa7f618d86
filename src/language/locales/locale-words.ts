import type { DateTime } from "luxon";
import type { DaySpan } from "../calendar";
import type { WordRule } from "../word-rule";

/** Every registered language's numbers read as one: what a locale's date and time rules are built with. */
export interface NumberReader {
  /** Regex source (no capturing groups) of one number: digits, or words of any registered language. */
  readonly pattern: string;
  /** The value of a number {@link pattern} matched whole, else null. */
  readonly parse: (text: string) => number | null;
}

/** How a language says numbers in words: 「一百二十」「兩萬五」, "twenty". */
export interface NumberWords {
  /** Regex source (no capturing groups) of one number said in this language's words. */
  readonly pattern: string;
  /** The value of a text {@link pattern} matched whole; null for a text that is not this language's number. */
  readonly parse: (text: string) => number | null;
  /** A regex character class of the units that may follow digits ("2.5萬", "3千"); none by default. */
  readonly unitsAfterDigits?: string;
  /** What one of {@link unitsAfterDigits} multiplies by (萬 → 10000). */
  readonly unitValue?: (unit: string) => number | undefined;
}

/**
 * What a figure needs after it to be read as a date: words that make it a sum (「3/15等於多少」) or a
 * count (「2024元」) rather than March 15 or a year. Read by the date rules every language shares.
 */
export interface FigureWords {
  /** Words after "3/15" that make it a division: 等於, 是多少. */
  readonly arithmetic?: readonly string[];
  /** Words after a bare "2024" that make it an amount or a count, not a year: 元, 塊, 個. */
  readonly countAfterYear?: readonly string[];
}

/** A language's words for numbers, days, periods and sentence-template rules: one field each, all optional. */
export interface LocaleWords {
  /** Its numbers in words. */
  readonly numbers?: NumberWords;
  /** Its ways of naming one day (「明天」, "next friday"), built on every language's numbers. */
  readonly dateRules?: (numbers: NumberReader) => readonly WordRule<DateTime>[];
  /** Its ways of naming a span of days (「上個月」, "last week"), built on every language's numbers. */
  readonly periodRules?: (numbers: NumberReader) => readonly WordRule<DaySpan>[];
  /** Words the digit-only date rules read after a figure. */
  readonly figures?: FigureWords;
  /**
   * Its alternatives for the rules every sentence template may use (`<please>`, `<ask>`,
   * `<look_up>`, `<what>`, `<end>`, `<how>`), each a template: `{ ask: "請問|告訴我" }`.
   */
  readonly templateRules?: Readonly<Record<string, string>>;
}
