import type { MonthEndWords } from "./locales/locale-words";
import { REGISTERED_WORDS } from "./locales/registered-words";
import { normalizeText } from "./normalize-text";
import type { RelativeDateOptions } from "./date-words";
import { startOfToday, toIsoDate } from "./word-rule";

// Each registered language's words for the month's last day (locales/<code>/*-month-end.ts).
const LANGUAGES: readonly (MonthEndWords & { whole: RegExp })[] = REGISTERED_WORDS.flatMap((words) =>
  words.monthEnd ? [{ ...words.monthEnd, whole: new RegExp(`^(?:${words.monthEnd.pattern})$`, "u") }] : [],
);

/**
 * Regex source (no capturing groups) for the last day of a month as a day is named, in any registered
 * language: 月底, 這個月底, 下個月底, 這個月的最後一天, 月底那天 (月初 is a few days, not one, and left out).
 */
export const MONTH_END_PATTERN = LANGUAGES.length === 0 ? "(?!)" : `(?:${LANGUAGES.map((language) => language.pattern).join("|")})`;

/**
 * The day {@link MONTH_END_PATTERN} names in `text` (either script; the whole text), as "YYYY-MM-DD"
 * in `timeZone`, or null: 「月底」 said on 10 March is 2026-03-31, 「下個月底」 2026-04-30.
 */
export function resolveMonthEnd(text: string, { now, timeZone }: RelativeDateOptions): string | null {
  const said = normalizeText(text);
  const language = LANGUAGES.find((candidate) => candidate.whole.test(said));
  if (language === undefined) return null;
  const today = startOfToday(now, timeZone);
  if (!today.isValid) return null;
  const month = today.plus({ months: language.monthsAhead(said) });
  return toIsoDate(month.endOf("month").startOf("day"));
}
