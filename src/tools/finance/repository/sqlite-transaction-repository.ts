import { preparePrivateFile } from "../../../storage/prepare-private-file";
import { Account } from "../models/account";
import { Category } from "../models/category";
import { toMinorUnits } from "../models/decimal-amount";
import { Transaction } from "../models/transaction";
import type { TransactionFilters } from "../models/transaction-filters";
import type { TransactionSearchResult } from "../models/transaction-search-result";
import type { TransactionSumFilters } from "../models/transaction-sum-filters";
import type { TransactionSumResult } from "../models/transaction-sum-result";
import { toMatchCriteria } from "./matches-filters";
import { openSqliteDatabase, type SqliteDatabase } from "./open-sqlite-database";
import { FINANCE_SCHEMA } from "./sqlite-schema";
import { toSumResult } from "./sum-groups";
import type {
  SaveTransactionsReport,
  TransactionQueryOptions,
  TransactionRepository,
  TransactionSumOptions,
} from "./transaction-repository";
import { toWhereClause } from "./sqlite-where-clause";

/** Where the SQLite repository keeps its data. */
export interface SqliteTransactionRepositoryOptions {
  /** The database file; it and its folder are created on first use, mode 0600 / 0700. `":memory:"` keeps nothing. Default: `":memory:"`. */
  path?: string;
}

interface TransactionRow {
  id: string;
  account_id: string;
  category_id: string | null;
  booked_at_ms: number;
  description: string;
  amount: string;
  currency: string;
}

const columns = "id, account_id, category_id, booked_at_ms, description, amount, currency";

/** Where a sum splits each amount in minor units, so that no partial sum overflows 64 bits. */
const SPLIT = 1_000_000_000;

/**
 * A {@link TransactionRepository} in an embedded SQLite database (better-sqlite3), the default
 * storage of the finance tools. The file is opened on first use, never at construction, so
 * importing the library creates no file. Every value travels as a bound parameter.
 *
 * @example
 * ```ts
 * const repository = new SqliteTransactionRepository({ path: "/home/pi/.pibuddy/finance.sqlite" });
 * await repository.search(TransactionFilters.parse({ search: "咖啡" }), { timeZone: "Asia/Taipei" });
 * ```
 */
export class SqliteTransactionRepository implements TransactionRepository {
  private handle: Promise<SqliteDatabase> | undefined;
  private readonly path: string;

  constructor({ path = ":memory:" }: SqliteTransactionRepositoryOptions = {}) {
    this.path = path;
  }

  async search(filters: TransactionFilters, options: TransactionQueryOptions): Promise<TransactionSearchResult> {
    const where = toWhereClause(toMatchCriteria(filters, options));
    const database = await this.database();
    const rows = database
      .prepare(`SELECT ${columns} FROM transactions ${where.sql} ORDER BY booked_at_ms DESC, id DESC LIMIT ? OFFSET ?`)
      .all(...where.params, filters.limit, filters.offset) as TransactionRow[];
    // A short page already tells the total; only a full one (or one past the end) needs a count.
    const pageTellsTotal = rows.length < filters.limit && (rows.length > 0 || filters.offset === 0);
    const total = pageTellsTotal
      ? filters.offset + rows.length
      : (database.prepare(`SELECT COUNT(*) AS total FROM transactions ${where.sql}`).get(...where.params) as { total: number }).total;
    return { items: rows.map(toTransaction), limit: filters.limit, offset: filters.offset, total };
  }

  async sum(filters: TransactionSumFilters, options: TransactionSumOptions): Promise<TransactionSumResult> {
    const where = toWhereClause(toMatchCriteria(filters, options, filters.direction));
    // A page (limit or offset) is cut from the matches newest first; LIMIT -1 means no limit.
    const source =
      filters.limit === undefined && filters.offset === 0
        ? { sql: `transactions ${where.sql}`, params: where.params }
        : {
            sql: `(SELECT currency, amount_minor FROM transactions ${where.sql} ORDER BY booked_at_ms DESC, id DESC LIMIT ? OFFSET ?)`,
            params: [...where.params, filters.limit ?? -1, filters.offset],
          };
    // SQLite's SUM stops with "integer overflow" past 2^63, which ten amounts near the largest
    // stored one reach. Each amount is split at 10^9 (SQLite's / and % truncate toward zero, so
    // minor = high·10^9 + low, also below zero); neither partial sum can overflow for fewer than
    // a billion rows, and they are joined as BigInt. Safe integers: sums pass 2^53 easily.
    const statement = (await this.database()).prepare(
      `SELECT currency, SUM(amount_minor / ${SPLIT}) AS high, SUM(amount_minor % ${SPLIT}) AS low, COUNT(*) AS count FROM ${source.sql} GROUP BY currency`,
    );
    const rows = statement.safeIntegers(true).all(...source.params) as Array<{
      currency: string;
      high: bigint;
      low: bigint;
      count: bigint;
    }>;
    const groups = rows.map((row) => ({ currency: row.currency, minor: row.high * BigInt(SPLIT) + row.low, count: Number(row.count) }));
    return toSumResult(groups, filters, options.currency);
  }

  async listAccounts(): Promise<Account[]> {
    return (await this.database()).prepare("SELECT id, name, currency FROM accounts ORDER BY name, id").all() as Account[];
  }

  async listCategories(): Promise<Category[]> {
    return (await this.database()).prepare("SELECT id, name, parent_id FROM categories ORDER BY name, id").all() as Category[];
  }

  async saveAccounts(accounts: readonly Account[]): Promise<void> {
    const checked = accounts.map((account) => Account.parse(account));
    const database = await this.database();
    const insert = database.prepare(
      "INSERT INTO accounts (id, name, currency) VALUES (?, ?, ?) ON CONFLICT(id) DO UPDATE SET name = excluded.name, currency = excluded.currency",
    );
    database.transaction(() => checked.forEach((account) => insert.run(account.id, account.name, account.currency)))();
  }

  async saveCategories(categories: readonly Category[]): Promise<void> {
    const checked = categories.map((category) => Category.parse(category));
    const database = await this.database();
    const insert = database.prepare(
      "INSERT INTO categories (id, name, parent_id) VALUES (?, ?, ?) ON CONFLICT(id) DO UPDATE SET name = excluded.name, parent_id = excluded.parent_id",
    );
    database.transaction(() => checked.forEach((category) => insert.run(category.id, category.name, category.parent_id)))();
  }

  async saveTransactions(transactions: readonly Transaction[]): Promise<SaveTransactionsReport> {
    const checked = transactions.map((transaction) => Transaction.parse(transaction));
    const database = await this.database();
    const insert = database.prepare(
      `INSERT INTO transactions (${columns}, amount_minor) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(id) DO NOTHING`,
    );
    const inserted = database.transaction(() =>
      checked.reduce((count, transaction) => {
        const { amount, currency } = transaction.amount;
        const bookedMs = Date.parse(transaction.booked_at);
        return (
          count +
          insert.run(
            transaction.id,
            transaction.account_id,
            transaction.category_id,
            bookedMs,
            transaction.description,
            amount,
            currency,
            toMinorUnits(amount),
          ).changes
        );
      }, 0),
    )();
    return { inserted, unchanged: checked.length - inserted };
  }

  close(): void {
    // A database still opening closes as soon as it is open.
    this.handle?.then(
      (database) => database.close(),
      () => undefined,
    );
    this.handle = undefined;
  }

  private database(): Promise<SqliteDatabase> {
    if (this.handle === undefined) {
      const opening = this.open();
      // A failed open (better-sqlite3 not installed, say) is tried again on the next call.
      opening.catch(() => {
        if (this.handle === opening) this.handle = undefined;
      });
      this.handle = opening;
    }
    return this.handle;
  }

  private async open(): Promise<SqliteDatabase> {
    // A new file is 0600 in folders made 0700; SQLite gives its -wal and -shm the file's mode.
    await preparePrivateFile(this.path);
    const database = await openSqliteDatabase(this.path);
    if (this.path !== ":memory:") database.pragma("journal_mode = WAL");
    database.exec(FINANCE_SCHEMA);
    return database;
  }
}

function toTransaction(row: TransactionRow): Transaction {
  return {
    id: row.id,
    account_id: row.account_id,
    category_id: row.category_id,
    booked_at: new Date(row.booked_at_ms).toISOString(),
    description: row.description,
    amount: { amount: row.amount, currency: row.currency },
  };
}
