import { DATE_RULES } from "./date-rules";
import { normalizeText } from "./normalize-text";
import { findRange, rangeSource } from "./period-range";
import { RANGE_WORDS } from "./range-words";
import { firstRuleWord, saysRuleWord, type WordSpot } from "./rule-search";
import { SPAN_RULES } from "./span-rules";
import { findWord, joinSources, startOfToday, toIsoDate } from "./word-rule";

/** The clock and time zone relative words are read in. */
export interface RelativeDateOptions {
  /** The moment "today" is read from. */
  now: Date;
  /** IANA time zone, e.g. "Asia/Taipei". */
  timeZone: string;
}

/**
 * Regex source (no capturing groups) for one day: 今天, 明天, 後天, 大後天, 昨天, 前天, 今晚, 明早,
 * 三天前, 2天後, 一週後, 3個月前, 2026-03-10, 2026/3/10, 2026年3月10日, 3月10號, 5號, 這個月5號,
 * 下週五, 這禮拜三, 週日, 星期天, today, tomorrow, yesterday, tonight, 3 days ago, in 2 weeks,
 * next Friday, monday, March 10, 10 March 2026.
 */
export const DATE_WORD_PATTERN = joinSources(DATE_RULES);

/** Regex source (no capturing groups) for a span of days: every {@link DATE_WORD_PATTERN} word plus the periods {@link resolvePeriod} reads. */
export const PERIOD_WORD_PATTERN = joinSources(SPAN_RULES);

/**
 * Regex source (no capturing groups) for a range of days read as one span by {@link resolvePeriod}:
 * 「二月一號到二月十五號」「從上週一到今天」「三月一號至今」「今年以來」, "from March 1 to March 5",
 * "between monday and friday", "since last month", "so far this year". Put it before
 * {@link PERIOD_WORD_PATTERN} in an alternation, so the whole range is taken. The library itself
 * finds ranges with `findRange`, from the period words' own rules.
 */
export const PERIOD_RANGE_PATTERN = rangeSource(PERIOD_WORD_PATTERN);

/**
 * The first day word in `text` (a {@link DATE_WORD_PATTERN} word, read with the regex `flags`, e.g.
 * "iu"), where `new RegExp(DATE_WORD_PATTERN, flags).exec(text)` finds it, or null. Searched with each
 * rule's own small pattern.
 */
export function findDateWord(text: string, flags = ""): WordSpot | null {
  return firstRuleWord(DATE_RULES, text, flags);
}

/** The first period word (or day word) in `text`, as {@link findDateWord} finds a day word, or null. */
export function findPeriodWord(text: string, flags = ""): WordSpot | null {
  return firstRuleWord(SPAN_RULES, text, flags);
}

/**
 * Whether `text` starts with a period word (or day word), read with the regex `flags`; with `whole`,
 * whether it is one and nothing more (`^(?:PERIOD_WORD_PATTERN)$`).
 */
export function saysPeriodWord(text: string, options: { flags?: string; whole?: boolean } = {}): boolean {
  return saysRuleWord(SPAN_RULES, text, options);
}

// After a period word, what starts a range: a word followed by 到/至/to that no range could read is no period.
const RANGE_GOES_ON = new RegExp(`^(?:\\s*(?:${RANGE_WORDS.joiners})|\\s+(?:${RANGE_WORDS.spacedJoiners})\\b)`, "i");
// 「between monday and」: an and after a period word that a between comes before.
const AND_AFTER = new RegExp(`^\\s+(?:${RANGE_WORDS.and})\\s`, "i");
const BETWEEN_BEFORE = new RegExp(`\\b(?:${RANGE_WORDS.between})\\s+$`, "i");

/**
 * The first day named in `text` (either script; normalised with `normalizeText`) as "YYYY-MM-DD" in `timeZone`, or null. A bare weekday (週五,
 * friday) is the next such day, today included; 下週五 and "next friday" are in next week
 * (weeks start on Monday); "last friday" is the latest Friday before today.
 *
 * @example
 * ```ts
 * resolveDate("明天", { now: new Date("2026-03-10T01:00:00Z"), timeZone: "Asia/Taipei" }); // "2026-03-11"
 * ```
 */
export function resolveDate(text: string, { now, timeZone }: RelativeDateOptions): string | null {
  const today = startOfToday(now, timeZone);
  if (!today.isValid) return null;
  const match = findWord(DATE_RULES, normalizeText(text), today);
  return match ? toIsoDate(match.value) : null;
}

/**
 * The first span of days named in `text` (either script), both ends included, as "YYYY-MM-DD", or null.
 * Weeks start on Monday. 今天/昨天/N天前/N天後/a date → that one day; 本週/這週/這禮拜/this week,
 * 上週/上禮拜/last week, 下週; 本月/這個月/this month, 上個月/last month; 今年/this year,
 * 去年/last year, 前年, 明年; 最近N天/過去N週/近N個月/last N days/past week (the N units ending today);
 * YYYY年/YYYY/in 2020 (that year); YYYY年M月/今年3月/2024-03/March 2024 (that month); a bare
 * 3月/in March (the latest such month that has begun).
 *
 * @example
 * ```ts
 * resolvePeriod("上個月", { now: new Date("2026-03-10T01:00:00Z"), timeZone: "Asia/Taipei" });
 * // { start: "2026-02-01", end: "2026-02-28" }
 * ```
 */
export function resolvePeriod(text: string, { now, timeZone }: RelativeDateOptions): { start: string; end: string } | null {
  const today = startOfToday(now, timeZone);
  if (!today.isValid) return null;
  const normalized = normalizeText(text);
  const range = findRange(normalized, today);
  const span = findWord(SPAN_RULES, normalized, today);
  // The leftmost, then the longest; a range wins a tie.
  const match =
    range && (span === null || range.index < span.index || (range.index === span.index && range.text.length >= span.text.length))
      ? range
      : span;
  if (match === null) return null;
  // 「二月一號到十五日」: a range that could not be read is not its first day.
  const after = normalized.slice(match.index + match.text.length);
  if (RANGE_GOES_ON.test(after) || (AND_AFTER.test(after) && BETWEEN_BEFORE.test(normalized.slice(0, match.index)))) return null;
  return { start: toIsoDate(match.value.start), end: toIsoDate(match.value.end) };
}
