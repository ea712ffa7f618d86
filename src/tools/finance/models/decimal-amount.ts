import Decimal from "decimal.js";
import { z } from "zod";

/** The scale amounts are stored at: ten-thousandths, so every amount is an exact integer of minor units. */
export const AMOUNT_SCALE = 4;

/**
 * Integer digits an amount may have. Storage keeps amount × 10^{@link AMOUNT_SCALE} in a signed
 * 64-bit integer (SQLite INTEGER, PostgreSQL BIGINT), which holds up to 922,337,203,685,477.5807:
 * 14 digits is the round bound below it.
 */
export const MAX_INTEGER_DIGITS = 14;

const decimalPattern = new RegExp(`^[+-]?(?:\\d{1,${MAX_INTEGER_DIGITS}})(?:\\.\\d{1,${AMOUNT_SCALE}})?$`);

/**
 * Reads a decimal amount written as text or a number ("-150", "1,234.5", 12.5) into its
 * canonical string ("-150", "1234.5"), or `null` when it is not a plain decimal with at most
 * {@link MAX_INTEGER_DIGITS} integer digits and {@link AMOUNT_SCALE} decimals. Never goes
 * through a binary float.
 */
export function parseDecimalAmount(value: unknown): string | null {
  let text: string;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === "string") {
    text = value.trim().replace(/(?<=\d),(?=\d{3}(?:\D|$))/g, "");
  } else {
    return null;
  }
  if (!decimalPattern.test(text)) return null;
  return new Decimal(text).toFixed();
}

/** The amount in minor units (amount × 10^{@link AMOUNT_SCALE}) as a bigint, exactly. */
export function toMinorUnits(amount: string): bigint {
  return BigInt(new Decimal(amount).times(10 ** AMOUNT_SCALE).toFixed(0));
}

/** The decimal string of an amount given in minor units. */
export function fromMinorUnits(minor: bigint | number): string {
  return new Decimal(minor.toString()).dividedBy(10 ** AMOUNT_SCALE).toFixed();
}

/**
 * A decimal amount, accepted as a string or a number and kept as a canonical decimal string
 * (e.g. `"-150"`, `"1234.5"`). At most {@link MAX_INTEGER_DIGITS} integer digits and
 * {@link AMOUNT_SCALE} decimals: what the storage holds exactly.
 */
export const DecimalAmount = z.union([z.string().max(32), z.number()]).transform((value, context) => {
  const parsed = parseDecimalAmount(value);
  if (parsed === null) {
    context.addIssue({
      code: "custom",
      message: `expected an amount with at most ${MAX_INTEGER_DIGITS} digits before the decimal point and ${AMOUNT_SCALE} after, such as "-150" or "1234.50"`,
    });
    return z.NEVER;
  }
  return parsed;
});
