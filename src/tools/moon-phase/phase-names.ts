import { DateTime } from "luxon";
import { PRIMARY_PHASES, type PrimaryPhase, type PrimaryPhaseName } from "./lunar-phases";

/** The eight phase names, in order, as USNO spells them. */
export const PHASE_NAMES_EN = [
  "New Moon",
  "Waxing Crescent",
  "First Quarter",
  "Waxing Gibbous",
  "Full Moon",
  "Waning Gibbous",
  "Last Quarter",
  "Waning Crescent",
] as const;

/** One of {@link PHASE_NAMES_EN}. */
export type PhaseNameEn = (typeof PHASE_NAMES_EN)[number];

/** The eight phase names in Traditional Chinese (Taiwan), in the same order. */
export const PHASE_NAMES_ZH = ["新月", "眉月", "上弦月", "盈凸月", "滿月", "虧凸月", "下弦月", "殘月"] as const;

/** The Chinese name of a primary or intermediate phase. */
export function phaseNameZh(name: PhaseNameEn | PrimaryPhaseName): string {
  return PHASE_NAMES_ZH[PHASE_NAMES_EN.indexOf(name)];
}

/** The calendar day ("YYYY-MM-DD") of a moment in a time zone. */
export function dayIn(date: Date, timeZone: string): string {
  return DateTime.fromJSDate(date, { zone: timeZone }).toISODate() ?? date.toISOString().slice(0, 10);
}

/**
 * The phase name of a calendar day: the primary phase's own name on the day (in `timeZone`) it
 * happens, otherwise the intermediate phase after the last primary phase before that day.
 * Returns null when `phases` (sorted by time) do not reach back before the day.
 */
export function phaseNameOnDay(day: string, timeZone: string, phases: readonly PrimaryPhase[]): PhaseNameEn | null {
  const onDay = phases.find((phase) => dayIn(phase.utc, timeZone) === day);
  if (onDay) return onDay.phase;
  const before = phases.filter((phase) => dayIn(phase.utc, timeZone) < day).at(-1);
  if (!before) return null;
  return PHASE_NAMES_EN[PRIMARY_PHASES.indexOf(before.phase) * 2 + 1];
}
