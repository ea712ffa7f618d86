import type { FormatContext } from "../../core/base-tool";
import { resolveDate } from "../../language/date-words";

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Turns a loose `date_str` into "YYYY-MM-DD" in the configured time zone: 今天/明天/昨天,
 * today/tomorrow, 2024-4-8, 2024年4月8日 and the other words `resolveDate` reads. An empty
 * value is dropped (today). Anything unreadable is left as it is, for validation to report.
 */
export function normalizeMoonPhaseArgs(args: Record<string, unknown>, { now, timeZone }: FormatContext): Record<string, unknown> {
  const value = args.date_str;
  if (typeof value !== "string") return args;
  const text = value.trim();
  if (text === "") {
    const { date_str: _dropped, ...rest } = args;
    return rest;
  }
  if (isoDate.test(text)) return { ...args, date_str: text };
  const resolved = resolveDate(text, { now, timeZone });
  return { ...args, date_str: resolved ?? text };
}
