import { routeLocally, ToolRegistry } from "../../../src/index";
import { financeTools, now } from "./finance-test-kit";

const { search, sum, accounts } = financeTools();
const registry = new ToolRegistry([search, sum, accounts]);
const route = (text: string) => routeLocally(text, { registry, now, timeZone: "Asia/Taipei" });
const thisMonth = { start_date: "2026-03-01", end_date: "2026-03-31" };
const lastMonth = { start_date: "2026-02-01", end_date: "2026-02-28" };

describe("spent on X this month", () => {
  it.each([
    ["這個月咖啡花了多少錢", { search: "咖啡", date_range: thisMonth }],
    ["这个月咖啡花了多少钱？", { search: "咖啡", date_range: thisMonth }],
    ["我這個月在早餐上花了多少", { search: "早餐", date_range: thisMonth }],
    ["上個月花在計程車上多少錢", { search: "計程車", date_range: lastMonth }],
    ["咖啡上個月花了多少錢", { search: "咖啡", date_range: lastMonth }],
    ["這個月花了多少錢", { date_range: thisMonth }],
    ["上個月的支出是多少", { date_range: lastMonth }],
    ["how much did I spend on coffee this month", { search: "coffee", date_range: thisMonth }],
    ["How much have I spent this month?", { date_range: thisMonth }],
    ["這個月在星巴克花了多少錢", { search: "星巴克", date_range: thisMonth }],
    ["這個月喝咖啡花了多少", { search: "咖啡", date_range: thisMonth }],
    ["上個月搭捷運總共花了多少錢", { search: "捷運", date_range: lastMonth }],
    ["what did I spend at Starbucks last month", { search: "Starbucks", date_range: lastMonth }],
  ])("%s", (text, args) => {
    expect(route(text)).toEqual({ tool: "finance_transactions_sum", args: { direction: "DEBIT_ONLY", ...args } });
  });
});

describe("income last month", () => {
  it.each([
    ["上個月收入多少", {}],
    ["我上個月賺了多少錢", {}],
    ["上個月薪水多少", { search: "薪水" }],
    ["how much did I earn last month", {}],
    ["what was my income last month", {}],
  ])("%s", (text, args) => {
    expect(route(text)).toEqual({ tool: "finance_transactions_sum", args: { direction: "CREDIT_ONLY", date_range: lastMonth, ...args } });
  });
});

describe("list transactions", () => {
  it.each([
    ["列出上個月的交易", { date_range: lastMonth }],
    ["查詢這個月咖啡的交易紀錄", { date_range: thisMonth, search: "咖啡" }],
    ["上個月的消費明細", { date_range: lastMonth }],
    ["最近的交易", { limit: 10 }],
    ["最近5筆交易", { limit: 5 }],
    ["最近十筆消費紀錄", { limit: 10 }],
    ["上個月在全聯的消費紀錄", { date_range: lastMonth, search: "全聯" }],
    ["查一下這週的交易", { date_range: { start_date: "2026-03-09", end_date: "2026-03-15" } }],
    ["list my transactions last month", { date_range: lastMonth }],
    ["show my recent transactions", { limit: 10 }],
  ])("%s", (text, args) => {
    expect(route(text)).toEqual({ tool: "finance_transactions_search", args });
  });
});

describe("accounts", () => {
  it.each(["我有哪些帳戶", "列出我的帳戶", "我的銀行帳戶有哪些", "我有幾個帳戶", "帳戶列表", "what accounts do I have", "list my accounts"])("%s", (text) => {
    expect(route(text)).toEqual({ tool: "finance_accounts_list", args: {} });
  });
});

describe("questions about money, not requests for records", () => {
  it.each([
    "怎麼記帳比較好",
    "你覺得我該存錢嗎",
    "一杯咖啡要花多少錢",
    "買房子大概花多少錢",
    "咖啡花了多少錢",
    "什麼是交易",
    "how much does coffee cost",
    "should I spend less on coffee this month",
  ])("%s", (text) => {
    expect(route(text)).toBeNull();
  });
});
