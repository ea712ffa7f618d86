import type { Account } from "../models/account";
import type { Category } from "../models/category";
import { toMinorUnits } from "../models/decimal-amount";
import { Transaction } from "../models/transaction";
import type { TransactionFilters } from "../models/transaction-filters";
import type { TransactionSearchResult } from "../models/transaction-search-result";
import type { TransactionSumFilters } from "../models/transaction-sum-filters";
import type { TransactionSumResult } from "../models/transaction-sum-result";
import { matchesFilters, newestFirst, toMatchCriteria, type MatchCriteria } from "./matches-filters";
import { toSumResult, type SumGroup } from "./sum-groups";
import type {
  SaveTransactionsReport,
  TransactionQueryOptions,
  TransactionRepository,
  TransactionSumOptions,
} from "./transaction-repository";

/** What an in-memory repository starts with. */
export interface InMemoryTransactionRepositoryOptions {
  /** Default: none. */
  accounts?: readonly Account[];
  /** Default: none. */
  categories?: readonly Category[];
  /** Default: none. */
  transactions?: readonly Transaction[];
}

/**
 * A {@link TransactionRepository} in a few arrays, for tests and examples. It passes the same
 * contract suite as the SQLite one.
 *
 * @example
 * ```ts
 * const repository = new InMemoryTransactionRepository({ accounts, transactions });
 * const tools = createFinanceTools({ repository });
 * ```
 */
export class InMemoryTransactionRepository implements TransactionRepository {
  private readonly accounts = new Map<string, Account>();
  private readonly categories = new Map<string, Category>();
  private readonly transactions = new Map<string, Transaction>();

  constructor({ accounts = [], categories = [], transactions = [] }: InMemoryTransactionRepositoryOptions = {}) {
    for (const account of accounts) this.accounts.set(account.id, account);
    for (const category of categories) this.categories.set(category.id, category);
    for (const transaction of transactions) this.store(transaction);
  }

  async search(filters: TransactionFilters, options: TransactionQueryOptions): Promise<TransactionSearchResult> {
    const matches = this.matching(filters, options);
    const items = matches.slice(filters.offset, filters.offset + filters.limit);
    return { items, limit: filters.limit, offset: filters.offset, total: matches.length };
  }

  async sum(filters: TransactionSumFilters, options: TransactionSumOptions): Promise<TransactionSumResult> {
    const matches = this.matching(filters, options, filters.direction);
    const page = matches.slice(filters.offset, filters.limit === undefined ? undefined : filters.offset + filters.limit);
    const groups = new Map<string, SumGroup>();
    for (const transaction of page) {
      const { currency, amount } = transaction.amount;
      const group = groups.get(currency) ?? { currency, minor: 0n, count: 0 };
      groups.set(currency, { currency, minor: group.minor + toMinorUnits(amount), count: group.count + 1 });
    }
    return toSumResult([...groups.values()], filters, options.currency);
  }

  async listAccounts(): Promise<Account[]> {
    return [...this.accounts.values()].sort(byNameThenId);
  }

  async listCategories(): Promise<Category[]> {
    return [...this.categories.values()].sort(byNameThenId);
  }

  async saveAccounts(accounts: readonly Account[]): Promise<void> {
    for (const account of accounts) this.accounts.set(account.id, { ...account });
  }

  async saveCategories(categories: readonly Category[]): Promise<void> {
    for (const category of categories) this.categories.set(category.id, { ...category });
  }

  async saveTransactions(transactions: readonly Transaction[]): Promise<SaveTransactionsReport> {
    const checked = transactions.map((transaction) => Transaction.parse(transaction));
    let inserted = 0;
    for (const transaction of checked) {
      if (this.transactions.has(transaction.id)) continue;
      this.store(transaction);
      inserted += 1;
    }
    return { inserted, unchanged: transactions.length - inserted };
  }

  close(): void {}

  private store(transaction: Transaction): void {
    // Checked and kept as the SQLite repository returns it: canonical amount, UTC instant.
    const parsed = Transaction.parse(transaction);
    this.transactions.set(parsed.id, { ...parsed, booked_at: new Date(parsed.booked_at).toISOString() });
  }

  private matching(
    filters: MatchCriteria["filters"],
    options: TransactionQueryOptions,
    direction?: MatchCriteria["direction"],
  ): Transaction[] {
    const criteria = toMatchCriteria(filters, options, direction);
    return [...this.transactions.values()].filter((transaction) => matchesFilters(transaction, criteria)).sort(newestFirst);
  }
}

// Code-point order, as SQLite's default BINARY collation sorts.
function byNameThenId(left: { name: string; id: string }, right: { name: string; id: string }): number {
  const leftKey = `${left.name}\u0000${left.id}`;
  const rightKey = `${right.name}\u0000${right.id}`;
  return leftKey < rightKey ? -1 : leftKey > rightKey ? 1 : 0;
}
