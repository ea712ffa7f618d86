import Decimal from "decimal.js";
import { z } from "zod";
import { DateRange } from "./date-range";
import { DecimalAmount } from "./decimal-amount";
import { Identifier } from "./identifier";
import { SearchText } from "./search-text";

/** The largest page a search returns. */
export const MAX_LIMIT = 500;

/** The page a search returns when no `limit` is given. */
export const DEFAULT_LIMIT = 50;

/** The fields every transaction query shares, before the cross-field checks. */
export const filterFields = {
  /** Only this account. */
  account_id: Identifier.optional().describe("Only this account (an id or name from finance_accounts_list)."),
  /** Only this category. */
  category_id: Identifier.optional().describe("Only this category (id or name), with the categories under it."),
  /** Only bookings on these local dates (inclusive). */
  date_range: DateRange.optional().describe("Booking dates, both inclusive, as YYYY-MM-DD; words like 這個月 or last month are read too."),
  /** Signed amount at least this (debits are negative). Decimal string or number. */
  min_amount: DecimalAmount.optional().describe('Signed amount at least this; spending is negative, e.g. "-500".'),
  /** Signed amount at most this (debits are negative). Decimal string or number. */
  max_amount: DecimalAmount.optional().describe('Signed amount at most this; spending is negative, e.g. "-100".'),
  /** Case-insensitive substring of the description. */
  search: SearchText.optional().describe("A word found in the description, any case, e.g. 咖啡 or coffee."),
  /** Rows to skip. Default: 0. */
  offset: z.number().int().min(0).max(1_000_000).default(0).describe("Matches to skip, newest first."),
};

/** True unless the minimum amount is above the maximum. */
export function amountsInOrder(filters: { min_amount?: string; max_amount?: string }): boolean {
  return filters.min_amount === undefined || filters.max_amount === undefined || new Decimal(filters.min_amount).lte(filters.max_amount);
}

/** The issue reported when {@link amountsInOrder} fails. */
export const amountOrder = { message: "min_amount must not be above max_amount", path: ["max_amount"] };

/**
 * Which transactions to read, as the seed defines them. Results come newest first;
 * `limit` (1..500, default 50) and `offset` (default 0) page through them.
 */
export const TransactionFilters = z
  .object({ ...filterFields, limit: z.number().int().min(1).max(MAX_LIMIT).default(DEFAULT_LIMIT).describe("Page size, 1 to 500.") })
  .refine(amountsInOrder, amountOrder);

/** {@link TransactionFilters} after parsing (defaults applied). */
export type TransactionFilters = z.output<typeof TransactionFilters>;

/** {@link TransactionFilters} as a caller may write them (defaults optional). */
export type TransactionFiltersInput = z.input<typeof TransactionFilters>;
