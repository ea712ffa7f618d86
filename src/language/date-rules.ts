import { DateTime } from "luxon";
import { NUMBER_PATTERN, parseNumber } from "./number-words";
import { caseless, wordRule, type WordRule } from "./word-rule";

/** Small numbers in dates: "5", "05", "五", "十二", "二十五". */
export const SMALL_NUMBER = "(?:\\d{1,2}|[一二兩三四五六七八九十]{1,3})";
/** English month names, January first. */
export const MONTH_NAMES = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
/** English month names and their three-letter forms (May only in full). */
export const MONTH_NAME_PATTERN = caseless(
  `(?:${MONTH_NAMES.map((name) => (name.length > 3 ? `${name}|${name.slice(0, 3)}\\.?` : name)).join("|")})`,
);
const WEEKDAY_NAMES = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
const CHINESE_WEEKDAYS: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 日: 7, 天: 7 };
/**
 * After a weekday's numeral, what shows it is one: not 這週一共 (this week in all), 週一起 or
 * 週三次; 週一下午 is Monday afternoon.
 */
export const WEEKDAY_END = "(?!共|起|次|整|些|樣|直|定|般|切|個|週|周|下(?!午))";
/** 週 / 周 / 星期 / 禮拜, as a regex source. */
export const WEEK_WORD = "(?:週|周|星期|禮拜)";

/** Reads a month name ("Mar", "march") as 1–12. */
export function monthFromName(name: string): number {
  const prefix = name.toLowerCase().replace(".", "").slice(0, 3);
  return MONTH_NAMES.findIndex((month) => month.startsWith(prefix)) + 1;
}

/** A calendar date (floating, in UTC like every date here), or null when it does not exist (2月30日). */
export function calendarDate(year: number, month: number, day: number): DateTime | null {
  const date = DateTime.fromObject({ year, month, day }, { zone: "utc" });
  return date.isValid ? date : null;
}

function shift(today: DateTime, amount: number, unit: string): DateTime | null {
  const lower = unit.toLowerCase();
  if (/天|日|day/.test(lower)) return today.plus({ days: amount });
  if (/週|周|星期|禮拜|week/.test(lower)) return today.plus({ weeks: amount });
  if (/月|month/.test(lower)) return today.plus({ months: amount });
  if (/年|year/.test(lower)) return today.plus({ years: amount });
  return null;
}

function number(text: string | undefined): number | null {
  return text === undefined ? null : parseNumber(text);
}

const DAY_OFFSETS: Record<string, number> = {
  大前天: -3,
  前天: -2,
  前日: -2,
  昨天: -1,
  昨日: -1,
  昨晚: -1,
  昨夜: -1,
  今天: 0,
  今日: 0,
  今早: 0,
  今晚: 0,
  今夜: 0,
  明天: 1,
  明日: 1,
  明早: 1,
  明晚: 1,
  後天: 2,
  後日: 2,
  大後天: 3,
  today: 0,
  tonight: 0,
  tomorrow: 1,
  yesterday: -1,
  "the day after tomorrow": 2,
  "the day before yesterday": -2,
};
const RELATIVE_WEEK: Record<string, number> = { 上上: -2, 上: -1, 這: 0, 本: 0, 今: 0, 下: 1, 下下: 2 };
const UNIT = `(?:天|日|個?${WEEK_WORD}|個月|年)`;
const ENGLISH_UNIT = caseless("(?:days?|weeks?|months?|years?)");

// How far ahead a date without a year may lie in next year: 「一月三號」 said on 30 December is
// the coming 3 January, four days on, not one almost a year ago. Further ahead, the year is this one.
const NEXT_YEAR_WITHIN_DAYS = 31;

/** A month and day said without a year: this year's, or next year's when that is only days away (at the turn of the year). */
function dayWithoutYear(month: number, day: number, today: DateTime): DateTime | null {
  const next = calendarDate(today.year + 1, month, day);
  if (next !== null && next.diff(today, "days").days <= NEXT_YEAR_WITHIN_DAYS) return next;
  return calendarDate(today.year, month, day);
}

/** Every way of naming one day, most specific first. */
export const DATE_RULES: readonly WordRule<DateTime>[] = [
  wordRule("(?<!\\d)(?<y>\\d{4})[-/.](?<m>\\d{1,2})[-/.](?<d>\\d{1,2})(?!\\d)", (groups, _today) =>
    calendarDate(Number(groups.y), Number(groups.m), Number(groups.d)),
  ),
  wordRule(
    `(?:(?<y>\\d{4}|[零〇一二三四五六七八九]{4})\\s?年\\s?)?(?<m>${SMALL_NUMBER})\\s?月\\s?(?<d>${SMALL_NUMBER})\\s?[日號]`,
    (groups, today) => {
      const month = number(groups.m);
      const day = number(groups.d);
      if (groups.y === undefined) return month && day ? dayWithoutYear(month, day, today) : null;
      const year = number(groups.y);
      return year && month && day ? calendarDate(year, month, day) : null;
    },
  ),
  // 3/15: a month and day as Taiwan, China and the US write them (month first). Not inside a longer
  // figure (2026/3/15 is read above, 1.5/3 is not a date), and not before an operator or an asking
  // that makes it a division (「3/15等於多少」).
  wordRule(
    `(?<![\\d/.:,+*×÷^-])(?<m>1[0-2]|0?[1-9])/(?<d>3[01]|[12]\\d|0?[1-9])(?![\\d/.:,%]|\\s*(?:[+*×÷^=-]|等於|是多少|乘|除|加|減|分之))`,
    (groups, today) => dayWithoutYear(Number(groups.m), Number(groups.d), today),
  ),
  // A bare 5號 is a day of this month (after a verb too: 「列出十五號」「看五號」), but not in a name (嫦娥六號) or a place (六號線, 3號館).
  wordRule(
    `(?<rel>這個|本|下個|上個)月(?<d>${SMALL_NUMBER})[號日]|(?:(?<![\\d月\\u3400-\\u9fff])|(?<=[的在到從是於至和跟與我你他她要等出看查]))(?<bare>\\d{1,2}|[一二三四五六七八九十]{1,3})號(?![線館樓房門店碼球車機位])`,
    (groups, today) => {
      const day = number(groups.d ?? groups.bare);
      const offset = groups.rel?.startsWith("下") ? 1 : groups.rel?.startsWith("上") ? -1 : 0;
      const month = today.plus({ months: offset });
      return day ? calendarDate(month.year, month.month, day) : null;
    },
  ),
  wordRule(
    `(?<word>大前天|大後天|前天|前日|昨天|昨日|昨晚|昨夜|今天|今日|今早|今晚|今夜|明天|明日|明早|明晚|後天|後日|\\b${caseless("(?:(?:the )?day after tomorrow|(?:the )?day before yesterday|today|tonight|tomorrow|yesterday)")}\\b)`,
    (groups, today) => {
      // 'day after tomorrow' is often said without its 'the' (Indian and Singapore English).
      const word = groups.word?.toLowerCase() ?? "";
      const offset = DAY_OFFSETS[word] ?? DAY_OFFSETS[`the ${word}`];
      return offset === undefined ? null : today.plus({ days: offset });
    },
  ),
  wordRule(`(?<n>${NUMBER_PATTERN}|半)\\s*(?<unit>${UNIT})(?:之|以)?(?<dir>前|後)`, (groups, today) => {
    const amount = groups.n === "半" ? null : number(groups.n);
    return amount === null ? null : shift(today, groups.dir === "前" ? -amount : amount, groups.unit ?? "");
  }),
  wordRule(
    `(?<![A-Za-z])(?<n>${NUMBER_PATTERN}|${caseless("an?")})\\s+(?<unit>${ENGLISH_UNIT})\\s+(?<dir>${caseless("ago|later|from now")})|\\b${caseless("in")}\\s+(?<n2>${NUMBER_PATTERN}|${caseless("an?")})\\s+(?<unit2>${ENGLISH_UNIT})\\b`,
    (groups, today) => {
      const text = groups.n ?? groups.n2 ?? "";
      const amount = /^an?$/i.test(text) ? 1 : number(text);
      if (amount === null) return null;
      return shift(today, groups.dir?.toLowerCase() === "ago" ? -amount : amount, groups.unit ?? groups.unit2 ?? "");
    },
  ),
  wordRule(`(?<rel>上上|上|這|本|今|下下|下)?個?${WEEK_WORD}(?<wd>[一二三四五六日天1-7])${WEEKDAY_END}`, (groups, today) => {
    const weekday = CHINESE_WEEKDAYS[groups.wd ?? ""] ?? Number(groups.wd);
    if (groups.rel === undefined) return nextWeekday(today, weekday);
    return today.startOf("week").plus({ weeks: RELATIVE_WEEK[groups.rel] ?? 0, days: weekday - 1 });
  }),
  wordRule(
    `\\b(?:(?<rel>${caseless("next|this|last|coming")})\\s+)?(?<wd>${caseless(`(?:${WEEKDAY_NAMES.join("|")})`)})\\b`,
    (groups, today) => {
      const weekday = WEEKDAY_NAMES.indexOf(groups.wd?.toLowerCase() ?? "") + 1;
      const relation = groups.rel?.toLowerCase();
      if (relation === "next") return today.startOf("week").plus({ weeks: 1, days: weekday - 1 });
      if (relation === "last") return today.minus({ days: ((today.weekday - weekday + 6) % 7) + 1 });
      return nextWeekday(today, weekday);
    },
  ),
  wordRule(
    `\\b(?<mon>${MONTH_NAME_PATTERN})\\s+(?<d>\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s+(?<y>\\d{4}))?|\\b(?<d2>\\d{1,2})(?:st|nd|rd|th)?\\s+(?:${caseless("of")}\\s+)?(?<mon2>${MONTH_NAME_PATTERN})(?:,?\\s+(?<y2>\\d{4}))?`,
    (groups, today) => {
      const month = monthFromName(groups.mon ?? groups.mon2 ?? "");
      const day = Number(groups.d ?? groups.d2);
      const year = groups.y ?? groups.y2;
      return year === undefined ? dayWithoutYear(month, day, today) : calendarDate(Number(year), month, day);
    },
  ),
];

/** The next day (today included) that falls on `weekday` (1 = Monday … 7 = Sunday). */
function nextWeekday(today: DateTime, weekday: number): DateTime {
  return today.plus({ days: (weekday - today.weekday + 7) % 7 });
}
