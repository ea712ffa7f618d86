import { deltaT } from "./delta-t";
import { FULL_MOON_TERMS, NEW_MOON_TERMS, PLANETARY_TERMS, QUARTER_TERMS, type PhaseTerm } from "./lunar-phase-terms";
import { MOON_PHASE_YEARS } from "./moon-phase-years";

/** The four primary phases, in the order they follow each other. */
export const PRIMARY_PHASES = ["New Moon", "First Quarter", "Full Moon", "Last Quarter"] as const;

/** One of {@link PRIMARY_PHASES}, spelled as USNO spells it. */
export type PrimaryPhaseName = (typeof PRIMARY_PHASES)[number];

/** A primary phase and the moment it happens (UT). */
export interface PrimaryPhase {
  phase: PrimaryPhaseName;
  utc: Date;
}

const MS_PER_DAY = 86_400_000;
const UNIX_EPOCH_JD = 2_440_587.5;
const DEGREES = Math.PI / 180;
const LUNATIONS_PER_YEAR = 12.3685;

/** Julian Day (UT) of a Date. */
export function toJulianDay(date: Date): number {
  return date.getTime() / MS_PER_DAY + UNIX_EPOCH_JD;
}

/** Date of a Julian Day (UT). */
export function fromJulianDay(julianDay: number): Date {
  return new Date(Math.round((julianDay - UNIX_EPOCH_JD) * MS_PER_DAY));
}

function sumTerms(terms: readonly PhaseTerm[], e: number, m: number, mPrime: number, f: number, omega: number): number {
  let sum = 0;
  for (const [coefficient, ePower, a, b, c, d] of terms) {
    sum += coefficient * e ** ePower * Math.sin(a * m + b * mPrime + c * f + d * omega);
  }
  return sum;
}

/**
 * The moment of a true primary phase (Meeus, Astronomical Algorithms, ch. 49): the mean phase,
 * its periodic terms, the W correction for quarters and the 14 planetary corrections, in TT,
 * then converted to UT with ΔT. `k` is the lunation number since the New Moon of 2000-01-06
 * plus 0, 0.25, 0.5 or 0.75 for the phase.
 */
export function truePhase(k: number): Date {
  const t = k / 1236.85;
  const t2 = t * t;
  const t3 = t2 * t;
  const t4 = t3 * t;
  let jde = 2_451_550.09766 + 29.530588861 * k + 0.00015437 * t2 - 0.00000015 * t3 + 0.00000000073 * t4;
  const e = 1 - 0.002516 * t - 0.0000074 * t2;
  const m = (2.5534 + 29.1053567 * k - 0.0000014 * t2 - 0.00000011 * t3) * DEGREES;
  const mPrime = (201.5643 + 385.81693528 * k + 0.0107582 * t2 + 0.00001238 * t3 - 0.000000058 * t4) * DEGREES;
  const f = (160.7108 + 390.67050284 * k - 0.0016118 * t2 - 0.00000227 * t3 + 0.000000011 * t4) * DEGREES;
  const omega = (124.7746 - 1.56375588 * k + 0.0020672 * t2 + 0.00000215 * t3) * DEGREES;

  const quarter = Math.round((k - Math.floor(k)) * 4) % 4;
  if (quarter === 0) jde += sumTerms(NEW_MOON_TERMS, e, m, mPrime, f, omega);
  else if (quarter === 2) jde += sumTerms(FULL_MOON_TERMS, e, m, mPrime, f, omega);
  else {
    jde += sumTerms(QUARTER_TERMS, e, m, mPrime, f, omega);
    const w =
      0.00306 -
      0.00038 * e * Math.cos(m) +
      0.00026 * Math.cos(mPrime) -
      0.00002 * Math.cos(mPrime - m) +
      0.00002 * Math.cos(mPrime + m) +
      0.00002 * Math.cos(2 * f);
    jde += quarter === 1 ? w : -w;
  }
  PLANETARY_TERMS.forEach(([coefficient, start, rate], index) => {
    const argument = start + rate * k + (index === 0 ? -0.009173 * t2 : 0);
    jde += coefficient * Math.sin(argument * DEGREES);
  });

  const year = 2000 + k / LUNATIONS_PER_YEAR;
  return fromJulianDay(jde - deltaT(year) / 86_400);
}

/** The name of the phase a lunation number stands for. */
function phaseOf(k: number): PrimaryPhaseName {
  const quarter = ((Math.round((k - Math.floor(k)) * 4) % 4) + 4) % 4;
  return PRIMARY_PHASES[quarter];
}

/**
 * Every primary phase whose moment lies in [start, end), computed locally (no network),
 * in time order.
 */
export function primaryPhasesBetween(start: Date, end: Date): PrimaryPhase[] {
  const yearOf = (date: Date) => 1970 + date.getTime() / (365.2425 * MS_PER_DAY);
  const first = Math.floor((yearOf(start) - 2000) * LUNATIONS_PER_YEAR) - 1;
  const last = Math.ceil((yearOf(end) - 2000) * LUNATIONS_PER_YEAR) + 1;
  const phases: PrimaryPhase[] = [];
  for (let lunation = first; lunation <= last; lunation++) {
    for (let quarter = 0; quarter < 4; quarter++) {
      const k = lunation + quarter / 4;
      const utc = truePhase(k);
      if (utc >= start && utc < end) phases.push({ phase: phaseOf(k), utc });
    }
  }
  return phases.sort((a, b) => a.utc.getTime() - b.utc.getTime());
}

/**
 * The primary moon phases of a year (UTC), computed with Meeus's lunar phase series; within a
 * minute or so of USNO's published times. Valid for the years in {@link MOON_PHASE_YEARS}
 * (1583 to 3000); any other year, a fraction, `NaN` or `Infinity` throws a `RangeError`.
 *
 * @example
 * ```ts
 * moonPhases(2024).length; // 50
 * moonPhases(2024)[0];     // { phase: "Last Quarter", utc: 2024-01-04T03:30Z (± a minute) }
 * moonPhases(99);          // RangeError: the years are 1583 to 3000
 * ```
 */
export function moonPhases(year: number): PrimaryPhase[] {
  if (!Number.isInteger(year) || year < MOON_PHASE_YEARS.first || year > MOON_PHASE_YEARS.last) {
    throw new RangeError(
      `moonPhases: the year must be a whole number from ${MOON_PHASE_YEARS.first} to ${MOON_PHASE_YEARS.last} (the years the computation is valid for), got ${year}.`,
    );
  }
  return primaryPhasesBetween(startOfYear(year), startOfYear(year + 1));
}

// Not Date.UTC(year, 0, 1): it reads the years 0–99 as 1900–1999.
function startOfYear(year: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, 0, 1);
  return date;
}
