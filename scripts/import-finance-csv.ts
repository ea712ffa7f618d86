import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { defaultFinanceDatabasePath, importTransactionsCsv, loadSettings, SqliteTransactionRepository } from "../src/index";

// npx tsx scripts/import-finance-csv.ts bank.csv [--db file] [--date 交易日期 --description 摘要 --amount 金額 --account 帳戶]
//   [--currency-column 幣別] [--category 分類] [--currency TWD] [--delimiter ";"] [--time-zone Asia/Taipei]
// Imports a bank export into the finance database; importing the same file again adds nothing.
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    db: { type: "string" },
    date: { type: "string" },
    description: { type: "string" },
    amount: { type: "string" },
    account: { type: "string" },
    "currency-column": { type: "string" },
    category: { type: "string" },
    currency: { type: "string", default: "TWD" },
    delimiter: { type: "string", default: "," },
    "time-zone": { type: "string" },
  },
});
if (positionals.length !== 1) {
  console.error("usage: npx tsx scripts/import-finance-csv.ts <file.csv> [--db file] [--date column] [--amount column] …");
  process.exit(2);
}
const settings = loadSettings();
const path = values.db ?? defaultFinanceDatabasePath(settings.dataDir);
const repository = new SqliteTransactionRepository({ path });
const columns = Object.fromEntries(
  Object.entries({
    date: values.date,
    description: values.description,
    amount: values.amount,
    account: values.account,
    currency: values["currency-column"],
    category: values.category,
  }).filter(([, name]) => name !== undefined),
);
const report = await importTransactionsCsv({
  repository,
  csv: readFileSync(positionals[0], "utf8"),
  columns,
  currency: values.currency,
  delimiter: values.delimiter,
  timeZone: values["time-zone"] ?? settings.timeZone,
});
repository.close();
console.log(`${path}: ${report.inserted} transactions added, ${report.unchanged} already there, ${report.rejected.length} rows refused.`);
for (const row of report.rejected) console.log(`  line ${row.line}: ${row.reason}`);
