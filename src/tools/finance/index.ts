export { createFinanceTools, defaultFinanceDatabasePath } from "./create-finance-tools";
export type { FinanceToolsOptions } from "./create-finance-tools";
export { Account } from "./models/account";
export { Category } from "./models/category";
export { DateRange } from "./models/date-range";
export { DecimalAmount } from "./models/decimal-amount";
export { CurrencyCode, Money } from "./models/money";
export { Transaction } from "./models/transaction";
export { TransactionFilters } from "./models/transaction-filters";
export type { TransactionFiltersInput } from "./models/transaction-filters";
export { TransactionSearchResult } from "./models/transaction-search-result";
export { TransactionSumDirection } from "./models/transaction-sum-direction";
export { TransactionSumFilters } from "./models/transaction-sum-filters";
export type { TransactionSumFiltersInput } from "./models/transaction-sum-filters";
export { TransactionSumResult } from "./models/transaction-sum-result";
export { InMemoryTransactionRepository } from "./repository/in-memory-transaction-repository";
export type { InMemoryTransactionRepositoryOptions } from "./repository/in-memory-transaction-repository";
export { SqliteTransactionRepository } from "./repository/sqlite-transaction-repository";
export { PostgresTransactionRepository } from "./repository/postgres-transaction-repository";
export type { PostgresTransactionRepositoryOptions } from "./repository/postgres-transaction-repository";
export { POSTGRES_FINANCE_SCHEMA } from "./repository/postgres-finance-schema";
export type { SqliteTransactionRepositoryOptions } from "./repository/sqlite-transaction-repository";
export type {
  SaveTransactionsReport,
  TransactionQueryOptions,
  TransactionRepository,
  TransactionSumOptions,
} from "./repository/transaction-repository";
export { importTransactionsCsv } from "./import-transactions-csv";
export type { CsvColumns, CsvImportReport, ImportTransactionsCsvOptions } from "./import-transactions-csv";
