import type { TransactionRepository } from "./repository/transaction-repository";

/** What each finance tool is built with; {@link createFinanceTools} fills it in. */
export interface FinanceToolOptions {
  /** Where the transactions of a user are (`context.userId`; undefined for the one user of a device). */
  repositoryFor: (userId: string | undefined) => TransactionRepository;
  /** IANA time zone `date_range` dates are read in. Default: the turn's time zone. */
  timeZone?: string;
  /** The currency a sum's `total` is given in when matches span several. Default: `TWD`. */
  currency?: string;
}
