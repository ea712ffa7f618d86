import Decimal from "decimal.js";

/** A feed field as a Decimal, or `null` when it is not a finite number. */
export function quoteNumber(field: string | undefined): Decimal | null {
  if (field === undefined || field.trim() === "") return null;
  try {
    const value = new Decimal(field.trim());
    return value.isFinite() ? value : null;
  } catch {
    return null;
  }
}
