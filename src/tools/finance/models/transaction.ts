import { z } from "zod";
import { Identifier } from "./identifier";
import { Money } from "./money";

/**
 * One booked transaction. `amount` is signed: debits (spending) are negative, credits
 * (income, refunds) positive. `booked_at` is an ISO 8601 instant in UTC.
 */
export const Transaction = z.object({
  id: Identifier,
  account_id: Identifier,
  /** The category, or null when uncategorised. */
  category_id: Identifier.nullable(),
  /** ISO 8601 UTC instant, e.g. `"2026-03-05T00:30:00.000Z"`. */
  booked_at: z.iso.datetime({ offset: true }),
  description: z.string().max(500),
  amount: Money,
});

/** {@link Transaction} after parsing. */
export type Transaction = z.output<typeof Transaction>;
