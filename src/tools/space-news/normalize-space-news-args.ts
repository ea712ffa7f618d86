import type { FormatContext } from "../../core/base-tool";
import { findPeriodWord } from "../../language/date-words";

const yearInText = /(?<!\d)((?:19|20)\d{2})\s*年?(?!\d)/;
const han = /\p{Script=Han}/u;
const MAX_LIMIT = 20;

function tidy(text: string): string {
  return text.replace(/^[\s的,，、]+|[\s的,，、]+$/g, "").replace(/\s+/g, " ");
}

/**
 * Loose `search_space_news` arguments to the schema's form: text trimmed and empty values
 * dropped; a year (「2020年火星」, "Mars 2020") or a Chinese period word (「上週SpaceX」) found in
 * the keywords moves to `time_period` when none was given; `limit` read from text and held to 1..20.
 */
export function normalizeSpaceNewsArgs(args: Record<string, unknown>, _context: FormatContext): Record<string, unknown> {
  const result: Record<string, unknown> = { ...args };
  for (const key of ["keywords", "time_period"] as const) {
    if (typeof result[key] === "string") result[key] = tidy(result[key] as string);
    if (result[key] === "" || result[key] === null) delete result[key];
  }
  if (typeof result.keywords === "string" && result.time_period === undefined) {
    const keywords = result.keywords;
    const year = yearInText.exec(keywords);
    const period = year?.[0] ?? findPeriodWord(keywords)?.text;
    if (period !== undefined && (year || han.test(period))) {
      result.time_period = period.trim();
      const rest = tidy(keywords.replace(period, " "));
      if (rest === "") delete result.keywords;
      else result.keywords = rest;
    }
  }
  if (typeof result.limit === "string" && /^\s*\d+\s*$/.test(result.limit)) result.limit = Number(result.limit);
  if (typeof result.limit === "number" && result.limit > MAX_LIMIT) result.limit = MAX_LIMIT;
  if (result.limit === null) delete result.limit;
  return result;
}
