import { homedir } from "node:os";
import { join } from "node:path";
import { IANAZone } from "luxon";
import { createAccountsListTool } from "./accounts-list-tool";
import { sqliteRepositoryPerUser } from "./repository/sqlite-repository-per-user";
import type { TransactionRepository } from "./repository/transaction-repository";
import { createTransactionsSearchTool } from "./transactions-search-tool";
import { createTransactionsSumTool } from "./transactions-sum-tool";

/** Options of {@link createFinanceTools}. */
export interface FinanceToolsOptions {
  /**
   * Where the transactions are: one repository, or the repository of each user (`context.userId`,
   * undefined for the one user of a device), e.g. `(userId) => new PostgresTransactionRepository({ pool, userId })`.
   * Default: SQLite at `databasePath` for the device's user and `users/<user>/finance.sqlite` beside it
   * for each named user, opened on first use.
   */
  repository?: TransactionRepository | ((userId: string | undefined) => TransactionRepository);
  /** The SQLite file used when no repository is given. Default: `<dataDir>/finance.sqlite`. */
  databasePath?: string;
  /** The folder for the default database. Default: `~/.pibuddy` (settings: DIALOGUE_GRAPH_DATA_DIR). */
  dataDir?: string;
  /** IANA time zone `date_range` dates are read in. Default: the turn's time zone. */
  timeZone?: string;
  /** The currency a sum's `total` is given in when matches span several. Default: `TWD`. */
  currency?: string;
}

/** The default database file: `<dataDir or ~/.pibuddy>/finance.sqlite`. */
export function defaultFinanceDatabasePath(dataDir?: string): string {
  return join(dataDir ?? join(homedir(), ".pibuddy"), "finance.sqlite");
}

/**
 * The three finance tools over one repository: `finance_transactions_search`,
 * `finance_transactions_sum` and `finance_accounts_list`. Amounts are signed decimals
 * (debits negative, credits positive). Nothing is opened until a tool runs.
 *
 * @example
 * ```ts
 * const registry = new ToolRegistry(createFinanceTools({ timeZone: "Asia/Taipei" }));
 * ```
 */
export function createFinanceTools({ repository, databasePath, dataDir, timeZone, currency = "TWD" }: FinanceToolsOptions = {}) {
  if (timeZone !== undefined && !IANAZone.isValidZone(timeZone)) {
    throw new TypeError(`createFinanceTools: "${timeZone}" is not an IANA time zone (e.g. Asia/Taipei).`);
  }
  const repositoryFor =
    repository === undefined
      ? sqliteRepositoryPerUser({ databasePath: databasePath ?? defaultFinanceDatabasePath(dataDir) })
      : typeof repository === "function"
        ? repository
        : () => repository;
  const options = { repositoryFor, timeZone, currency };
  return [createTransactionsSearchTool(options), createTransactionsSumTool(options), createAccountsListTool(options)] as const;
}
