import { toMinorUnits } from "../models/decimal-amount";
import type { TransactionSumDirection } from "../models/transaction-sum-direction";
import type { MatchCriteria } from "./matches-filters";
import { toLikePattern } from "./search-terms";

/** A PostgreSQL WHERE clause and its parameters (`$1`, `$2`, …); values only ever travel as parameters. */
export interface PostgresWhereClause {
  sql: string;
  params: unknown[];
}

const directionConditions: Record<TransactionSumDirection, string | undefined> = {
  ALL: undefined,
  DEBIT_ONLY: "amount_minor < 0",
  CREDIT_ONLY: "amount_minor > 0",
};

// PostgreSQL's LIKE is case-sensitive and ILIKE folds every script; SQLite and the in-memory
// repository fold ASCII letters only, so the description is folded the same way here.
const FOLDED_DESCRIPTION = "translate(description, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')";

/** The WHERE clause for one user's query, meaning what `matchesFilters` means in memory. */
export function toPostgresWhereClause(
  userId: string,
  { filters, bounds, terms, categories, direction = "ALL" }: MatchCriteria,
): PostgresWhereClause {
  const params: unknown[] = [userId];
  const conditions = ["user_id = $1"];
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filters.account_id !== undefined) conditions.push(`account_id = ${bind(filters.account_id)}`);
  if (categories.length > 0) conditions.push(`category_id = ANY(${bind([...categories])}::text[])`);
  if (bounds.fromMs !== undefined) conditions.push(`booked_at_ms >= ${bind(bounds.fromMs)}`);
  if (bounds.beforeMs !== undefined) conditions.push(`booked_at_ms < ${bind(bounds.beforeMs)}`);
  // Minor units travel as text: a bigint past 2^53 must not pass through a float.
  if (filters.min_amount !== undefined) conditions.push(`amount_minor >= ${bind(toMinorUnits(filters.min_amount).toString())}`);
  if (filters.max_amount !== undefined) conditions.push(`amount_minor <= ${bind(toMinorUnits(filters.max_amount).toString())}`);
  const directionCondition = directionConditions[direction];
  if (directionCondition !== undefined) conditions.push(directionCondition);
  if (terms.length > 0) {
    conditions.push(`(${terms.map((term) => `${FOLDED_DESCRIPTION} LIKE ${bind(toLikePattern(term))} ESCAPE '\\'`).join(" OR ")})`);
  }
  return { sql: `WHERE ${conditions.join(" AND ")}`, params };
}
