import type { DateTime } from "luxon";
import type { DaySpan } from "../calendar";
import type { RangeWords } from "./range-words";
import type { TextNormalization } from "./text-normalization";
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
  /**
   * True when the number `text` holds from `start` to `end` may be part of a name or a word rather than a
   * count (「6號線」, 「一下」): templates then read it both ways. A number glued to Latin letters ("A380") is
   * doubtful in every language.
   */
  readonly doubtful?: (text: string, start: number, end: number) => boolean;
  /** Words after a number that make it money in the speaker's own currency: 塊, 元 (longer words first). */
  readonly moneyWords?: readonly string[];
}

/**
 * How a language says which one of a list (the `ordinal` slot): regex sources, each with a named
 * group `number`, read as a number (「第二個」 → 2), or `word`, looked up in {@link words} ("second" → 2).
 */
export interface OrdinalWords {
  readonly patterns: readonly string[];
  /** Ordinal words (lower case) and their numbers: `{ first: 1 }`. */
  readonly words?: Readonly<Record<string, number>>;
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

/** A part of the day, as the clock reads it: 下午三點 and "3 in the afternoon" are 15:00. */
export type PartOfDay = "small hours" | "morning" | "noon" | "afternoon" | "evening";

/**
 * How a language says a time of day (regex sources, no capturing groups but these named ones;
 * the shared reader renames them so that languages never clash):
 * - a clock: `hour`, `minute`, `minuteWord` (minutes by {@link minuteWords}: 半, 一刻),
 *   `meridiem` (hours added by {@link meridiems}: "pm");
 * - a part of the day after a clock: `day` ("tomorrow morning");
 * - a time from now: `amount` ({@link amountWords} or a number), `unit` ({@link unitMinutes}), `half`.
 */
export interface TimeWords {
  /** Clocks, tried in order: 「七點半」, "7:30 pm", "at 7". */
  readonly clocks?: readonly string[];
  /** Words for noon and for midnight. */
  readonly noon?: string;
  readonly midnight?: string;
  /** Parts of the day said before a clock: 早上, 下午. */
  readonly partsBefore?: string;
  /** Parts of the day said after a clock: "in the morning", "tonight", "tomorrow morning". */
  readonly partsAfter?: string;
  /** A part of the day after the day said after a clock: "6:45 on friday morning". */
  readonly partAfterDay?: string;
  /** Between a day and its clock: 「明天的七點」. */
  readonly dayLink?: string;
  /** Before a clock said after its day: "tomorrow at 7". */
  readonly clockAfterDay?: string;
  /** Before a day said after its clock: "7 pm on friday". */
  readonly dayAfterClock?: string;
  /** A time from now: 「十分鐘後」, "in 20 minutes". */
  readonly fromNow?: string;
  /** Minutes of a `minuteWord`: `{ 半: 30 }`. */
  readonly minuteWords?: Readonly<Record<string, number>>;
  /** Hours a `meridiem` (lower case) adds to a 12-hour clock: `{ pm: 12, am: 0 }`. */
  readonly meridiems?: Readonly<Record<string, number>>;
  /** An `amount` said in words (lower case): `{ 半: 0.5, an: 1 }`. */
  readonly amountWords?: Readonly<Record<string, number>>;
  /** Minutes in a `unit` (lower case); a unit not listed is a minute. */
  readonly unitMinutes?: Readonly<Record<string, number>>;
  /** The part of the day a part-of-day word names; undefined for another language's word. */
  readonly partOfDay?: (word: string) => PartOfDay | undefined;
  /** The part of the day a day word carries: 今晚, "tonight". */
  readonly partOfDayWord?: (dayWord: string) => PartOfDay | undefined;
}

/**
 * How a language says a length of time (「一個半小時」, "an hour and a half"): one part as a regex
 * source whose named groups are `amount` ({@link amountWords} or a number), `unit`
 * ({@link unitSeconds}) and `half` or `halfAfter` (half a unit more).
 */
export interface DurationWords {
  /** One amount and its unit: 「十分鐘」, "20 minutes". */
  readonly part: string;
  /** Seconds in a unit (lower case, without a plural s): `{ 分鐘: 60, hour: 3600 }`. */
  readonly unitSeconds: Readonly<Record<string, number>>;
  /** An amount said in words (lower case): `{ 半: 0.5, an: 1 }`. */
  readonly amountWords?: Readonly<Record<string, number>>;
  /** What may join two parts ("an hour and 30 minutes"): `and`. */
  readonly joiner?: string;
}

/** How a language moves the day last asked about (「再隔天」 'the day after that'). */
export interface DayShiftWords {
  /** Each way of moving it, a regex source (a named group `count` where the number of days is said) and its direction. */
  readonly shifts: readonly { readonly source: string; readonly direction: 1 | -1 }[];
  /** A `count` said in words (lower case) that no number reads: `{ a: 1 }`. */
  readonly countWords?: Readonly<Record<string, number>>;
}

/** How a language names the last day of a month (「月底」「下個月底」). */
export interface MonthEndWords {
  /** Regex source (no capturing groups) of the last day of a month as a day is named. */
  readonly pattern: string;
  /** How many months on from this one a text the pattern matched names: 「下個月底」 → 1. */
  readonly monthsAhead: (said: string) => number;
}

/** How a language says a follow-up: 「那高雄呢」「換成五百塊」「不是台北 是台中」, 'what about Tokyo', 'make it 500', 'no, I meant Osaka'. */
export interface FollowUpWords {
  /** The last request understood wrongly, put right. */
  readonly corrected?: readonly RegExp[];
  /** The last request with something changed in it. */
  readonly changed?: readonly RegExp[];
  /** The last request asked about something else. */
  readonly asked?: readonly RegExp[];
  /** Said before a shift of the day asked about ('and the day after that?'), as regex alternatives: `那|那麼`. */
  readonly beforeDayShift?: string;
  /** A fragment that is a question of its own, not a fragment: 「為什麼」, 'why'. */
  readonly notFragments?: readonly RegExp[];
  /** Prepositions before a fragment that add nothing ('what about in Paris'), as regex alternatives. */
  readonly prepositions?: string;
  /** Those of {@link prepositions} that ask for the result in the fragment ('and in pounds?'): a change. */
  readonly into?: string;
  /** A follow-up's opening as people text it, and as it is read: `[/^n\s+(?=[a-z])/iu, "and "]`. */
  readonly textedOpening?: readonly [texted: RegExp, word: string];
}

/** How a language is written down by a speech recognizer, and read as it was meant. */
export interface SpokenWords {
  /** A figure taken back and the one meant (named groups `before` and `meant`): 「七點 不對 七點半」, "six no seven". */
  readonly correction?: RegExp;
  /** Figures and days said in several words, written as the readers take them: "a hundred and fifty" → "150". */
  readonly writeFigures?: (text: string) => string;
  /** The text without a word said again as the speaker started over: 「台中 台中明天天氣」 → 「台中明天天氣」. */
  readonly dropRestarts?: (text: string) => string;
}

/** What a place's name looks like in a language, for the text a weather phrase took for a place. */
export interface PlaceWords {
  /** A name in this language's script: 「高雄」, "Los Angeles". */
  readonly name: RegExp;
  /** Whether a name in its script is a place: no time word, room, sentence word … (`saysPeriodWord`: the text is one period word). */
  readonly isPlace: (name: string, saysPeriodWord: (text: string) => boolean) => boolean;
}

/** How a language withdraws a request, asks to hear an answer again, and goes back to a subject. */
export interface ConversationWords {
  /** Whole clauses that withdraw the request a question was asked about: 「算了」, 'never mind'. */
  readonly cancellations?: readonly RegExp[];
  /** The clear withdrawals that may come before a new request (「不用了」; a bare 「不要」 negates the request instead). */
  readonly leadingCancellations?: readonly RegExp[];
  /** A withdrawal as a speech recognizer writes it, the request following with no pause marked ('actually never mind delete it'). */
  readonly spokenCancellationLead?: RegExp;
  /** Clauses said around a withdrawal that add nothing to it, as regex alternatives: 好啦, thanks. */
  readonly fillers?: string;
  /** Whole clauses that ask to hear the last answer again: 「再說一次」, 'say that again'. */
  readonly repeatRequests?: readonly RegExp[];
  /** Sounds said before asking again, which ask nothing alone, as regex alternatives: 蛤, huh. */
  readonly interjections?: string;
  /** An apology and a bare what, which together ask again: 'sorry, what?'. */
  readonly sorryWhat?: RegExp;
  /** A lead that goes back to an earlier subject: 「回到剛剛那個」, 'go back to the'. */
  readonly returnLead?: RegExp;
  /** Words between a subject gone back to and what is asked of it, as regex alternatives: 的部分. */
  readonly afterSubject?: string;
  /** Whole sentences that delete the last result: 「把剛剛那個刪掉」, 'delete that'. */
  readonly deleteLast?: readonly RegExp[];
  /** Whole sentences that ask what the last result was: 「剛剛設的鬧鐘是幾點」, 'what time was that'. */
  readonly showLast?: readonly RegExp[];
  /** Pointing at a record by its having just been made: 「剛剛新增的」, 'the one I just added'. */
  readonly madeJustNow?: readonly RegExp[];
  /** Words said before pointing back that add nothing, as regex alternatives: 等等, 'actually'. */
  readonly discourseMarkers?: string;
  /** Its follow-ups: each pattern has a named group `fragment`; corrections are tried first, then changes, then askings. */
  readonly followUps?: FollowUpWords;
  /** Words as people text them, each with the word spelled out: `[/\bpls\b/gi, "please"]`. */
  readonly texted?: readonly (readonly [texted: RegExp, word: string])[];
}

/** A language's words for numbers, days, periods and sentence-template rules: one field each, all optional. */
export interface LocaleWords {
  /** How its text is written the one way its words are read, before any word is read. */
  readonly normalize?: TextNormalization;
  /** Its numbers in words. */
  readonly numbers?: NumberWords;
  /** Its ways of naming one day (「明天」, "next friday"), built on every language's numbers. */
  readonly dateRules?: (numbers: NumberReader) => readonly WordRule<DateTime>[];
  /** Its ways of naming a span of days (「上個月」, "last week"), built on every language's numbers. */
  readonly periodRules?: (numbers: NumberReader) => readonly WordRule<DaySpan>[];
  /** Its words that join period words into a range (「二月一號到十五號」, "since last month"). */
  readonly ranges?: RangeWords;
  /** Its times of day, built on every language's numbers. */
  readonly times?: (numbers: NumberReader) => TimeWords;
  /**
   * Characters its names may be written either way even after normalisation, each with its other form:
   * `{ 台: "臺" }` (Taiwan writes both, and normalisation keeps what was written).
   */
  readonly variants?: Readonly<Record<string, string>>;
  /** Its names of currencies (lower case), each with its ISO 4217 code: `{ 美金: "USD", bucks: "USD" }`. */
  readonly currencyNames?: Readonly<Record<string, string>>;
  /** Its last day of a month, a day of its own beside the date rules. */
  readonly monthEnd?: MonthEndWords;
  /** Its follow-ups that move the last date by days. */
  readonly dayShifts?: DayShiftWords;
  /** Words of another language said inside this one's sentences, and what they mean there: `["alarm", "鬧鐘"]`. */
  readonly borrowed?: readonly (readonly [said: string, read: string])[];
  /** Words its speakers say otherwise (Taiwanese 甘有要), and the words they are read as: `["甘有", "有沒有"]`. */
  readonly saidOtherwise?: readonly (readonly [said: string, read: string])[];
  /**
   * Its answer to a confirmation question (the text normalised, in lower case; the question as asked, normalised):
   * "yes", "no", or null when the text is no answer in this language (a new request).
   */
  readonly readAnswer?: (text: string, question: string | undefined) => "yes" | "no" | null;
  /** What a place's name looks like in it. */
  readonly place?: PlaceWords;
  /** Its spoken form: self-corrections, figures in words, restarts. */
  readonly spoken?: SpokenWords;
  /** Its words for withdrawing, asking again and going back. */
  readonly conversation?: ConversationWords;
  /** Its ordinals (the `ordinal` slot). */
  readonly ordinals?: OrdinalWords;
  /** Its lengths of time (the `duration` slot), built on every language's numbers. */
  readonly durations?: (numbers: NumberReader) => DurationWords;
  /** Words the digit-only date rules read after a figure. */
  readonly figures?: FigureWords;
  /**
   * Its alternatives for the rules every sentence template may use (`<please>`, `<ask>`,
   * `<look_up>`, `<what>`, `<end>`, `<how>`), each a template: `{ ask: "請問|告訴我" }`.
   */
  readonly templateRules?: Readonly<Record<string, string>>;
}
