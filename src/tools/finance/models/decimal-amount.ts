import Decimal from "decimal.js";
import { z } from "zod";

/** The scale amounts are stored at: ten-thousandths, so every amount is an exact integer of minor units. */
export const AMOUNT_SCALE = 4;

const decimalPattern = /^[+-]?(?:\d{1,15})(?:\.\d{1,4})?$/;

/**
 * Reads a decimal amount written as text or a number ("-150", "1,234.5", 12.5) into its
 * canonical string ("-150", "1234.5"), or `null` when it is not a plain decimal with at most
 * 15 integer digits and {@link AMOUNT_SCALE} decimals. Never goes through a binary float.
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
 * (e.g. `"-150"`, `"1234.5"`). At most 15 integer digits and 4 decimals.
 */
export const DecimalAmount = z
  .union([z.string().max(32), z.number()])
  .transform((value, context) => {
    const parsed = parseDecimalAmount(value);
    if (parsed === null) {
      context.addIssue({ code: "custom", message: "expected a decimal amount such as \"-150\" or \"1234.50\"" });
      return z.NEVER;
    }
    return parsed;
  });
