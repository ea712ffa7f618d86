import { InMemoryTransactionRepository } from "../../../src/index";
import { financeTools, ledgerRepository, runTool } from "./finance-test-kit";
import { ledger } from "./transaction-repository-contract";

describe("finance_transactions_sum", () => {
  const { sum } = financeTools();

  it("speaks this month's coffee spend as a positive amount, with other currencies after", async () => {
    const { text, result } = await runTool(sum, { search: "咖啡", direction: "DEBIT_ONLY", date_range: "這個月" });
    expect(text).toBe("這個月咖啡共花了 500.5 元（4 筆）。另有 6.75 美元（1 筆）。");
    expect(result?.data).toMatchObject({ total: "-500.5", currency: "TWD", count: 4, limit: null });
  });

  it("answers in English and Simplified Chinese", async () => {
    expect((await runTool(sum, { search: "coffee", direction: "DEBIT_ONLY", date_range: "this month" }, "en")).text).toBe(
      "You spent NT$500.5 on coffee this month (4 transactions). Plus USD 6.75 (1 transaction).",
    );
    expect((await runTool(sum, { direction: "CREDIT_ONLY", date_range: "上个月" }, "zh-CN")).text).toBe("上个月收入共 52,000 元（1 笔）。");
  });

  it("speaks income and the net", async () => {
    expect((await runTool(sum, { direction: "income", date_range: { start_date: "2026-02-01", end_date: "2026-02-28" } })).text).toBe(
      "上個月收入共 52,000 元（1 筆）。",
    );
    expect((await runTool(sum, { date_range: "這個月", account_id: "esun" })).text).toBe("這個月收支淨額是 50,844.5 元（4 筆）。");
  });

  it("says so when nothing matches", async () => {
    expect((await runTool(sum, { search: "健身房", direction: "DEBIT_ONLY", date_range: "這個月" })).text).toBe(
      "這個月沒有健身房的支出紀錄。",
    );
    expect((await runTool(sum, { search: "gym", direction: "DEBIT_ONLY", date_range: "last month" }, "en")).text).toBe(
      "You have no spending for gym last month.",
    );
  });
});

describe("a category by its name", () => {
  const { search, sum } = financeTools();

  it("adds up the categories under it and says which category it added up", async () => {
    const { text, result } = await runTool(sum, { category_id: "餐飲", direction: "DEBIT_ONLY", date_range: "這個月" });
    expect(result?.data).toMatchObject({ total: "-565.5", count: 5, filters: { category_id: "food" }, category_name: "餐飲" });
    expect(text).toBe("這個月餐飲共花了 565.5 元（5 筆）。另有 6.75 美元（1 筆）。");
    expect((await runTool(sum, { category_id: "transport", direction: "DEBIT_ONLY", date_range: "this month" }, "en")).text).toBe(
      "You spent NT$500 on 交通 this month (1 transaction).",
    );
  });

  it("lists a category's transactions by its name", async () => {
    const { text } = await runTool(search, { category_id: "交通", date_range: "這個月" });
    expect(text).toBe("這個月交通類的交易共 1 筆，最近 1 筆：3月7日 捷運 a_b 加值 -500 元。");
  });

  it("says there are no categories when the ledger has none, rather than listing nothing", async () => {
    const bare = financeTools(new InMemoryTransactionRepository({ accounts: ledger.accounts, transactions: ledger.transactions }));
    const { text, result } = await runTool(bare.sum, { category_id: "交通", direction: "DEBIT_ONLY", date_range: "這個月" });
    expect(result?.error?.code).toBe("NOT_FOUND");
    expect(text).toBe("找不到分類「交通」：記帳資料裡還沒有分類。");
  });
});

describe("finance_transactions_search", () => {
  const { search } = financeTools();

  it("lists last month's transactions newest first, in the local time zone", async () => {
    const { text, result } = await runTool(search, { date_range: "上個月" });
    expect(text).toBe(
      "上個月交易共 3 筆，最近 3 筆：2月27日 路易莎咖啡 拿鐵 -85 元；2月10日 房租 二月 -18,000 元；2月5日 薪資 二月 52,000 元。",
    );
    expect(result?.data).toMatchObject({
      limit: 50,
      offset: 0,
      total: 3,
      filters: { date_range: { start_date: "2026-02-01", end_date: "2026-02-28" } },
    });
  });

  it("finds coffee in either language and reads at most ten, counting the rest", async () => {
    const { text } = await runTool(search, { search: "咖啡", limit: 2 });
    expect(text).toBe(
      "咖啡的交易共 7 筆，最近 2 筆：4月1日 路易莎咖啡 四月一日 -95 元；3月31日 路易莎咖啡 月底 -90 元。還有 5 筆沒有列出。",
    );
    expect((await runTool(search, { limit: 2 }, "en")).text).toBe(
      "There are 14 transactions; the latest 2: Apr 1 路易莎咖啡 四月一日 -NT$95; Mar 31 路易莎咖啡 月底 -NT$90. 12 more not listed.",
    );
  });

  it("always answers the paginated object, also when empty", async () => {
    const { text, result } = await runTool(search, { search: "健身房" });
    expect(result?.data).toEqual({ items: [], limit: 50, offset: 0, total: 0, filters: { search: "健身房", limit: 50, offset: 0 } });
    expect(text).toBe("目前沒有符合「健身房」的交易紀錄。");
    expect((await runTool(search, { date_range: "去年" })).text).toBe("去年沒有交易紀錄。");
    expect((await runTool(search, { offset: 20 })).text).toBe("交易共 14 筆，後面已經沒有了。");
  });

  it("answers NOT_FOUND for an account that does not exist", async () => {
    const { result, text } = await runTool(search, { account_id: "hsbc" });
    expect(result?.error?.code).toBe("NOT_FOUND");
    expect(text).toBe("找不到帳戶「hsbc」。你的帳戶有：USD Wallet、玉山銀行、現金。");
    expect(result?.error?.details).toEqual({ account_id: "hsbc", known_accounts: ["usd-wallet", "esun", "cash"] });
  });

  it("reads an account or category given by its name", async () => {
    const { result } = await runTool(search, { account_id: "玉山銀行", category_id: "咖啡" });
    expect(result?.data).toMatchObject({ total: 1, filters: { account_id: "esun", category_id: "coffee" } });
  });

  it("reads an account by a part of one name, in either script", async () => {
    for (const account_id of ["玉山", "玉山帳戶", "玉山银行", "wallet"]) {
      const { result } = await runTool(search, { account_id });
      expect(result?.data).toMatchObject({ filters: { account_id: account_id === "wallet" ? "usd-wallet" : "esun" } });
    }
  });

  it("does not guess between two accounts a word is part of", async () => {
    const repository = ledgerRepository();
    await repository.saveAccounts([
      { id: "cathay-card", name: "國泰信用卡", currency: "TWD" },
      { id: "cathay-bank", name: "國泰世華 活存", currency: "TWD" },
    ]);
    const tools = financeTools(repository);
    expect((await runTool(tools.search, { account_id: "國泰" })).result?.error?.code).toBe("NOT_FOUND");
    expect((await runTool(tools.search, { account_id: "國泰信用卡" })).result?.data).toMatchObject({
      filters: { account_id: "cathay-card" },
    });
  });
});

describe("finance_accounts_list", () => {
  it("lists the accounts by name", async () => {
    const { accounts } = financeTools();
    expect((await runTool(accounts, {})).text).toBe("你有 3 個帳戶：USD Wallet（USD）、玉山銀行（TWD）、現金（TWD）。");
    expect((await runTool(accounts, {}, "en")).text).toBe("You have 3 accounts: USD Wallet (USD), 玉山銀行 (TWD), 現金 (TWD).");
  });
});
