import type { MonthEndWords } from "../locale-words";

/**
 * The last day of a month in Chinese: 月底, 這個月底, 下個月底, 這個月的最後一天, 月底那天. 月初 is left
 * out: said after the first, it may be this month's or the next, and it is a few days, not one.
 */
export const CHINESE_MONTH_END: MonthEndWords = {
  pattern: "(?:(?:這個|本|下個)?月底|(?:這個|本|下個)月(?:的)?最後一天)(?:那天|那一天)?",
  monthsAhead: (said) => (said.startsWith("下個") ? 1 : 0),
};
