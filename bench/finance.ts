// Search and sum over 1,000,000 transactions in SQLite: npx tsx bench/finance.ts [rows] [--db file]
// With --db the database is kept (and reused when it already holds the rows), to tune without rebuilding.
// Target: p99 under 50 ms for one month's range with a search term. Writes bench/results/finance.json.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { DateTime } from "luxon";
import { createFinanceTools, SqliteTransactionRepository, TransactionFilters, type Transaction } from "../src/index";

const { values: options, positionals } = parseArgs({ options: { db: { type: "string" } }, allowPositionals: true });
const rows = Number(positionals[0] ?? 1_000_000);
const runs = 200;
const timeZone = "Asia/Taipei";
const now = new Date("2026-03-10T01:00:00Z");
const months = 36;
const merchants = [
  ["星巴克 咖啡 那堤", -150],
  ["路易莎咖啡 美式", -90],
  ["Starbucks Coffee", -160],
  ["cama café", -80],
  ["早餐店 蛋餅", -70],
  ["便當 午餐", -110],
  ["台北捷運", -40],
  ["全聯福利中心", -800],
  ["7-ELEVEN", -120],
  ["全家便利商店", -90],
  ["中油 加油", -1200],
  ["momo購物網", -1500],
  ["蝦皮購物", -650],
  ["Uber Eats", -320],
  ["台灣大車隊 計程車", -250],
  ["誠品書店", -450],
  ["威秀影城", -330],
  ["Netflix", -390],
  ["薪資 入帳", 52000],
  ["退款", 300],
] as const;
const accounts = ["esun", "cathay-card", "cash", "ctbc", "line-bank"];

// A deterministic spread of rows over the last three years, about 28,000 a month.
function* transactions(): Generator<Transaction> {
  const end = now.getTime();
  const span = months * 30.44 * 86_400_000;
  for (let index = 0; index < rows; index += 1) {
    const [description, base] = merchants[(index * 7919) % merchants.length];
    const cents = ((index * 104_729) % 1000) - 500;
    yield {
      id: `b${index.toString(36).padStart(5, "0")}`,
      account_id: accounts[index % accounts.length],
      category_id: null,
      booked_at: new Date(end - ((index * 2_654_435_761) % span)).toISOString(),
      description,
      amount: { amount: (base + cents / 100).toFixed(2), currency: "TWD" },
    };
  }
}

function monthRange(offset: number) {
  const month = DateTime.fromJSDate(now, { zone: timeZone }).minus({ months: offset });
  return { start_date: month.startOf("month").toISODate() ?? "", end_date: month.endOf("month").toISODate() ?? "" };
}

const folder = options.db === undefined ? mkdtempSync(join(tmpdir(), "finance-bench-")) : undefined;
const path = options.db ?? join(folder ?? "", "finance.sqlite");
// Reuse a kept database only when it holds exactly the rows asked for; otherwise start afresh.
let repository = new SqliteTransactionRepository({ path });
const stored = existsSync(path) ? (await repository.search(TransactionFilters.parse({ limit: 1 }), { timeZone })).total : 0;
const reuse = stored === rows;
if (!reuse && stored > 0) {
  repository.close();
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${path}${suffix}`, { force: true });
  repository = new SqliteTransactionRepository({ path });
}
const [search, sum] = createFinanceTools({ repository, timeZone });
const context = { now, timeZone, locale: "zh-TW" as const, signal: new AbortController().signal };

const buildStart = performance.now();
if (!reuse) {
  await repository.saveAccounts(accounts.map((id) => ({ id, name: id, currency: "TWD" })));
  let batch: Transaction[] = [];
  for (const transaction of transactions()) {
    batch.push(transaction);
    if (batch.length === 20_000) {
      await repository.saveTransactions(batch);
      batch = [];
    }
  }
  await repository.saveTransactions(batch);
}
const buildSeconds = (performance.now() - buildStart) / 1000;
console.log(reuse ? `reusing ${path}` : `built ${rows.toLocaleString("en")} transactions in ${buildSeconds.toFixed(1)} s`);

type Shape = { name: string; tool: typeof search | typeof sum; args: (run: number) => Record<string, unknown> };
const terms = ["咖啡", "全聯", "coffee", "計程車", "Netflix"];
const shapes: Shape[] = [
  {
    name: "search: one month + search term",
    tool: search,
    args: (run) => ({ date_range: monthRange(run % 24), search: terms[run % terms.length] }),
  },
  {
    name: "sum DEBIT_ONLY: one month + search term",
    tool: sum,
    args: (run) => ({ date_range: monthRange(run % 24), search: terms[run % terms.length], direction: "DEBIT_ONLY" }),
  },
  { name: "search: one month", tool: search, args: (run) => ({ date_range: monthRange(run % 24) }) },
  { name: "sum ALL: one month", tool: sum, args: (run) => ({ date_range: monthRange(run % 24) }) },
  {
    name: "search: one month + account",
    tool: search,
    args: (run) => ({ date_range: monthRange(run % 24), account_id: accounts[run % accounts.length] }),
  },
  {
    name: "sum CREDIT_ONLY: one month + account",
    tool: sum,
    args: (run) => ({ date_range: monthRange(run % 24), account_id: accounts[run % accounts.length], direction: "CREDIT_ONLY" }),
  },
  { name: "search: last 50, no filter", tool: search, args: () => ({}) },
  { name: "search: one month, page 10", tool: search, args: (run) => ({ date_range: monthRange(run % 24), offset: 450 }) },
  {
    name: "sum DEBIT_ONLY: one year + search term",
    tool: sum,
    args: (run) => ({
      date_range: { start_date: `${2023 + (run % 3)}-01-01`, end_date: `${2023 + (run % 3)}-12-31` },
      search: terms[run % terms.length],
      direction: "DEBIT_ONLY",
    }),
  },
  { name: "search: search term, all time (full scan)", tool: search, args: (run) => ({ search: terms[run % terms.length] }) },
];

const percentile = (samples: number[], share: number) => samples[Math.min(samples.length - 1, Math.floor(share * samples.length))];
const results = [];
for (const shape of shapes) {
  const count = shape.name.includes("full scan") ? 20 : runs;
  const samples: number[] = [];
  for (let run = -5; run < count; run += 1) {
    const checked = shape.tool.validate(shape.tool.normalize(shape.args(Math.abs(run)), context));
    if (!checked.success) throw new Error(`${shape.name}: ${checked.message}`);
    const start = performance.now();
    const result = await (shape.tool.execute as (args: unknown, context: unknown) => Promise<{ success: boolean }>)(checked.args, context);
    if (run >= 0) samples.push(performance.now() - start);
    if (!result.success) throw new Error(`${shape.name} failed`);
  }
  samples.sort((left, right) => left - right);
  const line = {
    query: shape.name,
    runs: count,
    p50Ms: Number(percentile(samples, 0.5).toFixed(2)),
    p99Ms: Number(percentile(samples, 0.99).toFixed(2)),
  };
  results.push(line);
  console.log(`${line.query.padEnd(46)} p50 ${line.p50Ms.toFixed(2).padStart(8)} ms   p99 ${line.p99Ms.toFixed(2).padStart(8)} ms`);
}
repository.close();
if (folder !== undefined) rmSync(folder, { recursive: true, force: true });

const target = results.filter((line) => line.query.includes("one month + search term"));
const met = target.every((line) => line.p99Ms < 50);
// Other processes on the machine show up in p99: the load average is recorded with the results.
console.log(`target (p99 < 50 ms for one month + search term): ${met ? "met" : "NOT met"} (load average ${loadavg()[0].toFixed(2)})`);
const report = {
  rows,
  buildSeconds: reuse ? null : Number(buildSeconds.toFixed(1)),
  node: process.version,
  date: new Date().toISOString(),
  loadAverage: loadavg().map((load) => Number(load.toFixed(2))),
  target: { p99Ms: 50, met },
  results,
};
writeFileSync(fileURLToPath(new URL("./results/finance.json", import.meta.url)), `${JSON.stringify(report, null, 2)}\n`);
