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
    ["二月份的支出總額是多少", { date_range: lastMonth }],
    ["這個月總支出多少", { date_range: thisMonth }],
    ["這個月的總花費是多少", { date_range: thisMonth }],
    ["今年点外卖花了多少钱", { search: "外卖", date_range: { start_date: "2026-01-01", end_date: "2026-12-31" } }],
    ["上個月繳電費花了多少", { search: "電費", date_range: lastMonth }],
    ["上個月叫計程車花了多少錢", { search: "計程車", date_range: lastMonth }],
    ["這個月點心花了多少", { search: "點心", date_range: thisMonth }],
    ["what was my total spending in February", { date_range: lastMonth }],
    ["how much was my spending on coffee last month", { search: "coffee", date_range: lastMonth }],
    ["how much did I spend in total last month", { date_range: lastMonth }],
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
    ["上個月的收入總額是多少", {}],
    ["上個月進帳總額多少", {}],
    ["上個月薪水總共多少", { search: "薪水" }],
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
    ["幫我找一下全聯的交易", { search: "全聯" }],
    ["我想看上個月的交易", { date_range: lastMonth }],
    ["上個月有哪些交易", { date_range: lastMonth }],
    ["看看我上個月都有哪些交易", { date_range: lastMonth }],
    ["上個月有什麼咖啡的消費", { date_range: lastMonth, search: "咖啡" }],
    ["最近有哪些交易", { limit: 10 }],
    ["看看最近的交易", { limit: 10 }],
    ["最近的咖啡消費有哪些", { limit: 10, search: "咖啡" }],
    ["列出超過一千元的支出", { max_amount: "-1000" }],
    ["显示上个月所有超过1000元的支出", { date_range: lastMonth, max_amount: "-1000" }],
    ["今天500元以上的消費有哪些", { date_range: { start_date: "2026-03-10", end_date: "2026-03-10" }, max_amount: "-500" }],
    ["這個月低於100元的消費", { date_range: thisMonth, min_amount: "-100", max_amount: "0" }],
    ["上個月超過三萬的收入", { date_range: lastMonth, min_amount: "30000" }],
    ["list my Uber transactions", { search: "Uber" }],
    ["list my Uber transactions last month", { search: "Uber", date_range: lastMonth }],
    ["show me last month's transactions", { date_range: lastMonth }],
    ["show me yesterday's transactions", { date_range: { start_date: "2026-03-09", end_date: "2026-03-09" } }],
  ])("%s", (text, args) => {
    expect(route(text)).toEqual({ tool: "finance_transactions_search", args });
  });
});

describe("accounts", () => {
  it.each([
    "我有哪些帳戶",
    "列出我的帳戶",
    "列出我所有的账户",
    "看一下我全部的銀行帳戶",
    "我的銀行帳戶有哪些",
    "我有幾個帳戶",
    "帳戶列表",
    "what accounts do I have",
    "which bank accounts do I have",
    "list my accounts",
    "list my bank accounts",
  ])("%s", (text) => {
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
    "我想找交易",
    "幫我找一下交易的技巧",
    "昨天有哪些新聞",
    "最近有什麼好的消費習慣",
    "超過1000元的支出要怎麼記帳",
    "超過1000元的交易",
    "最近的大額消費",
    "這個月信用卡的消費紀錄",
    "我的所有帳戶",
    "帳戶餘額",
    "list my bank transactions",
    "what was my total spending",
    "what was the total spending of the US government in 2020",
  ])("%s", (text) => {
    expect(route(text)).toBeNull();
  });
});
