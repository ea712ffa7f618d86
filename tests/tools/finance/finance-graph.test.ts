import {
  DialogueGraph,
  InMemoryTransactionRepository,
  SqliteTransactionRepository,
  ToolRegistry,
  createFinanceTools,
  type TransactionRepository,
} from "../../../src/index";
import { ScriptedModelServer } from "../../../src/testing";
import { ledger } from "./transaction-repository-contract";

const now = () => new Date("2026-03-10T01:00:00Z");

describe("finance tools through DialogueGraph", () => {
  let model: ScriptedModelServer;
  let repository: TransactionRepository;
  beforeEach(async () => {
    model = await ScriptedModelServer.start();
    const sqlite = new SqliteTransactionRepository();
    await sqlite.saveAccounts(ledger.accounts);
    await sqlite.saveCategories(ledger.categories);
    await sqlite.saveTransactions(ledger.transactions);
    repository = sqlite;
  });
  afterEach(async () => {
    repository.close();
    await model.close();
  });

  const graph = (localIntents: boolean, locale: "zh-TW" | "en" = "zh-TW") =>
    new DialogueGraph({
      model: model.model(),
      registry: new ToolRegistry(createFinanceTools({ repository })),
      now,
      locale,
      timeZone: "Asia/Taipei",
      localIntents,
    });
  const toolMessage = (request: number) => model.requests[request].messages.find((message) => message.role === "tool")?.content;

  it("user text → model asks for the sum → SQLite answers → model replies", async () => {
    model.enqueue(
      { toolCalls: [{ name: "finance_transactions_sum", arguments: { search: "咖啡", direction: "DEBIT_ONLY", date_range: "這個月" } }] },
      { content: "這個月咖啡花了 500.5 元，另外還有 6.75 美元。" },
    );

    const turn = await graph(false).invoke("這個月咖啡花了多少錢", { threadId: "t1" });

    expect(turn.reply).toBe("這個月咖啡花了 500.5 元，另外還有 6.75 美元。");
    expect(turn.toolCalls).toHaveLength(1);
    expect(turn.toolCalls[0]).toMatchObject({
      name: "finance_transactions_sum",
      source: "model",
      args: { search: "咖啡", direction: "DEBIT_ONLY", date_range: { start_date: "2026-03-01", end_date: "2026-03-31" } },
      result: { success: true, data: { total: "-500.5", currency: "TWD", count: 4 } },
    });
    expect(model.requests[0].tools?.map((tool) => tool.function.name)).toEqual([
      "finance_transactions_search",
      "finance_transactions_sum",
      "finance_accounts_list",
    ]);
    expect(toolMessage(1)).toContain("這個月咖啡共花了 500.5 元（4 筆）。另有 6.75 美元（1 筆）。");
  });

  it("lists last month's transactions for the model in English", async () => {
    model.enqueue(
      {
        toolCalls: [
          { name: "finance_transactions_search", arguments: { date_range: { start_date: "2026-02-01", end_date: "2026-02-28" } } },
        ],
      },
      { content: "Three transactions last month." },
    );

    const turn = await graph(false, "en").invoke("list my transactions from February", { threadId: "t1" });

    expect(turn.reply).toBe("Three transactions last month.");
    expect(turn.toolCalls[0].result).toMatchObject({ success: true, data: { total: 3, limit: 50, offset: 0 } });
    expect(toolMessage(1)).toContain("There are 3 transactions last month; the latest 3: Feb 27 路易莎咖啡 拿鐵 -NT$85;");
  });

  it("refuses hostile filters with VALIDATION_ERROR and never reaches the database", async () => {
    const calls: string[] = [];
    const spy = new InMemoryTransactionRepository(ledger);
    repository.close();
    repository = Object.assign(spy, {
      search: async (...args: Parameters<typeof spy.search>) => (
        calls.push("search"),
        InMemoryTransactionRepository.prototype.search.apply(spy, args)
      ),
    });
    const hostile = { search: "x'; DROP TABLE transactions; --", limit: -1 };
    model.enqueue(
      { toolCalls: [{ name: "finance_transactions_search", arguments: hostile }] },
      { toolCalls: [{ name: "finance_transactions_search", arguments: hostile }] },
      { content: "這個查詢條件不太對，請換個說法。" },
    );

    const turn = await graph(false).invoke("查交易", { threadId: "t1" });

    expect(turn.toolCalls[0].result.error?.code).toBe("VALIDATION_ERROR");
    expect(turn.reply).toBe("這個查詢條件不太對，請換個說法。");
    expect(calls).toEqual([]);
  });

  it("answers 「這個月咖啡花了多少錢」 locally with no model call", async () => {
    const turn = await graph(true).invoke("這個月咖啡花了多少錢", { threadId: "t1" });

    expect(turn.toolCalls[0]).toMatchObject({ name: "finance_transactions_sum", source: "local" });
    expect(turn.reply).toBe("這個月咖啡共花了 500.5 元（4 筆）。另有 6.75 美元（1 筆）。");
    expect(model.requests).toHaveLength(0);
  });

  it("answers 「我有哪些帳戶」 locally", async () => {
    const turn = await graph(true).invoke("我有哪些帳戶", { threadId: "t1" });

    expect(turn.reply).toBe("你有 3 個帳戶：USD Wallet（USD）、玉山銀行（TWD）、現金（TWD）。");
    expect(model.requests).toHaveLength(0);
  });
});
