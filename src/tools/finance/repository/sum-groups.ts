import { fromMinorUnits } from "../models/decimal-amount";
import type { TransactionSumFilters } from "../models/transaction-sum-filters";
import type { TransactionSumResult } from "../models/transaction-sum-result";

/** The matches of one currency: their exact sum in minor units and their number. */
export interface SumGroup {
  currency: string;
  minor: bigint;
  count: number;
}

/**
 * Builds the sum result from per-currency groups: `total` in the preferred currency when it is
 * among them, otherwise in the most frequent one (TWD when nothing matched); the rest go to `other_totals`.
 */
export function toSumResult(groups: readonly SumGroup[], filters: TransactionSumFilters, preferredCurrency?: string): TransactionSumResult {
  const ordered = [...groups].sort((left, right) => right.count - left.count || left.currency.localeCompare(right.currency));
  const main = ordered.find((group) => group.currency === preferredCurrency) ??
    ordered[0] ?? { currency: preferredCurrency ?? "TWD", minor: 0n, count: 0 };
  return {
    total: fromMinorUnits(main.minor),
    currency: main.currency,
    count: main.count,
    limit: filters.limit ?? null,
    offset: filters.offset,
    filters,
    other_totals: ordered
      .filter((group) => group !== main)
      .map((group) => ({ amount: fromMinorUnits(group.minor), currency: group.currency, count: group.count })),
  };
}
