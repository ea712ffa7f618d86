import { deltaT } from "./delta-t";
import { toJulianDay } from "./lunar-phases";

const DEGREES = Math.PI / 180;

/**
 * The illuminated fraction of the moon's disk (0..1) at a moment, from the low-precision
 * phase angle of Meeus, Astronomical Algorithms, ch. 48 (eq. 48.4) with the mean elongation
 * and anomalies of ch. 47. Good to about 0.01.
 */
export function moonIllumination(date: Date): number {
  const year = date.getUTCFullYear() + date.getUTCMonth() / 12;
  const julianEphemerisDay = toJulianDay(date) + deltaT(year) / 86_400;
  const t = (julianEphemerisDay - 2_451_545) / 36_525;
  const t2 = t * t;
  const t3 = t2 * t;
  const t4 = t3 * t;
  const elongation = (297.8501921 + 445267.1114034 * t - 0.0018819 * t2 + t3 / 545_868 - t4 / 113_065_000) * DEGREES;
  const sunAnomaly = (357.5291092 + 35999.0502909 * t - 0.0001536 * t2 + t3 / 24_490_000) * DEGREES;
  const moonAnomaly = (134.9633964 + 477198.8675055 * t + 0.0087414 * t2 + t3 / 69_699 - t4 / 14_712_000) * DEGREES;
  const phaseAngle =
    Math.PI -
    elongation -
    (6.289 * Math.sin(moonAnomaly) -
      2.1 * Math.sin(sunAnomaly) +
      1.274 * Math.sin(2 * elongation - moonAnomaly) +
      0.658 * Math.sin(2 * elongation) +
      0.214 * Math.sin(2 * moonAnomaly) +
      0.11 * Math.sin(elongation)) *
      DEGREES;
  return (1 + Math.cos(phaseAngle)) / 2;
}
