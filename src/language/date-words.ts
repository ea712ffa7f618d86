import type { DateTime } from "luxon";
import { DATE_RULES } from "./date-rules";
import { normalizeText } from "./normalize-text";
import { PERIOD_RULES, type DaySpan } from "./period-rules";
import { caseless, findWord, joinSources, startOfToday, toIsoDate, wordRule, type WordRule } from "./word-rule";

/** The clock and time zone relative words are read in. */
export interface RelativeDateOptions {
  /** The moment "today" is read from. */
  now: Date;
  /** IANA time zone, e.g. "Asia/Taipei". */
  timeZone: string;
}

// A single day is a period too: 三天前的交易 is that one day.
const SPAN_RULES: readonly WordRule<DaySpan>[] = [
  ...PERIOD_RULES,
  ...DATE_RULES.map((rule) => ({
    regex: new RegExp(rule.regex.source, "g"),
    resolve: (groups: Record<string, string | undefined>, today: DateTime): DaySpan | null => {
      const date = rule.resolve(groups, today);
      return date ? { start: date, end: date } : null;
    },
  })),
];

/**
 * Regex source (no capturing groups) for one day: 今天, 明天, 後天, 大後天, 昨天, 前天, 今晚, 明早,
 * 三天前, 2天後, 一週後, 3個月前, 2026-03-10, 2026/3/10, 2026年3月10日, 3月10號, 5號, 這個月5號,
 * 下週五, 這禮拜三, 週日, 星期天, today, tomorrow, yesterday, tonight, 3 days ago, in 2 weeks,
 * next Friday, monday, March 10, 10 March 2026.
 */
export const DATE_WORD_PATTERN = joinSources(DATE_RULES);

/** Regex source (no capturing groups) for a span of days: every {@link DATE_WORD_PATTERN} word plus the periods {@link resolvePeriod} reads. */
export const PERIOD_WORD_PATTERN = joinSources(SPAN_RULES);

// The span a whole text names, or null when the text is more (or other) than one period word.
function wholeSpan(text: string, today: DateTime): DaySpan | null {
  const match = findWord(SPAN_RULES, text, today);
  return match && match.index === 0 && match.text.length === text.length ? match.value : null;
}

const NOW_WORD = /^(?:現在|目前|now)$/i;
const BARE_WEEKDAY = /^(?:週|周|星期|禮拜)[一二三四五六日天1-7]$|^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/i;
const BARE_DAY = /^(?:\d{1,2}|[一二三四五六七八九十]{1,3})號$/;

/** Where a range ends: 「二月一號到十五號」 is the 15th of February, 「上週一到週三」 that week's Wednesday. */
function rangeEnd(text: string, start: DateTime, today: DateTime): DateTime | null {
  const trimmed = text.trim();
  if (NOW_WORD.test(trimmed)) return today;
  const end = wholeSpan(trimmed, today)?.end;
  if (end === undefined) return null;
  if (BARE_WEEKDAY.test(trimmed)) return start.startOf("week").plus({ days: end.weekday - 1 });
  if (BARE_DAY.test(trimmed)) return start.set({ day: end.day }).month === start.month ? start.set({ day: end.day }) : null;
  return end;
}

/** "so far this month", 「今年到現在」: from the start of `from` to today. */
function soFar(from: DaySpan | null, today: DateTime): DaySpan | null {
  return from && from.start <= today ? { start: from.start, end: today } : null;
}

const P = PERIOD_WORD_PATTERN;
const RANGE_WORDS = "to|until|till|through|thru";
const SEPARATOR = `\\s*(?:到|至|~)\\s*|\\s+${caseless(`(?:${RANGE_WORDS}|and)`)}\\s+`;
const TO_NOW = `至今|以來|截至(?:目前|今天|現在)|到(?:目前|現在|今天)為止|${caseless("so far")}`;
const UNITS = caseless("(?:week|month|year)");

// 「二月一號到二月十五號」「從上週一至今」「今年以來」 "from March 1 to March 5", "between monday and
// friday", "since last month", "so far this year": one span, from the start of the first word to the end
// of the last (today for 現在, 至今, since …). A range that reads backwards (「三月到一月」) is no span.
const RANGE_RULE = wordRule<DaySpan>(
  `(?<lead>從|由|自|${caseless("(?:from|between)")}\\s+)?(?<from>${P})(?:(?<sep>${SEPARATOR})(?<to>${P}|現在|目前|${caseless("now")})(?:為止)?|\\s*(?<tail>${TO_NOW}|開始|起))` +
    `|${caseless("since")}\\s+(?<since>${P})` +
    `|(?:${caseless("so far this")}\\s+(?<unit>${UNITS})|${caseless("this")}\\s+(?<unit2>${UNITS})\\s+${caseless("so far")}|\\b(?<unit3>${UNITS})[-\\s]${caseless("to")}[-\\s]${caseless("date")})\\b`,
  (groups, today) => {
    const unit = (groups.unit ?? groups.unit2 ?? groups.unit3)?.toLowerCase();
    if (unit !== undefined) return soFar({ start: today.startOf(unit as "week" | "month" | "year"), end: today }, today);
    if (groups.since !== undefined) return soFar(wholeSpan(groups.since, today), today);
    const lead = groups.lead?.trim().toLowerCase();
    // 「從三月開始」 runs to today; 「三月起」 alone may be a plan.
    if (groups.tail !== undefined && /^(?:開始|起)$/.test(groups.tail) && (lead === undefined || lead === "between")) return null;
    if ((groups.sep?.trim().toLowerCase() === "and") !== (lead === "between")) return null;
    const from = wholeSpan(groups.from ?? "", today);
    if (from === null) return null;
    if (groups.to === undefined) return soFar(from, today);
    const end = rangeEnd(groups.to, from.start, today);
    return end && end >= from.start ? { start: from.start, end } : null;
  },
);

/**
 * Regex source (no capturing groups) for a range of days read as one span by {@link resolvePeriod}:
 * 「二月一號到二月十五號」「從上週一到今天」「三月一號至今」「今年以來」, "from March 1 to March 5",
 * "between monday and friday", "since last month", "so far this year". Put it before
 * {@link PERIOD_WORD_PATTERN} in an alternation, so the whole range is taken.
 */
export const PERIOD_RANGE_PATTERN = joinSources([RANGE_RULE]);

// One list, so that findWord indexes it once.
const RANGE_AND_SPAN_RULES = [RANGE_RULE, ...SPAN_RULES];

// After a period word, what starts a range: a word followed by 到/至/to that {@link RANGE_RULE} could not read is no period.
const RANGE_GOES_ON = new RegExp(`^(?:\\s*(?:到|至|~)|\\s+(?:${RANGE_WORDS})\\b)`, "i");

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
  const match = findWord(RANGE_AND_SPAN_RULES, normalized, today);
  if (match === null) return null;
  // 「二月一號到十五日」: a range that could not be read is not its first day.
  const after = normalized.slice(match.index + match.text.length);
  if (RANGE_GOES_ON.test(after) || (/^\s+and\s/i.test(after) && /\bbetween\s+$/i.test(normalized.slice(0, match.index)))) return null;
  return { start: toIsoDate(match.value.start), end: toIsoDate(match.value.end) };
}
