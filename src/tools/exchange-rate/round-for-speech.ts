import Decimal from "decimal.js";
import { currencyMinorUnit } from "./currency-minor-unit";

/**
 * Rounds a money amount the way it is said aloud, as an exact decimal string: from 1 up, to the
 * currency's ISO 4217 minor unit (3162.456 TWD → "3162.46", 15734.57 JPY → "15735"); below 1,
 * to three significant digits (0.022537 → "0.0225"), so small amounts do not become 0.
 */
export function roundForSpeech(value: Decimal, currency: string): string {
  const rounded = value.abs().gte(1)
    ? value.toDecimalPlaces(currencyMinorUnit(currency), Decimal.ROUND_HALF_UP)
    : value.toSignificantDigits(3, Decimal.ROUND_HALF_UP);
  return rounded.toFixed();
}
