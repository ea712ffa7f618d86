import { importTransactionsCsv, SqliteTransactionRepository, TransactionFilters } from "../../../src/index";
import { readFixture } from "../../support/fixture-server";

const columns = { date: "交易日期", description: "摘要", amount: "金額", account: "帳戶", category: "分類" };

describe("importTransactionsCsv", () => {
  let repository: SqliteTransactionRepository;
  beforeEach(() => {
    repository = new SqliteTransactionRepository();
  });
  afterEach(() => repository.close());

  it("imports a bank export with its own column names, reporting unreadable rows", async () => {
    const report = await importTransactionsCsv({ repository, csv: readFixture("finance/bank-export.csv"), columns });
    expect(report).toEqual({
      inserted: 5,
      unchanged: 0,
      rejected: [
        { line: 7, reason: 'unreadable date "not a date"' },
        { line: 8, reason: 'unreadable amount "12.3.4"' },
      ],
    });
    const page = await repository.search(TransactionFilters.parse({}), { timeZone: "Asia/Taipei" });
    const rows = page.items.map((item) => [item.booked_at, item.description, item.amount.amount, item.account_id, item.category_id]);
    // Same-instant rows come in id order; the ids are hashes, so compare without order.
    expect(rows).toHaveLength(5);
    expect(rows).toEqual(
      expect.arrayContaining([
        ["2026-03-06T04:00:00.000Z", '全聯 "福利" 中心', "-1234.5", "玉山銀行", null],
        ["2026-03-05T01:30:00.000Z", "薪資 三月", "52000", "玉山銀行", "薪資"],
        ["2026-03-01T16:00:00.000Z", "路易莎咖啡", "-85", "現金", "咖啡"],
        ["2026-03-01T16:00:00.000Z", "星巴克 咖啡, 大杯", "-135", "玉山銀行", "咖啡"],
      ]),
    );
    expect(rows.filter((row) => row[1] === "路易莎咖啡")).toHaveLength(2);
    expect(await repository.listAccounts()).toEqual([
      { id: "玉山銀行", name: "玉山銀行", currency: "TWD" },
      { id: "現金", name: "現金", currency: "TWD" },
    ]);
  });

  it("is idempotent: importing the same file again inserts nothing", async () => {
    const csv = readFixture("finance/bank-export.csv");
    await importTransactionsCsv({ repository, csv, columns });
    const again = await importTransactionsCsv({ repository, csv, columns });
    expect(again).toMatchObject({ inserted: 0, unchanged: 5 });
    expect((await repository.search(TransactionFilters.parse({}), { timeZone: "Asia/Taipei" })).total).toBe(5);
  });

  it("reads the default column names, a currency column and another delimiter", async () => {
    const csv = "date;description;amount;account;currency\n2026-03-09;Blue Bottle;-6.75;US card;usd\n";
    expect(await importTransactionsCsv({ repository, csv, delimiter: ";" })).toMatchObject({ inserted: 1, rejected: [] });
    expect(await repository.listAccounts()).toEqual([{ id: "US-card", name: "US card", currency: "USD" }]);
  });

  it("says so when an amount is larger than the ledger stores, and imports the rest", async () => {
    const csv = 'date,description,amount,account\n2026-03-09,Yacht,"-922,337,203,685,477",cash\n2026-03-09,Coffee,-85,cash\n';
    expect(await importTransactionsCsv({ repository, csv })).toEqual({
      inserted: 1,
      unchanged: 0,
      rejected: [
        { line: 2, reason: 'amount "-922,337,203,685,477" has more than 14 digits before the decimal point, more than the ledger stores' },
      ],
    });
  });

  it("throws when a required column is missing", async () => {
    await expect(importTransactionsCsv({ repository, csv: "date,memo,amount,account\n" })).rejects.toThrow(/no "description" column/);
  });
});
