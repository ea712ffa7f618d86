import { z } from "zod";
import { amountOrder, amountsInOrder, filterFields, MAX_LIMIT } from "./transaction-filters";
import { TransactionSumDirection } from "./transaction-sum-direction";

/**
 * What a sum adds up: the {@link TransactionFilters} fields plus a `direction` (default `ALL`).
 * Unlike a search, `limit` has no default: without it the sum covers every match; with it,
 * only that page (newest first, after `offset`).
 */
export const TransactionSumFilters = z
  .object({
    ...filterFields,
    limit: z.number().int().min(1).max(MAX_LIMIT).optional().describe("Sum only the newest this many matches; leave out to sum all."),
    direction: TransactionSumDirection.default("ALL").describe("DEBIT_ONLY: spending; CREDIT_ONLY: income; ALL: the net."),
  })
  .refine(amountsInOrder, amountOrder);

/** {@link TransactionSumFilters} after parsing (defaults applied). */
export type TransactionSumFilters = z.output<typeof TransactionSumFilters>;

/** {@link TransactionSumFilters} as a caller may write them. */
export type TransactionSumFiltersInput = z.input<typeof TransactionSumFilters>;
