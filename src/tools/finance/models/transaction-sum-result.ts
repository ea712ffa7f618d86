import { z } from "zod";
import { Money } from "./money";
import { TransactionSumFilters } from "./transaction-sum-filters";

/**
 * The sum of the matching amounts, exact: `total` is a signed decimal string in `currency`
 * (a spending sum is negative). `count` is how many transactions were added. When the
 * matches span several currencies, `total` is in the main one and `other_totals` lists the rest.
 */
export const TransactionSumResult = z.object({
  total: z.string(),
  currency: z.string(),
  count: z.number().int(),
  /** The page summed, or null when the sum covers every match. */
  limit: z.number().int().nullable(),
  offset: z.number().int(),
  filters: TransactionSumFilters,
  other_totals: z.array(Money.extend({ count: z.number().int() })).default([]),
});

/** {@link TransactionSumResult} after parsing. */
export type TransactionSumResult = z.output<typeof TransactionSumResult>;
