import type { Account } from "../models/account";
import type { Category } from "../models/category";
import type { Transaction } from "../models/transaction";
import type { TransactionFilters } from "../models/transaction-filters";
import type { TransactionSearchResult } from "../models/transaction-search-result";
import type { TransactionSumFilters } from "../models/transaction-sum-filters";
import type { TransactionSumResult } from "../models/transaction-sum-result";

/** How a query reads its filters. */
export interface TransactionQueryOptions {
  /** IANA time zone `date_range` dates are read in, e.g. `"Asia/Taipei"`. */
  timeZone: string;
  /** Other spellings of `filters.search` that match too (e.g. `coffee` for 咖啡). Default: none. */
  alternatives?: readonly string[];
  /** Categories under `filters.category_id` (at any depth) whose transactions match too. Default: none. */
  subcategories?: readonly string[];
}

/** How a sum reads its filters. */
export interface TransactionSumOptions extends TransactionQueryOptions {
  /** The currency `total` is given in when matches span several. Default: the most frequent one, else `TWD`. */
  currency?: string;
}

/** What saving transactions did: new ids inserted, ids already stored left as they were. */
export interface SaveTransactionsReport {
  inserted: number;
  unchanged: number;
}

/**
 * Where transactions live. Two implementations pass one contract suite:
 * {@link InMemoryTransactionRepository} (tests) and {@link SqliteTransactionRepository}
 * (the embedded default). Amounts are signed decimals: debits negative, credits positive.
 *
 * Filters are already validated when they arrive (the tools parse them with their zod schema).
 * Results come newest first (`booked_at` descending, then `id` descending).
 */
export interface TransactionRepository {
  /** One page of matching transactions and the total number of matches. */
  search(filters: TransactionFilters, options: TransactionQueryOptions): Promise<TransactionSearchResult>;
  /** The exact sum of the matching amounts in the filters' direction. */
  sum(filters: TransactionSumFilters, options: TransactionSumOptions): Promise<TransactionSumResult>;
  /** Every account, by name. */
  listAccounts(): Promise<Account[]>;
  /** Every category, by name. */
  listCategories(): Promise<Category[]>;
  /** Adds accounts, or updates the name and currency of known ids. */
  saveAccounts(accounts: readonly Account[]): Promise<void>;
  /** Adds categories, or updates known ids. */
  saveCategories(categories: readonly Category[]): Promise<void>;
  /** Adds transactions whose id is new; an id already stored is left unchanged (re-imports are idempotent). */
  saveTransactions(transactions: readonly Transaction[]): Promise<SaveTransactionsReport>;
  /** Releases the storage (closes the database file). Safe to call twice. */
  close(): void;
}
