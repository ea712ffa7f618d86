import { inTransaction, type SqlPool } from "../../../storage/sql-pool";
import { Account } from "../models/account";
import { Category } from "../models/category";
import { toMinorUnits } from "../models/decimal-amount";
import { Transaction } from "../models/transaction";
import type { TransactionFilters } from "../models/transaction-filters";
import type { TransactionSearchResult } from "../models/transaction-search-result";
import type { TransactionSumFilters } from "../models/transaction-sum-filters";
import type { TransactionSumResult } from "../models/transaction-sum-result";
import { toMatchCriteria } from "./matches-filters";
import { toPostgresWhereClause } from "./postgres-where-clause";
import { toSumResult } from "./sum-groups";
import type {
  SaveTransactionsReport,
  TransactionQueryOptions,
  TransactionRepository,
  TransactionSumOptions,
} from "./transaction-repository";

/** Options of {@link PostgresTransactionRepository}. */
export interface PostgresTransactionRepositoryOptions {
  /** The connection pool (a `pg.Pool`), shared with the rest of the application; the repository never ends it. */
  pool: SqlPool;
  /** Whose ledger this is; every query reads and writes only this user's rows. Default: `""`, the one user of a device. */
  userId?: string;
}

interface TransactionRow {
  id: string;
  account_id: string;
  category_id: string | null;
  booked_at_ms: string;
  description: string;
  amount: string;
  currency: string;
}

const columns = "id, account_id, category_id, booked_at_ms, description, amount, currency";
// Ids order by their bytes, as in SQLite and in memory, whatever the database's collation.
const newestFirst = `ORDER BY booked_at_ms DESC, id COLLATE "C" DESC`;
const BATCH = 1000;

/**
 * A {@link TransactionRepository} in PostgreSQL, scoped to one user: many users, one database,
 * several processes. Tables: {@link POSTGRES_FINANCE_SCHEMA} (`dialogue-graph serve` creates them
 * on start). Instances are cheap: make one per user over one shared pool.
 *
 * @example
 * ```ts
 * const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
 * const ledgerOf = (userId?: string) => new PostgresTransactionRepository({ pool, userId });
 * const tools = createFinanceTools({ repository: ledgerOf });
 * ```
 */
export class PostgresTransactionRepository implements TransactionRepository {
  private readonly pool: SqlPool;
  private readonly userId: string;

  constructor({ pool, userId = "" }: PostgresTransactionRepositoryOptions) {
    this.pool = pool;
    this.userId = userId;
  }

  async search(filters: TransactionFilters, options: TransactionQueryOptions): Promise<TransactionSearchResult> {
    const where = toPostgresWhereClause(this.userId, toMatchCriteria(filters, options));
    const page = where.params.length;
    const { rows } = await this.pool.query<TransactionRow & { total: string }>(
      `SELECT ${columns}, COUNT(*) OVER () AS total FROM finance_transactions ${where.sql} ${newestFirst} LIMIT $${page + 1} OFFSET $${page + 2}`,
      [...where.params, filters.limit, filters.offset],
    );
    // Past the last match the page is empty and carries no count: ask for it.
    const total =
      rows.length > 0
        ? Number(rows[0]!.total)
        : filters.offset === 0
          ? 0
          : Number(
              (await this.pool.query<{ total: string }>(`SELECT COUNT(*) AS total FROM finance_transactions ${where.sql}`, where.params))
                .rows[0]!.total,
            );
    return { items: rows.map(toTransaction), limit: filters.limit, offset: filters.offset, total };
  }

  async sum(filters: TransactionSumFilters, options: TransactionSumOptions): Promise<TransactionSumResult> {
    const where = toPostgresWhereClause(this.userId, toMatchCriteria(filters, options, filters.direction));
    const page = where.params.length;
    // LIMIT NULL is no limit: a page is cut from the matches newest first only when asked for.
    const { rows } = await this.pool.query<{ currency: string; minor: string; count: string }>(
      `SELECT currency, SUM(amount_minor)::text AS minor, COUNT(*) AS count
       FROM (SELECT currency, amount_minor FROM finance_transactions ${where.sql} ${newestFirst} LIMIT $${page + 1} OFFSET $${page + 2}) AS matches
       GROUP BY currency`,
      [...where.params, filters.limit ?? null, filters.offset],
    );
    return toSumResult(
      rows.map((row) => ({ currency: row.currency, minor: BigInt(row.minor), count: Number(row.count) })),
      filters,
      options.currency,
    );
  }

  async listAccounts(): Promise<Account[]> {
    const { rows } = await this.pool.query<Account>(
      `SELECT id, name, currency FROM finance_accounts WHERE user_id = $1 ORDER BY name COLLATE "C", id COLLATE "C"`,
      [this.userId],
    );
    return rows;
  }

  async listCategories(): Promise<Category[]> {
    const { rows } = await this.pool.query<Category>(
      `SELECT id, name, parent_id FROM finance_categories WHERE user_id = $1 ORDER BY name COLLATE "C", id COLLATE "C"`,
      [this.userId],
    );
    return rows;
  }

  async saveAccounts(accounts: readonly Account[]): Promise<void> {
    // One row per id (the last wins): an upsert may not touch a row twice in one statement.
    const checked = [...new Map(accounts.map((account) => Account.parse(account)).map((account) => [account.id, account])).values()];
    if (checked.length === 0) return;
    await this.pool.query(
      `INSERT INTO finance_accounts (user_id, id, name, currency) SELECT $1::text, * FROM unnest($2::text[], $3::text[], $4::text[])
       ON CONFLICT (user_id, id) DO UPDATE SET name = excluded.name, currency = excluded.currency`,
      [
        this.userId,
        checked.map((account) => account.id),
        checked.map((account) => account.name),
        checked.map((account) => account.currency),
      ],
    );
  }

  async saveCategories(categories: readonly Category[]): Promise<void> {
    const checked = [
      ...new Map(categories.map((category) => Category.parse(category)).map((category) => [category.id, category])).values(),
    ];
    if (checked.length === 0) return;
    await this.pool.query(
      `INSERT INTO finance_categories (user_id, id, name, parent_id) SELECT $1::text, * FROM unnest($2::text[], $3::text[], $4::text[])
       ON CONFLICT (user_id, id) DO UPDATE SET name = excluded.name, parent_id = excluded.parent_id`,
      [
        this.userId,
        checked.map((category) => category.id),
        checked.map((category) => category.name),
        checked.map((category) => category.parent_id),
      ],
    );
  }

  async saveTransactions(transactions: readonly Transaction[]): Promise<SaveTransactionsReport> {
    const checked = transactions.map((transaction) => Transaction.parse(transaction));
    const inserted = await inTransaction(this.pool, async (client) => {
      let count = 0;
      for (let start = 0; start < checked.length; start += BATCH) {
        const batch = checked.slice(start, start + BATCH);
        const result = await client.query(
          `INSERT INTO finance_transactions (user_id, ${columns}, amount_minor)
           SELECT $1::text, * FROM unnest($2::text[], $3::text[], $4::text[], $5::bigint[], $6::text[], $7::text[], $8::text[], $9::bigint[])
           ON CONFLICT (user_id, id) DO NOTHING`,
          [
            this.userId,
            batch.map((transaction) => transaction.id),
            batch.map((transaction) => transaction.account_id),
            batch.map((transaction) => transaction.category_id),
            batch.map((transaction) => String(Date.parse(transaction.booked_at))),
            batch.map((transaction) => transaction.description),
            batch.map((transaction) => transaction.amount.amount),
            batch.map((transaction) => transaction.amount.currency),
            batch.map((transaction) => toMinorUnits(transaction.amount.amount).toString()),
          ],
        );
        count += result.rowCount ?? 0;
      }
      return count;
    });
    return { inserted, unchanged: checked.length - inserted };
  }

  /** Does nothing: the pool belongs to whoever made it, and other users' repositories share it. */
  close(): void {}
}

function toTransaction(row: TransactionRow): Transaction {
  return {
    id: row.id,
    account_id: row.account_id,
    category_id: row.category_id,
    booked_at: new Date(Number(row.booked_at_ms)).toISOString(),
    description: row.description,
    amount: { amount: row.amount, currency: row.currency },
  };
}
