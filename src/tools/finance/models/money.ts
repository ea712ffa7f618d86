import { z } from "zod";
import { DecimalAmount } from "./decimal-amount";

/** An ISO 4217 currency code, upper case. */
export const CurrencyCode = z.string().regex(/^[A-Z]{3}$/, "expected an ISO 4217 code such as TWD");

/**
 * An amount of money: a decimal string (never a float) and its currency.
 * Sign convention for transactions: debits (money going out) are negative, credits positive.
 */
export const Money = z.object({
  /** Decimal string, e.g. `"-150"` or `"52000.5"`. */
  amount: DecimalAmount,
  /** ISO 4217 code, e.g. `"TWD"`. */
  currency: CurrencyCode,
});

/** {@link Money} after parsing. */
export type Money = z.output<typeof Money>;
