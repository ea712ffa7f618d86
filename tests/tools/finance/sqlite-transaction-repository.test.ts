import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { SqliteTransactionRepository, TransactionFilters } from "../../../src/index";
import { describeRepositoryContract, ledger } from "./transaction-repository-contract";

describeRepositoryContract("SqliteTransactionRepository", () => new SqliteTransactionRepository());

describe("SqliteTransactionRepository on a file", () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), "finance-"));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("creates no file until it is used, then keeps the data across instances", async () => {
    const path = join(folder, "nested", "finance.sqlite");
    const first = new SqliteTransactionRepository({ path });
    expect(existsSync(path)).toBe(false);
    await first.saveAccounts(ledger.accounts);
    await first.saveTransactions(ledger.transactions);
    first.close();
    const second = new SqliteTransactionRepository({ path });
    expect((await second.search(TransactionFilters.parse({}), { timeZone: "Asia/Taipei" })).total).toBe(14);
    second.close();
  });

  it("stores amounts exactly (decimal text and integer minor units, never REAL) clustered by date, with an index on account", async () => {
    const path = join(folder, "finance.sqlite");
    const repository = new SqliteTransactionRepository({ path });
    await repository.saveTransactions(ledger.transactions);
    repository.close();
    const database = new Database(path, { readonly: true });
    const types = database.prepare("SELECT DISTINCT typeof(amount) AS amount, typeof(amount_minor) AS minor FROM transactions").all();
    expect(types).toEqual([{ amount: "text", minor: "integer" }]);
    expect(database.prepare("SELECT amount, amount_minor FROM transactions WHERE id = 't05'").get()).toEqual({
      amount: "-155.5",
      amount_minor: -1555000,
    });
    const plan = (sql: string, ...params: unknown[]) =>
      (database.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as Array<{ detail: string }>).map((row) => row.detail).join(" / ");
    expect(plan("SELECT id FROM transactions WHERE booked_at_ms >= ? AND booked_at_ms < ? AND description LIKE ?", 1, 2, "%a%")).toMatch(
      /SEARCH transactions USING PRIMARY KEY \(booked_at_ms>\? AND booked_at_ms<\?\)/,
    );
    expect(plan("SELECT id FROM transactions WHERE account_id = ? AND booked_at_ms >= ?", "cash", 1)).toMatch(
      /USING (?:COVERING )?INDEX transactions_by_account/,
    );
    database.close();
  });

  it("passes text that looks like SQL only as a parameter", async () => {
    const repository = new SqliteTransactionRepository();
    await repository.saveTransactions(ledger.transactions);
    const hostile = { ...TransactionFilters.parse({}), search: "x' OR 1=1; DROP TABLE transactions; --" };
    expect((await repository.search(hostile, { timeZone: "Asia/Taipei" })).total).toBe(0);
    expect((await repository.search(TransactionFilters.parse({}), { timeZone: "Asia/Taipei" })).total).toBe(14);
    repository.close();
  });
});
