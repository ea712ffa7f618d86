import type { PrimaryPhaseName } from "./lunar-phases";
import type { PhaseNameEn } from "./phase-names";

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
  /** The primary phase asked for (`phase`), the first of it after now (today) or from the day's start. */
  asked_phase?: PhaseEvent;
  /** Who gave the phase times: USNO, or the local computation when USNO could not answer. */
  source: "usno" | "computed";
}
