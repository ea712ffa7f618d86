import type { DateTime } from "luxon";
import { calendarDate, MONTH_NAME_PATTERN, monthFromName, SMALL_NUMBER, WEEK_WORD, WEEKDAY_END } from "./date-rules";
import { NUMBER_PATTERN, parseNumber } from "./number-words";
import { caseless, wordRule, type WordRule } from "./word-rule";

/** A span of whole days, both ends included. */
export interface DaySpan {
  start: DateTime;
  end: DateTime;
}

type Unit = "day" | "week" | "month" | "year";

function span(date: DateTime, unit: Unit): DaySpan {
  const start = date.startOf(unit);
  if (unit === "month") return { start, end: start.set({ day: start.daysInMonth ?? 28 }) };
  if (unit === "year") return { start, end: start.set({ month: 12, day: 31 }) };
  return { start, end: unit === "week" ? start.plus({ days: 6 }) : start };
}

function unitOf(word: string): Unit | null {
  const lower = word.toLowerCase();
  if (/天|日|day/.test(lower)) return "day";
  if (/週|周|星期|禮拜|week/.test(lower)) return "week";
  if (/月|month/.test(lower)) return "month";
  if (/年|year/.test(lower)) return "year";
  return null;
}

/** The `count` units that end today: 最近3天 → the day before yesterday to today. */
function rolling(today: DateTime, count: number | null, unit: Unit | null): DaySpan | null {
  if (count === null || count <= 0 || unit === null) return null;
  return { start: today.minus({ [`${unit}s`]: count }).plus({ days: 1 }), end: today };
}

const RELATIVE: Record<string, number> = {
  上上: -2,
  上: -1,
  這: 0,
  本: 0,
  今: 0,
  下: 1,
  下下: 2,
  last: -1,
  this: 0,
  next: 1,
  previous: -1,
  current: 0,
};
const YEAR_WORDS: Record<string, number> = { 前年: -2, 去年: -1, 今年: 0, 本年: 0, 明年: 1 };

/** The most recent `month` (1–12) that has begun: 12月 read in March is last December. */
function latestMonth(today: DateTime, month: number): DateTime {
  const year = month > today.month ? today.year - 1 : today.year;
  return today.set({ year, month, day: 1 });
}

/** Every way of naming a span of days, beside the single days of DATE_RULES. */
export const PERIOD_RULES: readonly WordRule<DaySpan>[] = [
  // 這週末 is that week's Saturday and Sunday, not the week. A bare 週末 or "the weekend" (the last
  // one or the next?) is left unread.
  wordRule(
    `(?<rel>上上|這|本|今|下下|上|下)個?${WEEK_WORD}末|\\b(?<rel2>${caseless("last|this|next|previous")})\\s+${caseless("weekend")}\\b`,
    (groups, today) => {
      const saturday = today.startOf("week").plus({ weeks: RELATIVE[groups.rel ?? groups.rel2?.toLowerCase() ?? ""] ?? 0, days: 5 });
      return { start: saturday, end: saturday.plus({ days: 1 }) };
    },
  ),
  wordRule(`(?<rel>上上|這|本|今|下下|上|下)個?${WEEK_WORD}(?![一二三四五六日天1-7]${WEEKDAY_END}|末)`, (groups, today) =>
    span(today.plus({ weeks: RELATIVE[groups.rel ?? ""] ?? 0 }), "week"),
  ),
  // A numeral after 月 starts a day (這個月一號), but not in 一共 or 一整: 「這個月一共花了多少」.
  wordRule("(?<rel>上上|這|本|下下|上|下)個?月(?!\\d|(?!一共|一整)[一二三四五六七八九十]|份?[日號])", (groups, today) =>
    span(today.plus({ months: RELATIVE[groups.rel ?? ""] ?? 0 }), "month"),
  ),
  // 「去年一整年」「今年全年」 are the year itself.
  wordRule("(?<word>前年|去年|今年|本年|明年)(?:一?整年|全年)?(?!\\d|(?!一共)[一二三四五六七八九十])", (groups, today) =>
    span(today.plus({ years: YEAR_WORDS[groups.word ?? ""] ?? 0 }), "year"),
  ),
  wordRule(`\\b(?<rel>${caseless("last|this|next|previous|current")})\\s+(?<unit>${caseless("week|month|year")})\\b`, (groups, today) => {
    const unit = unitOf(groups.unit ?? "") ?? "day";
    return span(today.plus({ [`${unit}s`]: RELATIVE[groups.rel?.toLowerCase() ?? ""] ?? 0 }), unit);
  }),
  wordRule(`(?:最近|過去|近)(?:的)?(?<n>${NUMBER_PATTERN})\\s*(?<unit>天|日|個?${WEEK_WORD}|個?月|年)`, (groups, today) =>
    rolling(today, parseNumber(groups.n ?? ""), unitOf(groups.unit ?? "")),
  ),
  wordRule(
    `\\b(?:${caseless("the")}\\s+)?${caseless("(?:last|past)")}\\s+(?:(?<n>${NUMBER_PATTERN})\\s+)?(?<unit>${caseless("days?|weeks?|months?|years?")})\\b`,
    (groups, today) => {
      const count = groups.n === undefined ? 1 : parseNumber(groups.n);
      // "last week" alone is the calendar week before this one (an earlier rule); "past week" rolls.
      return rolling(today, count, unitOf(groups.unit ?? ""));
    },
  ),
  wordRule(
    `(?:(?<y>\\d{4}|[零〇一二三四五六七八九]{4})\\s?年\\s?|(?<yw>前年|去年|今年|本年))(?<m>${SMALL_NUMBER})\\s?月份?(?!\\s?(?:[\\d一二三四五六七八九十]|[日號]))`,
    (groups, today) => {
      const year = groups.y === undefined ? today.year + (YEAR_WORDS[groups.yw ?? ""] ?? 0) : parseNumber(groups.y);
      const month = parseNumber(groups.m ?? "");
      const first = year && month ? calendarDate(year, month, 1) : null;
      return first ? span(first, "month") : null;
    },
  ),
  wordRule("(?<![\\d.,:/-])(?<y>(?:19|20)\\d{2})[-/](?<m>\\d{1,2})(?![\\d/-])", (groups, _today) => {
    const first = calendarDate(Number(groups.y), Number(groups.m), 1);
    return first ? span(first, "month") : null;
  }),
  wordRule(`(?<![\\d年])(?<m>${SMALL_NUMBER})\\s?月份?(?!\\s?(?:[\\d一二三四五六七八九十]|[日號]))`, (groups, today) => {
    const month = parseNumber(groups.m ?? "");
    return month && month <= 12 ? span(latestMonth(today, month), "month") : null;
  }),
  wordRule(
    `\\b(?<mon>${MONTH_NAME_PATTERN})\\s+(?<y>\\d{4})\\b|\\b${caseless("in")}\\s+(?<mon2>${MONTH_NAME_PATTERN})\\b(?!\\s+\\d)`,
    (groups, today) => {
      const month = monthFromName(groups.mon ?? groups.mon2 ?? "");
      const first = groups.y ? calendarDate(Number(groups.y), month, 1) : latestMonth(today, month);
      return first ? span(first, "month") : null;
    },
  ),
  wordRule("(?<y>\\d{4}|[零〇一二三四五六七八九]{4})\\s?年(?!\\s?(?:\\d|[零〇一二三四五六七八九十]|[前後]))", (groups, today) => {
    const year = parseNumber(groups.y ?? "");
    return year ? span(today.set({ year, month: 1, day: 1 }), "year") : null;
  }),
  wordRule(
    "(?<![\\d.,:/$-])(?<y>(?:19|20)\\d{2})(?![\\d.,:/%-]|\\s*(?:元|塊|美|日|台|歐|英|人民|港|韓|號|個|隻|次|年|[A-Z]{3}\\b))",
    (groups, today) => span(today.set({ year: Number(groups.y), month: 1, day: 1 }), "year"),
  ),
];
