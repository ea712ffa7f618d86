import { normalizeText } from "./normalize-text";
import type { RelativeDateOptions } from "./date-words";
import { startOfToday, toIsoDate } from "./word-rule";

/**
 * Regex source (no capturing groups) for the last day of a month as a day is named: 月底, 這個月底,
 * 下個月底, 這個月的最後一天, 月底那天. 月初 is left out: said after the first, it may be this month's
 * or the next, and it is a few days, not one.
 */
export const MONTH_END_PATTERN = "(?:(?:這個|本|下個)?月底|(?:這個|本|下個)月(?:的)?最後一天)(?:那天|那一天)?";

const wholeMonthEnd = new RegExp(`^${MONTH_END_PATTERN}$`, "u");

/**
 * The day {@link MONTH_END_PATTERN} names in `text` (either script; the whole text), as "YYYY-MM-DD"
 * in `timeZone`, or null: 「月底」 said on 10 March is 2026-03-31, 「下個月底」 2026-04-30.
 */
export function resolveMonthEnd(text: string, { now, timeZone }: RelativeDateOptions): string | null {
  const said = normalizeText(text);
  if (!wholeMonthEnd.test(said)) return null;
  const today = startOfToday(now, timeZone);
  if (!today.isValid) return null;
  const month = said.startsWith("下個") ? today.plus({ months: 1 }) : today;
  return toIsoDate(month.endOf("month").startOf("day"));
}
