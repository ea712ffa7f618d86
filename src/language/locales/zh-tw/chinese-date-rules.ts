import type { DateTime } from "luxon";
import { calendarDate, dayWithoutYear, nextWeekday, shiftDate, type CalendarUnit } from "../../calendar";
import { wordRule, type WordRule } from "../../word-rule";
import type { NumberReader } from "../locale-words";

/** Small numbers in dates: "5", "05", "五", "十二", "二十五". */
export const SMALL_NUMBER = "(?:\\d{1,2}|[一二兩三四五六七八九十]{1,3})";
const CHINESE_WEEKDAYS: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 日: 7, 天: 7 };
/**
 * After a weekday's numeral, what shows it is one: not 這週一共 (this week in all), 週一起 or
 * 週三次; 週一下午 is Monday afternoon.
 */
export const WEEKDAY_END = "(?!共|起|次|整|些|樣|直|定|般|切|個|週|周|下(?!午))";
/** 週 / 周 / 星期 / 禮拜, as a regex source. */
export const WEEK_WORD = "(?:週|周|星期|禮拜)";

/** The calendar unit of a Chinese unit word: 天 → day, 個禮拜 → week, 個月 → month. */
export function chineseUnit(word: string): CalendarUnit | null {
  if (/天|日/.test(word)) return "day";
  if (/週|周|星期|禮拜/.test(word)) return "week";
  if (/月/.test(word)) return "month";
  if (/年/.test(word)) return "year";
  return null;
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
};
/** 上週, 這週, 下下週: weeks from this one. */
export const RELATIVE_WEEK: Record<string, number> = { 上上: -2, 上: -1, 這: 0, 本: 0, 今: 0, 下: 1, 下下: 2 };
const UNIT = `(?:天|日|個?${WEEK_WORD}|個月|年)`;

/** Every way of naming one day in Chinese (either script, read as Traditional), most specific first. */
export function chineseDateRules({ pattern: NUMBER_PATTERN, parse }: NumberReader): readonly WordRule<DateTime>[] {
  const number = (text: string | undefined): number | null => (text === undefined ? null : parse(text));
  return [
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
      `(?<word>大前天|大後天|前天|前日|昨天|昨日|昨晚|昨夜|今天|今日|今早|今晚|今夜|明天|明日|明早|明晚|後天|後日)`,
      (groups, today) => {
        const offset = DAY_OFFSETS[groups.word ?? ""];
        return offset === undefined ? null : today.plus({ days: offset });
      },
    ),
    wordRule(`(?<n>${NUMBER_PATTERN}|半)\\s*(?<unit>${UNIT})(?:之|以)?(?<dir>前|後)`, (groups, today) => {
      const amount = groups.n === "半" ? null : number(groups.n);
      return amount === null ? null : shiftDate(today, groups.dir === "前" ? -amount : amount, chineseUnit(groups.unit ?? ""));
    }),
    wordRule(`(?<rel>上上|上|這|本|今|下下|下)?個?${WEEK_WORD}(?<wd>[一二三四五六日天1-7])${WEEKDAY_END}`, (groups, today) => {
      const weekday = CHINESE_WEEKDAYS[groups.wd ?? ""] ?? Number(groups.wd);
      if (groups.rel === undefined) return nextWeekday(today, weekday);
      return today.startOf("week").plus({ weeks: RELATIVE_WEEK[groups.rel] ?? 0, days: weekday - 1 });
    }),
  ];
}
