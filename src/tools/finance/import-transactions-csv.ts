import { createHash } from "node:crypto";
import type { Account } from "./models/account";
import type { Category } from "./models/category";
import { MAX_INTEGER_DIGITS } from "./models/decimal-amount";
import type { Transaction } from "./models/transaction";
import { parseCsv } from "./parse-csv";
import { readBookingInstant, readCsvAmount, toIdentifier } from "./read-csv-row";
import type { TransactionRepository } from "./repository/transaction-repository";
import { DEFAULTS } from "../../core/defaults";

/** Which CSV header names hold which field. `currency`, `category` and `id` are optional columns. */
export interface CsvColumns {
  date: string;
  description: string;
  amount: string;
  account: string;
  currency?: string;
  category?: string;
  id?: string;
}

/** Options of {@link importTransactionsCsv}. */
export interface ImportTransactionsCsvOptions {
  /** Where the rows go, typically a {@link SqliteTransactionRepository}. */
  repository: TransactionRepository;
  /** The CSV text, with a header row. */
  csv: string;
  /** Header names per field, matched without case. Default: `date`, `description`, `amount`, `account`, `currency`, `category`, `id`. */
  columns?: Partial<CsvColumns>;
  /** Time zone of dates without an offset. Default: `Asia/Taipei`. */
  timeZone?: string;
  /** Currency of rows without a currency column. Default: `TWD`. */
  currency?: string;
  /** Field delimiter. Default: `,`. */
  delimiter?: string;
}

/** What an import did. Rows already imported count as `unchanged`; unreadable rows are listed, not imported. */
export interface CsvImportReport {
  inserted: number;
  unchanged: number;
  rejected: Array<{ line: number; reason: string }>;
}

// Why an amount cell was not read: too many digits for the ledger, or not an amount at all.
function amountProblem(text: string): string {
  const integerDigits = text.replace(/[^\d.]/g, "").split(".")[0].length;
  return integerDigits > MAX_INTEGER_DIGITS
    ? `amount "${text}" has more than ${MAX_INTEGER_DIGITS} digits before the decimal point, more than the ledger stores`
    : `unreadable amount "${text}"`;
}

const defaultColumns: CsvColumns = {
  date: "date",
  description: "description",
  amount: "amount",
  account: "account",
  currency: "currency",
  category: "category",
  id: "id",
};

/**
 * Imports bank-export CSV rows (date, description, amount, account; more columns optional)
 * into a repository. Amounts are signed as stored: spending negative. Idempotent: a row's id is
 * a hash of its account, instant, description, amount and how many identical rows came before
 * it in the file, so importing the same file again inserts nothing. Throws when a required
 * column is missing from the header.
 *
 * @example
 * ```ts
 * const report = await importTransactionsCsv({ repository, csv: readFileSync("bank.csv", "utf8"), columns: { date: "交易日期", amount: "金額" } });
 * ```
 */
export async function importTransactionsCsv({
  repository,
  csv,
  columns = {},
  timeZone = DEFAULTS.timeZone,
  currency = "TWD",
  delimiter = ",",
}: ImportTransactionsCsvOptions): Promise<CsvImportReport> {
  const [header, ...rows] = parseCsv(csv, delimiter);
  const names = (header?.fields ?? []).map((name) => name.trim().toLowerCase());
  const mapping = { ...defaultColumns, ...columns };
  const position = (field: keyof CsvColumns, required: boolean): number | undefined => {
    const index = names.indexOf((mapping[field] ?? "").trim().toLowerCase());
    if (index < 0 && required)
      throw new TypeError(`importTransactionsCsv: the header has no "${mapping[field]}" column for ${field} (found: ${names.join(", ")}).`);
    return index < 0 ? undefined : index;
  };
  const at = {
    date: position("date", true),
    description: position("description", true),
    amount: position("amount", true),
    account: position("account", true),
    currency: position("currency", false),
    category: position("category", false),
    id: position("id", false),
  };
  const accounts = new Map<string, Account>();
  const categories = new Map<string, Category>();
  const transactions: Transaction[] = [];
  const rejected: CsvImportReport["rejected"] = [];
  const seen = new Map<string, number>();
  for (const { line, fields } of rows) {
    const cell = (index: number | undefined) => (index === undefined ? "" : (fields[index] ?? "").trim());
    const bookedAt = readBookingInstant(cell(at.date), timeZone);
    const amount = readCsvAmount(cell(at.amount));
    const accountId = toIdentifier(cell(at.account));
    const rowCurrency = (cell(at.currency) || currency).toUpperCase();
    const reason =
      bookedAt === null
        ? `unreadable date "${cell(at.date)}"`
        : amount === null
          ? amountProblem(cell(at.amount))
          : accountId === ""
            ? "no account"
            : !/^[A-Z]{3}$/.test(rowCurrency)
              ? `unknown currency "${rowCurrency}"`
              : undefined;
    if (reason !== undefined || bookedAt === null || amount === null) {
      rejected.push({ line, reason: reason ?? "unreadable row" });
      continue;
    }
    const description = cell(at.description).slice(0, 500);
    const categoryId = cell(at.category) === "" ? null : toIdentifier(cell(at.category)) || null;
    const key = [accountId, bookedAt, description, amount, rowCurrency].join("\u0000");
    const occurrence = (seen.get(key) ?? 0) + 1;
    seen.set(key, occurrence);
    const id = toIdentifier(cell(at.id)) || `csv-${createHash("sha256").update(`${key}\u0000${occurrence}`).digest("hex").slice(0, 24)}`;
    if (!accounts.has(accountId)) accounts.set(accountId, { id: accountId, name: cell(at.account).slice(0, 100), currency: rowCurrency });
    if (categoryId !== null && !categories.has(categoryId))
      categories.set(categoryId, { id: categoryId, name: cell(at.category).slice(0, 100), parent_id: null });
    transactions.push({
      id,
      account_id: accountId,
      category_id: categoryId,
      booked_at: bookedAt,
      description,
      amount: { amount, currency: rowCurrency },
    });
  }
  await repository.saveAccounts([...accounts.values()]);
  await repository.saveCategories([...categories.values()]);
  const saved = await repository.saveTransactions(transactions);
  return { ...saved, rejected };
}
