import Decimal from "decimal.js";
import type { Transaction } from "../models/transaction";
import type { TransactionFilters } from "../models/transaction-filters";
import type { TransactionSumDirection } from "../models/transaction-sum-direction";
import { toInstantBounds, type InstantBounds } from "./date-bounds";
import { foldAsciiCase, searchTerms } from "./search-terms";
import type { TransactionQueryOptions } from "./transaction-repository";

/** What a stored transaction is checked against: the filters, their instant bounds and folded search terms. */
export interface MatchCriteria {
  filters: Omit<TransactionFilters, "limit" | "offset">;
  bounds: InstantBounds;
  terms: readonly string[];
  /** `filters.category_id` and the categories under it; empty when the query names no category. */
  categories: readonly string[];
  direction?: TransactionSumDirection;
}

/** Whether a transaction matches, with the same meaning as the SQLite repository's WHERE clause. */
export function matchesFilters(
  transaction: Transaction,
  { filters, bounds, terms, categories, direction = "ALL" }: MatchCriteria,
): boolean {
  const bookedMs = Date.parse(transaction.booked_at);
  const amount = new Decimal(transaction.amount.amount);
  if (filters.account_id !== undefined && transaction.account_id !== filters.account_id) return false;
  if (categories.length > 0 && !categories.includes(transaction.category_id ?? "")) return false;
  if (bounds.fromMs !== undefined && bookedMs < bounds.fromMs) return false;
  if (bounds.beforeMs !== undefined && bookedMs >= bounds.beforeMs) return false;
  if (filters.min_amount !== undefined && amount.lt(filters.min_amount)) return false;
  if (filters.max_amount !== undefined && amount.gt(filters.max_amount)) return false;
  if (direction === "DEBIT_ONLY" && !amount.lt(0)) return false;
  if (direction === "CREDIT_ONLY" && !amount.gt(0)) return false;
  if (terms.length > 0) {
    const description = foldAsciiCase(transaction.description);
    if (!terms.some((term) => description.includes(term))) return false;
  }
  return true;
}

/** Newest first: `booked_at` descending, then `id` descending. */
export function newestFirst(left: Transaction, right: Transaction): number {
  return Date.parse(right.booked_at) - Date.parse(left.booked_at) || (left.id < right.id ? 1 : left.id > right.id ? -1 : 0);
}

/** The criteria of a query: its filters with their instant bounds in the time zone and folded search terms. */
export function toMatchCriteria(
  filters: MatchCriteria["filters"],
  options: TransactionQueryOptions,
  direction?: TransactionSumDirection,
): MatchCriteria {
  return {
    filters,
    bounds: toInstantBounds(filters.date_range, options.timeZone),
    terms: searchTerms(filters.search, options.alternatives),
    categories: filters.category_id === undefined ? [] : [filters.category_id, ...(options.subcategories ?? [])],
    direction,
  };
}
