import { calendarDate, latestMonth, rollingSpan, spanOf, type DaySpan } from "../../calendar";
import { wordRule, type WordRule } from "../../word-rule";
import type { NumberReader } from "../locale-words";
import { chineseUnit, RELATIVE_WEEK, SMALL_NUMBER, WEEK_WORD, WEEKDAY_END } from "./chinese-date-rules";

const YEAR_WORDS: Record<string, number> = { 前年: -2, 去年: -1, 今年: 0, 本年: 0, 明年: 1 };

/** Every way of naming a span of days in Chinese, beside the single days of its date rules. */
export function chinesePeriodRules({ pattern: NUMBER_PATTERN, parse }: NumberReader): readonly WordRule<DaySpan>[] {
  return [
    // 這週末 is that week's Saturday and Sunday, not the week. A bare 週末 (the last one or the next?) is left unread.
    wordRule(`(?<rel>上上|這|本|今|下下|上|下)個?${WEEK_WORD}末`, (groups, today) => {
      const saturday = today.startOf("week").plus({ weeks: RELATIVE_WEEK[groups.rel ?? ""] ?? 0, days: 5 });
      return { start: saturday, end: saturday.plus({ days: 1 }) };
    }),
    wordRule(`(?<rel>上上|這|本|今|下下|上|下)個?${WEEK_WORD}(?![一二三四五六日天1-7]${WEEKDAY_END}|末)`, (groups, today) =>
      spanOf(today.plus({ weeks: RELATIVE_WEEK[groups.rel ?? ""] ?? 0 }), "week"),
    ),
    // A numeral after 月 starts a day (這個月一號), but not in 一共 or 一整: 「這個月一共花了多少」.
    wordRule("(?<rel>上上|這|本|下下|上|下)個?月(?!\\d|(?!一共|一整)[一二三四五六七八九十]|份?[日號])", (groups, today) =>
      spanOf(today.plus({ months: RELATIVE_WEEK[groups.rel ?? ""] ?? 0 }), "month"),
    ),
    // 「去年一整年」「今年全年」 are the year itself.
    wordRule("(?<word>前年|去年|今年|本年|明年)(?:一?整年|全年)?(?!\\d|(?!一共)[一二三四五六七八九十])", (groups, today) =>
      spanOf(today.plus({ years: YEAR_WORDS[groups.word ?? ""] ?? 0 }), "year"),
    ),
    wordRule(`(?:最近|過去|近)(?:的)?(?<n>${NUMBER_PATTERN})\\s*(?<unit>天|日|個?${WEEK_WORD}|個?月|年)`, (groups, today) =>
      rollingSpan(today, parse(groups.n ?? ""), chineseUnit(groups.unit ?? "")),
    ),
    wordRule(
      `(?:(?<y>\\d{4}|[零〇一二三四五六七八九]{4})\\s?年\\s?|(?<yw>前年|去年|今年|本年))(?<m>${SMALL_NUMBER})\\s?月份?(?!\\s?(?:[\\d一二三四五六七八九十]|[日號]))`,
      (groups, today) => {
        const year = groups.y === undefined ? today.year + (YEAR_WORDS[groups.yw ?? ""] ?? 0) : parse(groups.y);
        const month = parse(groups.m ?? "");
        const first = year && month ? calendarDate(year, month, 1) : null;
        return first ? spanOf(first, "month") : null;
      },
    ),
    wordRule(`(?<![\\d年])(?<m>${SMALL_NUMBER})\\s?月份?(?!\\s?(?:[\\d一二三四五六七八九十]|[日號]))`, (groups, today) => {
      const month = parse(groups.m ?? "");
      return month && month <= 12 ? spanOf(latestMonth(today, month), "month") : null;
    }),
    wordRule("(?<y>\\d{4}|[零〇一二三四五六七八九]{4})\\s?年(?!\\s?(?:\\d|[零〇一二三四五六七八九十]|[前後]))", (groups, today) => {
      const year = parse(groups.y ?? "");
      return year ? spanOf(today.set({ year, month: 1, day: 1 }), "year") : null;
    }),
  ];
}
