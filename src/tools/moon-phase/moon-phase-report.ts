import type { PrimaryPhase, PrimaryPhaseName } from "./lunar-phases";
import type { MoonPhaseData, PhaseEvent } from "./moon-phase-data";
import { moonPhaseOn } from "./moon-phase-on";
import { dayIn, phaseNameOnDay, phaseNameZh } from "./phase-names";

/** What {@link buildMoonPhaseReport} needs. */
export interface MoonPhaseReportInput {
  day: string;
  /** The moment illumination and age are computed for. */
  moment: Date;
  timeZone: string;
  /** Primary phases covering the days around `day`, sorted. */
  phases: readonly PrimaryPhase[];
  source: MoonPhaseData["source"];
  /** A primary phase asked for: the first of it at or after `after` becomes `asked_phase`. */
  asking?: { phase: PrimaryPhaseName; after: Date };
}

function toEvent({ phase, utc }: PrimaryPhase): PhaseEvent {
  const minute = new Date(Math.round(utc.getTime() / 60_000) * 60_000);
  return { phase, phase_name_zh: phaseNameZh(phase), utc: minute.toISOString() };
}

/**
 * The tool's data for a day from a list of primary phases (from USNO or computed), with the phase
 * asked for when there is one and the list reaches it. Returns null when the list does not reach
 * from before the day to after it.
 */
export function buildMoonPhaseReport({ day, moment, timeZone, phases, source, asking }: MoonPhaseReportInput): MoonPhaseData | null {
  const name = phaseNameOnDay(day, timeZone, phases);
  const previousIndex = phases.findLastIndex((phase) => dayIn(phase.utc, timeZone) < day);
  const next = phases.find((phase) => dayIn(phase.utc, timeZone) > day);
  if (name === null || previousIndex < 0 || next === undefined) return null;
  const onDay = phases.find((phase) => dayIn(phase.utc, timeZone) === day);
  const computed = moonPhaseOn(moment, { timeZone });
  const asked = asking && phases.find((phase) => phase.phase === asking.phase && phase.utc.getTime() >= asking.after.getTime());
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
    ...(asked ? { asked_phase: toEvent(asked) } : {}),
  };
}
