import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Locale } from "../../../src/core/locale";
import { loadSettings } from "../../../src/core/settings";
import type { ToolRegistry as Registry } from "../../../src/core/tool-registry";
import { DialogueGraph, ToolRegistry, createFinanceTools } from "../../../src/index";
import { routeTurn, type DialogueContext } from "../../../src/routing/route-turn";
import { createDefaultRegistry } from "../../../src/tools/create-default-registry";
import { ledgerRepository, now } from "./finance-test-kit";

// The last turn was 20 seconds before 2026-03-10 09:00 in Taipei.
const before = new Date(now.getTime() - 20_000).toISOString();
const february = { start_date: "2026-02-01", end_date: "2026-02-28" };
const march = { start_date: "2026-03-01", end_date: "2026-03-10" };
// 「這個月」 as the finance phrases read it: the whole month.
const thisMonth = { start_date: "2026-03-01", end_date: "2026-03-31" };
let dataDir: string;
let registry: Registry;

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), "finance-dialogue-"));
  registry = createDefaultRegistry({ settings: { ...loadSettings({ envFile: false, env: {} }), dataDir } });
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function route(text: string, context: DialogueContext = {}, locale: Locale = "zh-TW") {
  return routeTurn(text, { registry, now, timeZone: "Asia/Taipei", locale, context });
}

const lastCall = (tool: string, args: Record<string, unknown>): DialogueContext => ({
  last: { tool, args, success: true, reply: "…", at: before },
});
// 「列出上個月的交易」 and 'how much did I spend on Uber this month', as the graph remembers them (validated).
const listedFebruary = lastCall("finance_transactions_search", { date_range: february, offset: 0, limit: 50 });
const uberThisMonth = lastCall("finance_transactions_sum", { date_range: march, search: "uber", direction: "DEBIT_ONLY", offset: 0 });

describe("narrowing the last query down to one thing", () => {
  it.each([
    ["只看全聯的", "全聯", "zh-TW"],
    ["只要看全聯的就好", "全聯", "zh-TW"],
    ["全聯的就好", "全聯", "zh-TW"],
    ["只列全聯的", "全聯", "zh-TW"],
    ["只看星巴克那幾筆", "星巴克", "zh-TW"],
    ["只看 7-11 的", "7-11", "zh-TW"],
    ["只看全联的", "全联", "zh-CN"],
    ["only the Uber ones", "Uber", "en"],
    ["just the ones from Costco", "Costco", "en"],
    ["only Starbucks", "Starbucks", "en"],
  ] as const)("「%s」 after a list lists only %s, in the same period", (text, search, locale) => {
    expect(route(text, listedFebruary, locale)).toEqual({
      kind: "call",
      tool: "finance_transactions_search",
      args: { date_range: february, limit: 50, search },
      via: "follow-up",
    });
  });

  it.each([
    ["只看全聯的", "全聯"],
    ["只看星巴克那幾筆", "星巴克"],
    ["only the Uber ones", "Uber"],
  ])("「%s」 after a sum adds up only %s, in the same period", (text, search) => {
    expect(route(text, uberThisMonth)).toMatchObject({
      kind: "call",
      tool: "finance_transactions_sum",
      args: { date_range: march, search, direction: "DEBIT_ONLY" },
    });
  });

  it.each([
    ["只看餐飲類的", { category_id: "餐飲" }],
    ["只看玉山帳戶的", { account_id: "玉山" }],
    ["只看上禮拜的", { date_range: { start_date: "2026-03-02", end_date: "2026-03-08" } }],
    ["only last week", { date_range: { start_date: "2026-03-02", end_date: "2026-03-08" } }],
  ])("「%s」 narrows by what the finance phrases read there", (text, filters) => {
    expect(route(text, listedFebruary)).toMatchObject({ kind: "call", tool: "finance_transactions_search", args: filters });
  });

  it("「只看收入的」 after a sum adds up the income instead", () => {
    expect(route("只看收入的", uberThisMonth)).toMatchObject({ tool: "finance_transactions_sum", args: { direction: "CREDIT_ONLY" } });
  });

  it("「只看支出的」 after a list keeps only the spending", () => {
    expect(route("只看支出的", listedFebruary)).toMatchObject({ tool: "finance_transactions_search", args: { max_amount: "-0.0001" } });
  });
});

describe("listing what a sum added up", () => {
  it.each([
    ["是哪幾筆", "zh-TW"],
    ["列出來", "zh-TW"],
    ["有哪些", "zh-TW"],
    ["把那些交易列出來", "zh-TW"],
    ["明細呢", "zh-TW"],
    ["給我看明細", "zh-TW"],
    ["可以列出來嗎", "zh-TW"],
    ["全部列出來給我看", "zh-TW"],
    ["通通列出来给我看", "zh-CN"],
    ["这些交易是哪些", "zh-CN"],
    ["list those transactions", "en"],
    ["show me those", "en"],
    ["which ones?", "en"],
    ["show me the details", "en"],
  ] as const)("「%s」 lists the spending on uber this month", (text, locale) => {
    expect(route(text, uberThisMonth, locale)).toEqual({
      kind: "call",
      tool: "finance_transactions_search",
      args: { date_range: march, search: "uber", offset: 0, max_amount: "-0.0001" },
      via: "follow-up",
    });
  });

  it.each([
    ["把上個月的明細列出來", "zh-TW"],
    ["上個月的交易呢", "zh-TW"],
    ["把上个月的明细列出来", "zh-CN"],
  ] as const)("「%s」 lists what it added up over the period named", (text, locale) => {
    expect(route(text, uberThisMonth, locale)).toEqual({
      kind: "call",
      tool: "finance_transactions_search",
      args: { date_range: february, search: "uber", offset: 0, max_amount: "-0.0001" },
      via: "follow-up",
    });
  });

  it.each(["把我們的明細列出來", "全聯的交易呢"])("「%s」 names no period to list", (text) => {
    expect(route(text, uberThisMonth)).not.toMatchObject({ args: { date_range: february } });
  });
});

describe("a period up to now", () => {
  it.each([
    ["and this month so far", "en"],
    ["那這個月到目前為止呢", "zh-TW"],
  ] as const)("「%s」 after last month's spending asks this month's", (text, locale) => {
    const lastMonth = lastCall("finance_transactions_sum", { date_range: february, search: "groceries", direction: "DEBIT_ONLY" });
    expect(route(text, lastMonth, locale)).toMatchObject({
      kind: "call",
      tool: "finance_transactions_sum",
      args: { search: "groceries", direction: "DEBIT_ONLY", date_range: { start_date: "2026-03-01" } },
    });
  });
});

describe("a month's name after a search or a sum is a period, not a thing", () => {
  const coffeeListed = lastCall("finance_transactions_search", { date_range: february, search: "coffee", offset: 0, limit: 50 });
  const coffeeSummed = lastCall("finance_transactions_sum", { date_range: march, search: "coffee", direction: "DEBIT_ONLY" });
  it.each([
    ["and in january?", coffeeListed, { start_date: "2026-01-01", end_date: "2026-01-31" }],
    ["what about december", coffeeListed, { start_date: "2025-12-01", end_date: "2025-12-31" }],
    ["and for february?", coffeeSummed, { start_date: "2026-02-01", end_date: "2026-02-28" }],
    ["how about during november", coffeeSummed, { start_date: "2025-11-01", end_date: "2025-11-30" }],
  ] as const)("「%s」 asks the same of that month", (text, last, date_range) => {
    const result = route(text, last, "en");
    expect(result).toMatchObject({ kind: "call", tool: last.last?.tool, args: { search: "coffee", date_range } });
  });

  it.each(["what about uber", "and on jam?", "and janet?", "and jan?"])("「%s」 is still another thing to look for", (text) => {
    expect(route(text, coffeeListed, "en")).toMatchObject({
      kind: "call",
      args: { date_range: february, search: text.split(" ").pop()?.replace("?", "") },
    });
  });
});

describe("adding up what a list showed", () => {
  it.each([
    ["那總共花了多少", "DEBIT_ONLY"],
    ["這些加起來花了多少錢", "DEBIT_ONLY"],
    ["how much did I spend", "DEBIT_ONLY"],
    ["總共收入多少", "CREDIT_ONLY"],
    ["加起來多少", "ALL"],
    ["what's the total", "ALL"],
  ])("「%s」 adds up every match of the list, %s", (text, direction) => {
    expect(route(text, listedFebruary)).toEqual({
      kind: "call",
      tool: "finance_transactions_sum",
      args: { date_range: february, direction },
      via: "follow-up",
    });
  });

  it("a list of the newest five adds up those five", () => {
    const newestFive = lastCall("finance_transactions_search", { offset: 0, limit: 5 });
    expect(route("總共花了多少", newestFive)).toMatchObject({
      tool: "finance_transactions_sum",
      args: { limit: 5, direction: "DEBIT_ONLY" },
    });
  });
});

describe("near misses", () => {
  it.each([
    ["只看天氣", listedFebruary, "zh-TW"],
    ["只看大的", listedFebruary, "zh-TW"],
    ["只看最近五筆的", listedFebruary, "zh-TW"],
    ["only one", listedFebruary, "en"],
    ["just kidding", uberThisMonth, "en"],
    ["多少", listedFebruary, "zh-TW"],
    ["總共花了多少", uberThisMonth, "zh-TW"],
    ["列出來", listedFebruary, "zh-TW"],
    ["列出來", lastCall("get_weather", { city: "台北" }), "zh-TW"],
    ["明細", {}, "zh-TW"],
  ] as const)("「%s」 is no narrowing, listing or total of the last query", (text, context, locale) => {
    expect(route(text, context, locale)).toBeNull();
  });

  it("「明細呢」 after a search for coffee does not look for 明細", () => {
    const coffee = lastCall("finance_transactions_search", { date_range: february, search: "咖啡", offset: 0, limit: 50 });
    expect(route("明細呢", coffee)).toBeNull();
  });
});

describe("another kind of spending after a sum", () => {
  it.each([
    ["那交通呢", { category_id: "交通" }],
    ["餐飲呢", { category_id: "餐飲" }],
    ["what about groceries", { category_id: "groceries" }],
    ["飲料呢", { search: "飲料" }],
  ] as const)("「%s」 after the coffee total asks the same of %o, in the same period", (text, filter) => {
    const coffee = lastCall("finance_transactions_sum", { date_range: march, search: "咖啡", direction: "DEBIT_ONLY", offset: 0 });
    expect(route(text, coffee, /^[a-z]/.test(text) ? "en" : "zh-TW")).toEqual({
      kind: "call",
      tool: "finance_transactions_sum",
      args: { date_range: march, direction: "DEBIT_ONLY", offset: 0, ...filter },
      via: "follow-up",
    });
  });

  it("「咖啡呢」 after the transport total looks for coffee, not the category", () => {
    const transport = lastCall("finance_transactions_sum", {
      date_range: march,
      category_id: "transport",
      direction: "DEBIT_ONLY",
      offset: 0,
    });
    expect(route("咖啡呢", transport)).toMatchObject({ args: { date_range: march, search: "咖啡", direction: "DEBIT_ONLY" } });
    expect(route("咖啡呢", transport)?.kind === "call" && "category_id" in (route("咖啡呢", transport) as { args: object }).args).toBe(
      false,
    );
  });
});

describe("one thing after what was spent in all", () => {
  const spentInFebruary = lastCall("finance_transactions_sum", { date_range: february, direction: "DEBIT_ONLY", offset: 0 });
  it.each([
    ["and on breakfast?", "breakfast", "en"],
    ["what about groceries", undefined, "en"],
    ["那咖啡呢", "咖啡", "zh-TW"],
  ] as const)("「%s」 asks what was spent on it, in the same period", (text, search, locale) => {
    expect(route(text, spentInFebruary, locale)).toMatchObject({
      kind: "call",
      tool: "finance_transactions_sum",
      args: { date_range: february, direction: "DEBIT_ONLY", ...(search === undefined ? { category_id: "groceries" } : { search }) },
      via: "follow-up",
    });
  });

  it.each([
    ["and income?", "en"],
    ["收入呢", "zh-TW"],
    ["那信用卡呢", "zh-TW"],
    ["what about the other card", "en"],
    ["那台中呢", "zh-TW"],
    ["and on salary?", "en"],
  ] as const)("「%s」 is no thing bought", (text, locale) => {
    expect(route(text, spentInFebruary, locale)).not.toMatchObject({
      tool: "finance_transactions_sum",
      args: { search: expect.anything() },
    });
  });

  it("「飲料呢」 after income in all is no thing bought either", () => {
    const earned = lastCall("finance_transactions_sum", { date_range: february, direction: "CREDIT_ONLY", offset: 0 });
    expect(route("飲料呢", earned)).not.toMatchObject({ tool: "finance_transactions_sum", args: { search: "飲料" } });
  });
});

describe("through the graph, with no model", () => {
  const graph = () =>
    new DialogueGraph({
      model: null,
      registry: new ToolRegistry(createFinanceTools({ repository: ledgerRepository() })),
      now: () => now,
      locale: "zh-TW",
      timeZone: "Asia/Taipei",
    });

  it("a list narrowed to 全聯, then its total, are answered locally", async () => {
    const dialogue = graph();
    await dialogue.invoke("列出這個月的交易", { threadId: "t" });
    const narrowed = await dialogue.invoke("只看全聯的", { threadId: "t" });
    const total = await dialogue.invoke("那總共花了多少", { threadId: "t" });

    expect(narrowed.toolCalls[0]).toMatchObject({ name: "finance_transactions_search", args: { search: "全聯", date_range: thisMonth } });
    expect(narrowed.reply).toMatch(/^這個月全聯的交易共 2 筆/u);
    expect(total.toolCalls[0]).toMatchObject({
      name: "finance_transactions_sum",
      args: { search: "全聯", date_range: thisMonth, direction: "DEBIT_ONLY" },
    });
    expect(total.reply).toBe("這個月全聯共花了 1,234 元（1 筆）。");
  });

  it("the transactions of a spending total are the ones it counted, without the refund", async () => {
    const dialogue = graph();
    await dialogue.invoke("這個月全聯花了多少", { threadId: "t" });
    const listed = await dialogue.invoke("是哪幾筆", { threadId: "t" });

    expect(listed.toolCalls[0]).toMatchObject({ name: "finance_transactions_search", args: { search: "全聯", date_range: thisMonth } });
    expect(listed.reply).toContain("全聯福利中心");
    expect(listed.reply).not.toContain("退貨");
  });

  it("「今年交通費總共花了多少」 adds up the transport category, then 「只看上個月的就好」 narrows it to last month", async () => {
    const dialogue = graph();
    const year = await dialogue.invoke("今年交通費總共花了多少", { threadId: "t" });
    const february = await dialogue.invoke("只看上個月的就好", { threadId: "t" });

    expect(year.toolCalls[0]).toMatchObject({ name: "finance_transactions_sum", args: { category_id: "交通", direction: "DEBIT_ONLY" } });
    expect(year.reply).toBe("今年交通共花了 500 元（1 筆）。");
    expect(february.toolCalls[0]).toMatchObject({ name: "finance_transactions_sum", args: { category_id: "交通" } });
    expect(february.reply).toBe("上個月沒有交通的支出紀錄。");
  });

  it("「明細」 as the first turn runs no tool", async () => {
    const turn = await graph().invoke("明細", { threadId: "t" });
    expect(turn.toolCalls).toEqual([]);
  });
});
