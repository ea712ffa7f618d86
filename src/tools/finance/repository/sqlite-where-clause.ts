import { toMinorUnits } from "../models/decimal-amount";
import type { TransactionSumDirection } from "../models/transaction-sum-direction";
import type { MatchCriteria } from "./matches-filters";
import { toLikePattern } from "./search-terms";

/** A WHERE clause and its parameters; values only ever travel as parameters. */
export interface WhereClause {
  sql: string;
  params: Array<string | number | bigint>;
}

const directionConditions: Record<TransactionSumDirection, string | undefined> = {
  ALL: undefined,
  DEBIT_ONLY: "amount_minor < 0",
  CREDIT_ONLY: "amount_minor > 0",
};

/**
 * The WHERE clause for a query, meaning what `matchesFilters` means in memory. `LIKE` is
 * case-insensitive for ASCII letters (SQLite's default), and other scripts match as written.
 */
export function toWhereClause({ filters, bounds, terms, categories, direction = "ALL" }: MatchCriteria): WhereClause {
  const conditions: string[] = [];
  const params: WhereClause["params"] = [];
  const add = (condition: string, ...values: WhereClause["params"]) => {
    conditions.push(condition);
    params.push(...values);
  };
  if (filters.account_id !== undefined) add("account_id = ?", filters.account_id);
  if (categories.length > 0) add(`category_id IN (${categories.map(() => "?").join(", ")})`, ...categories);
  if (bounds.fromMs !== undefined) add("booked_at_ms >= ?", bounds.fromMs);
  if (bounds.beforeMs !== undefined) add("booked_at_ms < ?", bounds.beforeMs);
  if (filters.min_amount !== undefined) add("amount_minor >= ?", toMinorUnits(filters.min_amount));
  if (filters.max_amount !== undefined) add("amount_minor <= ?", toMinorUnits(filters.max_amount));
  const directionCondition = directionConditions[direction];
  if (directionCondition !== undefined) add(directionCondition);
  if (terms.length > 0) {
    add(`(${terms.map(() => "description LIKE ? ESCAPE '\\'").join(" OR ")})`, ...terms.map(toLikePattern));
  }
  return { sql: conditions.length ? `WHERE ${conditions.join(" AND ")}` : "", params };
}
