import type { PrimaryPhase, PrimaryPhaseName } from "./lunar-phases";
import { moonPhaseOn } from "./moon-phase-on";
import { dayIn, phaseNameOnDay, phaseNameZh, type PhaseNameEn } from "./phase-names";

/** A primary phase as the tool reports it. */
export interface PhaseEvent {
  phase: PrimaryPhaseName;
  phase_name_zh: string;
  /** UT to the minute, e.g. "2024-04-08T18:21:00.000Z". */
  utc: string;
}

/** What `get_moon_phase` returns. */
export interface MoonPhaseData {
  /** The day asked about, "YYYY-MM-DD" in the configured time zone. */
  query_date: string;
  phase_name_en: PhaseNameEn;
  phase_name_zh: string;
  /** Illuminated fraction, 0..1: now for today, at local noon for other days. */
  illumination: number;
  /** Days since the last New Moon at the same moment. */
  age_days: number;
  /** The primary phase that happens on the day itself, if any. */
  phase_on_day: PhaseEvent | null;
  /** The last primary phase before the day. */
  previous_phase: PhaseEvent;
  /** The first primary phase after the day. */
  next_phase: PhaseEvent;
  /** The primary phases around the day, from `previous_phase` on. */
  phases: PhaseEvent[];
  /** Who gave the phase times: USNO, or the local computation when USNO could not answer. */
  source: "usno" | "computed";
}

/** What {@link buildMoonPhaseReport} needs. */
export interface MoonPhaseReportInput {
  day: string;
  /** The moment illumination and age are computed for. */
  moment: Date;
  timeZone: string;
  /** Primary phases covering the days around `day`, sorted. */
  phases: readonly PrimaryPhase[];
  source: MoonPhaseData["source"];
}

function toEvent({ phase, utc }: PrimaryPhase): PhaseEvent {
  const minute = new Date(Math.round(utc.getTime() / 60_000) * 60_000);
  return { phase, phase_name_zh: phaseNameZh(phase), utc: minute.toISOString() };
}

/**
 * The tool's data for a day from a list of primary phases (from USNO or computed). Returns null
 * when the list does not reach from before the day to after it.
 */
export function buildMoonPhaseReport({ day, moment, timeZone, phases, source }: MoonPhaseReportInput): MoonPhaseData | null {
  const name = phaseNameOnDay(day, timeZone, phases);
  const previousIndex = phases.findLastIndex((phase) => dayIn(phase.utc, timeZone) < day);
  const next = phases.find((phase) => dayIn(phase.utc, timeZone) > day);
  if (name === null || previousIndex < 0 || next === undefined) return null;
  const onDay = phases.find((phase) => dayIn(phase.utc, timeZone) === day);
  const computed = moonPhaseOn(moment, { timeZone });
  return {
    query_date: day,
    phase_name_en: name,
    phase_name_zh: phaseNameZh(name),
    illumination: computed.illumination,
    age_days: computed.age_days,
    phase_on_day: onDay ? toEvent(onDay) : null,
    previous_phase: toEvent(phases[previousIndex]),
    next_phase: toEvent(next),
    phases: phases.slice(previousIndex, previousIndex + 5).map(toEvent),
    source,
  };
}
