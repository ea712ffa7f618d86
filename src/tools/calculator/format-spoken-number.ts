import type { Locale } from "../../core/locale";

/**
 * A number as it should be read aloud: rounded to 10 significant digits, grouped by
 * thousands ("5,535", "0.3"), and in powers of ten when very large or very small
 * ("1.071508607 × 10^301").
 */
export function formatSpokenNumber(value: number, locale: Locale): string {
  const magnitude = Math.abs(value);
  if (magnitude >= 1e15 || (magnitude > 0 && magnitude < 1e-6)) {
    const [mantissa, exponent] = value.toExponential(9).split("e");
    return `${Number(mantissa)} × 10^${Number(exponent)}`;
  }
  const rounded = Number(value.toPrecision(10));
  return new Intl.NumberFormat(locale === "en" ? "en-US" : locale, { maximumFractionDigits: 10 }).format(rounded);
}
