import { createFinanceTools, routeLocally, SqliteTransactionRepository, ToolRegistry } from "../../../src/index";
import { DEMO_ACCOUNTS, DEMO_CATEGORIES } from "../../../scripts/finance-demo/demo-merchants";
import { generateDemoLedger } from "../../../scripts/finance-demo/generate-demo-ledger";
import { now, runTool } from "./finance-test-kit";

describe("the demo ledger (npm run demo:finance-data)", () => {
  const ledger = generateDemoLedger({ now });

  it("covers about four months up to now and nothing later", () => {
    const instants = ledger.map((transaction) => Date.parse(transaction.booked_at));
    expect(new Date(Math.min(...instants)).toISOString() >= "2025-11-30T16:00:00.000Z").toBe(true);
    expect(new Date(Math.min(...instants)).toISOString() < "2025-12-02T00:00:00.000Z").toBe(true);
    expect(Math.max(...instants)).toBeLessThanOrEqual(now.getTime());
    expect(generateDemoLedger({ now })).toEqual(ledger);
  });

  it("is written idempotently and answers 這個月咖啡花了多少錢 offline", async () => {
    const repository = new SqliteTransactionRepository();
    await repository.saveAccounts(DEMO_ACCOUNTS);
    await repository.saveCategories(DEMO_CATEGORIES);
    expect((await repository.saveTransactions(ledger)).inserted).toBe(ledger.length);
    expect(await repository.saveTransactions(generateDemoLedger({ now }))).toEqual({ inserted: 0, unchanged: ledger.length });
    const tools = createFinanceTools({ repository });
    const route = routeLocally("這個月咖啡花了多少錢", { registry: new ToolRegistry(tools), now, timeZone: "Asia/Taipei" });
    expect(route?.tool).toBe("finance_transactions_sum");
    const { text } = await runTool(tools[1], route?.args ?? {});
    expect(text).toMatch(/^這個月咖啡共花了 [\d,]+ 元（\d+ 筆）。$/);
    repository.close();
  });
});
