import { moonIllumination } from "./moon-illumination";
import { MOON_PHASE_YEARS } from "./moon-phase-years";
import { primaryPhasesBetween, type PrimaryPhase } from "./lunar-phases";
import { dayIn, phaseNameOnDay, phaseNameZh, type PhaseNameEn } from "./phase-names";
import { DEFAULTS } from "../../core/defaults";

const MS_PER_DAY = 86_400_000;

/** Options of {@link moonPhaseOn}. */
export interface MoonPhaseOnOptions {
  /** IANA time zone whose calendar day names the phase. Default: `"Asia/Taipei"`. */
  timeZone?: string;
}

/** The moon at a moment, computed locally. */
export interface MoonPhaseOn {
  /** The day the phase is named for, "YYYY-MM-DD" in the time zone. */
  date: string;
  /** One of the eight phase names, e.g. "Waxing Gibbous". */
  phase_name_en: PhaseNameEn;
  /** The same in Traditional Chinese, e.g. "盈凸月". */
  phase_name_zh: string;
  /** Illuminated fraction of the disk, 0..1, to three decimals. */
  illumination: number;
  /** Days since the last New Moon, to two decimals. */
  age_days: number;
  /** The last primary phase before the moment. */
  previous_phase: PrimaryPhase;
  /** The next primary phase after the moment. */
  next_phase: PrimaryPhase;
}

/**
 * The moon's phase at a moment, with no network: the eight-phase name for the moment's day,
 * the illuminated fraction, the age since New Moon and the primary phases on either side.
 * Valid for moments in the years of {@link MOON_PHASE_YEARS} (1583 to 3000); an invalid Date
 * (`new Date(NaN)`) or a moment outside them throws a `RangeError`.
 *
 * @example
 * ```ts
 * moonPhaseOn(new Date("2024-04-08T12:00:00Z"), { timeZone: "UTC" }).phase_name_en; // "New Moon"
 * ```
 */
export function moonPhaseOn(date: Date, { timeZone = DEFAULTS.timeZone }: MoonPhaseOnOptions = {}): MoonPhaseOn {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) {
    throw new RangeError(`moonPhaseOn: expected a valid Date, got ${date instanceof Date ? "an invalid Date" : String(date)}.`);
  }
  const year = date.getUTCFullYear();
  if (year < MOON_PHASE_YEARS.first || year > MOON_PHASE_YEARS.last) {
    throw new RangeError(
      `moonPhaseOn: ${date.toISOString()} is outside the years the computation is valid for, ${MOON_PHASE_YEARS.first} to ${MOON_PHASE_YEARS.last}.`,
    );
  }
  const phases = primaryPhasesBetween(new Date(date.getTime() - 40 * MS_PER_DAY), new Date(date.getTime() + 40 * MS_PER_DAY));
  const nextIndex = phases.findIndex((phase) => phase.utc > date);
  const lastNewMoon = phases.filter((phase) => phase.phase === "New Moon" && phase.utc <= date).at(-1);
  const day = dayIn(date, timeZone);
  const name = phaseNameOnDay(day, timeZone, phases) ?? "New Moon";
  return {
    date: day,
    phase_name_en: name,
    phase_name_zh: phaseNameZh(name),
    illumination: Math.round(moonIllumination(date) * 1000) / 1000,
    age_days: lastNewMoon ? Math.round(((date.getTime() - lastNewMoon.utc.getTime()) / MS_PER_DAY) * 100) / 100 : 0,
    previous_phase: phases[nextIndex - 1],
    next_phase: phases[nextIndex],
  };
}
