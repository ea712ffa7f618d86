import type { FormatContext } from "../../core/base-tool";
import { resolveDate } from "../../language/date-words";
import type { PrimaryPhaseName } from "./lunar-phases";

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
// A primary phase as a user or a model names it, in either script or English.
const PHASE_WORDS: ReadonlyArray<[RegExp, PrimaryPhaseName]> = [
  [/^(?:滿月|满月|月圓|月圆|望|full(?: moon)?)$/iu, "Full Moon"],
  [/^(?:新月|朔|new(?: moon)?)$/iu, "New Moon"],
  [/^(?:上弦月?|first quarter(?: moon)?)$/iu, "First Quarter"],
  [/^(?:下弦月?|(?:last|third) quarter(?: moon)?)$/iu, "Last Quarter"],
];

/** A primary phase from its name (滿月, 满月, full moon, First Quarter), or undefined. */
export function primaryPhaseNamed(name: string): PrimaryPhaseName | undefined {
  return PHASE_WORDS.find(([words]) => words.test(name.trim()))?.[1];
}

/** "YYYY-MM-DD" from a loose day (今天, tomorrow, 2024-4-8), or the text as it was when it cannot be read. */
function normalizeDay(text: string, context: FormatContext): string {
  return isoDate.test(text) ? text : (resolveDate(text, context) ?? text);
}

/**
 * Turns loose `get_moon_phase` arguments into the schema's form: `date_str` to "YYYY-MM-DD" in the
 * configured time zone (今天/明天/昨天, today/tomorrow, 2024-4-8, 2024年4月8日 and the other words
 * `resolveDate` reads; empty is dropped: today), `phase` from its name (滿月, full moon → "Full
 * Moon"; empty is dropped). Anything unreadable is left as it is, for validation to report.
 */
export function normalizeMoonPhaseArgs(args: Record<string, unknown>, context: FormatContext): Record<string, unknown> {
  const { date_str: date, phase, ...rest } = args;
  const normalized: Record<string, unknown> = { ...rest };
  if (typeof date === "string") {
    if (date.trim() !== "") normalized.date_str = normalizeDay(date.trim(), context);
  } else if (date !== undefined) normalized.date_str = date;
  if (typeof phase === "string") {
    const name = phase.trim();
    if (name !== "") normalized.phase = primaryPhaseNamed(name) ?? name;
  } else if (phase !== undefined) normalized.phase = phase;
  return normalized;
}
