import Decimal from "decimal.js";

/**
 * Rounds a money amount the way it is said aloud: two decimals from 1 up (3162.456 → 3162.46),
 * three significant digits below 1 (0.022537 → 0.0225), so small amounts do not become 0.
 */
export function roundForSpeech(value: Decimal): number {
  const rounded = value.abs().gte(1) ? value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP) : value.toSignificantDigits(3, Decimal.ROUND_HALF_UP);
  return rounded.toNumber();
}
