import { SqliteTransactionRepository, type TransactionRepository } from "../../../src/index";
import { financeTools, ledgerRepository, runTool } from "./finance-test-kit";
import { ledger } from "./transaction-repository-contract";

// A repository that records every call, to prove that refused filters never reach storage.
function spyRepository(): { repository: TransactionRepository; calls: string[] } {
  const inner = ledgerRepository();
  const calls: string[] = [];
  const repository: TransactionRepository = {
    search: (...args) => (calls.push("search"), inner.search(...args)),
    sum: (...args) => (calls.push("sum"), inner.sum(...args)),
    listAccounts: () => (calls.push("listAccounts"), inner.listAccounts()),
    listCategories: () => (calls.push("listCategories"), inner.listCategories()),
    saveAccounts: (accounts) => inner.saveAccounts(accounts),
    saveCategories: (categories) => inner.saveCategories(categories),
    saveTransactions: (transactions) => inner.saveTransactions(transactions),
    close: () => inner.close(),
  };
  return { repository, calls };
}

describe("hostile filter input", () => {
  it.each([
    ["an SQL fragment as account id", { account_id: "cash' OR 1=1 --" }, "account_id"],
    ["a 10 kB search string", { search: "咖".repeat(10_240) }, "search"],
    ["a negative limit", { limit: -5 }, "limit"],
    ["a limit over 500", { limit: 100_000 }, "limit"],
    ["a negative offset", { offset: -1 }, "offset"],
    ["a reversed date range", { date_range: { start_date: "2026-03-31", end_date: "2026-03-01" } }, "date_range.end_date"],
    ["an impossible date", { date_range: { start_date: "2026-02-30" } }, "date_range.start_date"],
    ["a malformed decimal", { min_amount: "12.3.4" }, "min_amount"],
    ["a float in exponent form", { max_amount: "1e9" }, "max_amount"],
    ["an amount past 4 decimals", { min_amount: 0.123456 }, "min_amount"],
    ["an amount larger than the storage holds", { max_amount: "999999999999999" }, "max_amount"],
    ["a negative one as well", { min_amount: -922337203685477 }, "min_amount"],
    ["min above max", { min_amount: "100", max_amount: "-100" }, "max_amount"],
    ["a control character", { search: "coffee\u0000" }, "search"],
  ])("%s → VALIDATION_ERROR, nothing runs", async (_name, args, field) => {
    const { repository, calls } = spyRepository();
    const { search, sum } = financeTools(repository);
    for (const tool of [search, sum]) {
      const outcome = await runTool(tool, args);
      expect(outcome.validationError).toContain(`${field}:`);
    }
    expect(calls).toEqual([]);
  });

  it("searches for quotes and SQL words as plain text, through SQLite's bound parameters", async () => {
    const repository = new SqliteTransactionRepository();
    await repository.saveAccounts(ledger.accounts);
    await repository.saveTransactions([
      ...ledger.transactions,
      { ...ledger.transactions[0], id: "lor", description: "L'OR 膠囊咖啡", amount: { amount: "-420", currency: "TWD" } },
    ]);
    const { search, sum } = financeTools(repository);
    expect((await runTool(search, { search: "L'OR" })).text).toBe("L'OR的交易共 1 筆，最近 1 筆：2月27日 L'OR 膠囊咖啡 -420 元。");
    expect((await runTool(sum, { search: "l'or", direction: "DEBIT_ONLY" })).result?.data).toMatchObject({ total: "-420", count: 1 });
    for (const text of ["x'; DROP TABLE transactions; --", "' OR '1'='1", "coffee UNION SELECT * FROM accounts"]) {
      expect((await runTool(search, { search: text })).result?.data).toMatchObject({ total: 0, items: [] });
    }
    expect((await runTool(search, {})).result?.data).toMatchObject({ total: 15 });
    repository.close();
  });

  it("says what is wrong with an amount too large", async () => {
    const { sum } = financeTools();
    expect((await runTool(sum, { max_amount: "999999999999999" })).validationError).toBe(
      'max_amount: expected an amount with at most 14 digits before the decimal point and 4 after, such as "-150" or "1234.50"',
    );
  });

  it("accepts amounts as strings or numbers and keeps them as exact decimal strings", async () => {
    const { sum } = financeTools();
    const { result } = await runTool(sum, { min_amount: -200, max_amount: "-100.00", direction: "DEBIT_ONLY" });
    expect(result?.data).toMatchObject({ total: "-410.5", count: 3, filters: { min_amount: "-200", max_amount: "-100" } });
  });
});
