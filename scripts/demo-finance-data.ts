import { parseArgs } from "node:util";
import { defaultFinanceDatabasePath, loadSettings, SqliteTransactionRepository } from "../src/index";
import { DEMO_ACCOUNTS, DEMO_CATEGORIES } from "./finance-demo/demo-merchants";
import { generateDemoLedger } from "./finance-demo/generate-demo-ledger";

// npm run demo:finance-data [-- --db path/to/finance.sqlite --months 3]
// Writes about four months of demo transactions up to now into the finance database, so the
// chat example can answer 「這個月咖啡花了多少錢」 offline. Running it again adds nothing new.
const { values } = parseArgs({ options: { db: { type: "string" }, months: { type: "string", default: "3" } } });
const settings = loadSettings();
const path = values.db ?? defaultFinanceDatabasePath(settings.dataDir);
const repository = new SqliteTransactionRepository({ path });
const transactions = generateDemoLedger({ now: new Date(), months: Number(values.months), timeZone: settings.timeZone });
await repository.saveAccounts(DEMO_ACCOUNTS);
await repository.saveCategories(DEMO_CATEGORIES);
const report = await repository.saveTransactions(transactions);
repository.close();
console.log(
  `${path}: ${report.inserted} transactions added, ${report.unchanged} already there (${transactions.length} in the demo ledger).`,
);
