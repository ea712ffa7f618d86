import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadSettings } from "../../src/core/settings";
import type { ToolRegistry } from "../../src/core/tool-registry";
import { routeLocally } from "../../src/routing/route-locally";
import { createDefaultRegistry } from "../../src/tools/create-default-registry";

// Tuesday 2026-03-10, 09:00 in Taipei. Sentences here are not from the dev file: they are the
// same kinds of request, said in other ways, in zh-TW, zh-CN and English.
const now = new Date("2026-03-10T01:00:00Z");
const dataDir = mkdtempSync(join(tmpdir(), "route-locally-"));
let registry: ToolRegistry;

beforeAll(() => {
  registry = createDefaultRegistry({ settings: { ...loadSettings({ envFile: false, env: {} }), dataDir } });
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function route(text: string) {
  return routeLocally(text, { registry, now, timeZone: "Asia/Taipei" });
}

type Case = [text: string, args: Record<string, unknown>];

function routesTo(tool: string, cases: Case[]) {
  it.each(cases)(`%s → ${tool}`, (text, args) => {
    expect(route(text)).toEqual({ tool, args: expect.objectContaining(args) });
  });
}

describe("get_exchange_rate", () => {
  routesTo("get_exchange_rate", [
    ["100美元可以換多少台幣", { from_currency: "USD", to_currency: "TWD", amount: 100 }],
    ["一千日幣等於多少台幣", { from_currency: "JPY", to_currency: "TWD", amount: 1000 }],
    ["2.5萬日圓換台幣", { from_currency: "JPY", to_currency: "TWD", amount: 25000 }],
    ["美金匯率多少", { from_currency: "USD" }],
    ["美元兑人民币汇率", { from_currency: "USD", to_currency: "CNY" }],
    ["港幣對台幣匯率", { from_currency: "HKD", to_currency: "TWD" }],
    ["how much is 100 euros in yen", { from_currency: "EUR", to_currency: "JPY", amount: 100 }],
    ["convert 1,000 yen to dollars", { from_currency: "JPY", to_currency: "USD", amount: 1000 }],
  ]);
});

describe("search_wikipedia", () => {
  routesTo("search_wikipedia", [
    ["幫我查維基百科 量子力學", { query: "量子力學" }],
    ["维基百科 相对论", { query: "相對論" }],
    ["在維基百科上查一下愛因斯坦", { query: "愛因斯坦" }],
    ["search wikipedia for black holes", { query: "black holes" }],
    ["what does wikipedia say about Taiwan", { query: "Taiwan" }],
  ]);
});

describe("get_news", () => {
  routesTo("get_news", [
    ["今天的頭條新聞", {}],
    ["体育新闻", { category: "sports" }],
    ["財經新聞有哪些", { category: "finance" }],
    ["給我看看娛樂新聞", { category: "entertainment" }],
    ["what's in the news today", {}],
    ["tech news", { category: "tech" }],
  ]);
});

describe("get_stock", () => {
  routesTo("get_stock", [
    ["sh600519 現在多少", { code: "sh600519" }],
    ["查一下600519的股價", { code: "600519" }],
    ["000001 股票行情", { code: "000001" }],
    ["stock price of 600519", { code: "600519" }],
  ]);
});

describe("finance", () => {
  const march = { start_date: "2026-03-01" };
  const february = { start_date: "2026-02-01", end_date: "2026-02-28" };
  routesTo("finance_transactions_sum", [
    ["這個月咖啡花了多少", { search: "咖啡", direction: "DEBIT_ONLY", date_range: expect.objectContaining(march) }],
    ["上個月花在早餐上多少", { search: "早餐", direction: "DEBIT_ONLY", date_range: february }],
    ["这周的支出多少", { direction: "DEBIT_ONLY", date_range: { start_date: "2026-03-09", end_date: "2026-03-15" } }],
    ["上個月收入多少", { direction: "CREDIT_ONLY", date_range: february }],
    ["how much did I spend on coffee this month", { search: "coffee", direction: "DEBIT_ONLY", date_range: expect.objectContaining(march) }],
  ]);
  routesTo("finance_transactions_search", [
    ["查一下本週的交易紀錄", { date_range: { start_date: "2026-03-09", end_date: "2026-03-15" } }],
    ["最近7天的交易", { date_range: { start_date: "2026-03-04", end_date: "2026-03-10" } }],
  ]);
  routesTo("finance_accounts_list", [
    ["我有哪些帳戶", {}],
    ["列出我的帳戶", {}],
  ]);
});

describe("questions about a topic and small talk go to the model", () => {
  it.each([
    "美金會漲嗎", "美金最近漲了嗎", "為什麼日圓一直貶值", "我要存美金還是台幣", "匯率是什麼意思", "現在適合換日幣嗎",
    "維基百科可靠嗎", "維基百科是誰創立的", "什麼是黑洞", "黑洞是怎麼形成的",
    "新聞是怎麼寫出來的", "你喜歡看新聞嗎", "我昨天看了一則新聞",
    "股票要怎麼投資", "你覺得股市會漲嗎", "茅台值得買嗎",
    "一杯咖啡要花多少錢", "買房大概要花多少",
    "你好", "早安", "謝謝你", "你是誰", "你叫什麼名字", "講個故事", "幫我寫一封信", "我今天好累",
    "hello", "thank you", "tell me a joke", "why is the moon red", "who invented the telephone",
    "what do you think about the dollar", "should I buy yen now",
  ])("%s → null", (text) => {
    expect(route(text)).toBeNull();
  });
});
