import { matchPhrases } from "../../support/match-phrases";
import { createExchangeRateTool } from "../../../src/tools/exchange-rate";

const { phrases } = createExchangeRateTool();

const context = { now: new Date("2026-03-10T01:00:00Z"), timeZone: "Asia/Taipei" };
const route = (text: string) => matchPhrases(phrases, text, context);

describe("exchange rate phrases", () => {
  it.each([
    ["100 美金換台幣多少", { from_currency: "USD", to_currency: "TWD", amount: 100 }],
    ["5000日圓是多少台幣", { from_currency: "JPY", to_currency: "TWD", amount: 5000 }],
    ["200 欧元换人民币", { from_currency: "EUR", to_currency: "CNY", amount: 200 }],
    ["一百美金可以換多少台幣？", { from_currency: "USD", to_currency: "TWD", amount: 100 }],
    ["幫我查一下2.5萬日幣等於多少新臺幣", { from_currency: "JPY", to_currency: "TWD", amount: 25000 }],
    ["把300港幣換成韓元", { from_currency: "HKD", to_currency: "KRW", amount: 300 }],
    ["日幣匯率", { from_currency: "JPY" }],
    // The price of a currency now is its rate.
    ["日幣現在多少", { from_currency: "JPY" }],
    ["美金今天多少錢", { from_currency: "USD" }],
    ["现在欧元多少", { from_currency: "EUR" }],
    ["今天美元汇率多少", { from_currency: "USD" }],
    ["英鎊現在的匯率", { from_currency: "GBP" }],
    ["美金對台幣的匯率是多少", { from_currency: "USD", to_currency: "TWD" }],
    ["convert 50 GBP to USD", { from_currency: "GBP", to_currency: "USD", amount: 50 }],
    ["Convert fifty pounds into dollars", { from_currency: "GBP", to_currency: "USD", amount: 50 }],
    ["how much is 100 usd in twd", { from_currency: "USD", to_currency: "TWD", amount: 100 }],
    ["what's the euro to yen exchange rate", { from_currency: "EUR", to_currency: "JPY" }],
    ["兩千日幣大概是多少台幣", { from_currency: "JPY", to_currency: "TWD", amount: 2000 }],
    ["一百美金大約可以換多少台幣", { from_currency: "USD", to_currency: "TWD", amount: 100 }],
    ["英鎊現在對台幣匯率多少", { from_currency: "GBP", to_currency: "TWD" }],
    ["500港币兑人民币", { from_currency: "HKD", to_currency: "CNY", amount: 500 }],
    ["what's the exchange rate for the Japanese yen", { from_currency: "JPY" }],
    ["what is the current exchange rate for the euro against the US dollar", { from_currency: "EUR", to_currency: "USD" }],
    ["人民幣現在一塊換多少台幣", { from_currency: "CNY", to_currency: "TWD", amount: 1 }],
    ["美金現在一塊可以換多少台幣", { from_currency: "USD", to_currency: "TWD", amount: 1 }],
    ["一塊美金現在換多少台幣", { from_currency: "USD", to_currency: "TWD", amount: 1 }],
    ["現在一美元能換多少人民幣", { from_currency: "USD", to_currency: "CNY", amount: 1 }],
    ["日幣一萬塊現在換多少台幣", { from_currency: "JPY", to_currency: "TWD", amount: 10000 }],
    ["一美金可以換幾塊台幣", { from_currency: "USD", to_currency: "TWD", amount: 1 }],
    ["一块钱人民币现在能换几块台币", { from_currency: "CNY", to_currency: "TWD", amount: 1 }],
    ["一美元兌多少人民幣", { from_currency: "USD", to_currency: "CNY", amount: 1 }],
    // the rate first (a short command), the currency with a pause, the time after the pair
    ["匯率 美金", { from_currency: "USD" }],
    ["查一下匯率 日幣", { from_currency: "JPY" }],
    ["匯率,美金對台幣", { from_currency: "USD", to_currency: "TWD" }],
    ["歐元，現在匯率多少", { from_currency: "EUR" }],
    ["欧元,今天的汇率", { from_currency: "EUR" }],
    ["人民幣兌台幣現在多少", { from_currency: "CNY", to_currency: "TWD" }],
    ["港币兑人民币现在什么价", { from_currency: "HKD", to_currency: "CNY" }],
    // 要 / 值 / 相當於 / 換到: the verbs of a conversion
    ["五千港幣要多少台幣", { from_currency: "HKD", to_currency: "TWD", amount: 5000 }],
    ["一百美金值多少台幣", { from_currency: "USD", to_currency: "TWD", amount: 100 }],
    ["一萬日圓相當於多少台幣", { from_currency: "JPY", to_currency: "TWD", amount: 10000 }],
    ["一百美金能換到多少台幣", { from_currency: "USD", to_currency: "TWD", amount: 100 }],
  ])("routes 「%s」", (text, args) => {
    expect(route(text)).toEqual(args);
  });

  it.each([
    "你覺得美金接下來會漲嗎",
    "去日本旅行要帶多少日幣比較好",
    "日幣匯率會跌嗎",
    "台幣匯率",
    "美金是什麼時候開始用的",
    "匯率是什麼意思",
    "the rate",
    "abc匯率",
    "convert this file to pdf",
    "100美金大概可以在美國買些什麼",
    "what's the interest rate for the dollar",
    "why is the yen so weak these days",
    "人民幣現在一塊錢都不值",
    "我現在一塊美金都沒有",
    "五千塊日幣在日本可以吃什麼",
    "匯率 美金會漲嗎",
    "歐元，現在匯率會跌嗎",
    "美金,還是歐元比較好",
    "我要一百美金",
    "匯率是什麼",
    "匯率 台幣",
    "日幣多少",
    "台幣現在多少",
    "我現在日幣多少",
  ])("leaves 「%s」 to the model", (text) => {
    expect(route(text)).toBeNull();
  });
});

describe("exchange rate phrases, said casually and in Asian English", () => {
  it.each([
    ["change 50 quid into dollars", { from_currency: "GBP", to_currency: "USD", amount: 50 }],
    ["how much is 30 quid in yen", { from_currency: "GBP", to_currency: "JPY", amount: 30 }],
    ["what's 200 bucks in euros", { from_currency: "USD", to_currency: "EUR", amount: 200 }],
    ["how much 100 SGD in ringgit", { from_currency: "SGD", to_currency: "MYR", amount: 100 }],
    ["300 sing dollars to baht how much", { from_currency: "SGD", to_currency: "THB", amount: 300 }],
    ["1000 rupees to dollars how much", { from_currency: "INR", to_currency: "USD", amount: 1000 }],
    ["50 aussie dollars in USD now, how much", { from_currency: "AUD", to_currency: "USD", amount: 50 }],
    ["what is 100 usd in inr today", { from_currency: "USD", to_currency: "INR", amount: 100 }],
  ])("routes 「%s」", (text, args) => {
    expect(route(text)).toEqual(args);
  });

  it.each([
    // peso is the Philippines' and Mexico's: only "Philippine peso" names one
    "how much is 100 SGD in pesos",
    "500 dollars to peso how much",
    "convert 1000 pesos to dollars",
    "what's 5 quid",
    "how much is 100 dollars in my account",
    "100 dollars to spend how much",
  ])("leaves 「%s」 to the model", (text) => {
    expect(route(text)).toBeNull();
  });
});

describe("exchange rate phrases: how much it comes to, asked after a pause", () => {
  it.each([
    ["把三千港幣換成台幣 大概可以換多少", { from_currency: "HKD", to_currency: "TWD", amount: 3000 }],
    ["我需要把五百美金換成日幣 能換多少", { from_currency: "USD", to_currency: "JPY", amount: 500 }],
  ])("「%s」", (text, args) => {
    expect(route(text)).toEqual(args);
  });
});

describe("an amount the user has, a hedge after the second currency, NT for the Taiwan dollar", () => {
  it.each([
    ["我有五百歐元 換成日幣大概是多少", { from_currency: "EUR", to_currency: "JPY", amount: 500 }],
    ["我手上有兩萬日幣 換台幣大約是多少", { from_currency: "JPY", to_currency: "TWD", amount: 20000 }],
    ["三千港幣換成台幣差不多是多少", { from_currency: "HKD", to_currency: "TWD", amount: 3000 }],
    ["how much is 30 euros in NT", { from_currency: "EUR", to_currency: "TWD", amount: 30 }],
  ])("「%s」 is a conversion", (text, args) => {
    expect(route(text)).toEqual(args);
  });

  it.each(["我有一千塊", "我有五百歐元", "NT rate"])("「%s」 asks no conversion", (text) => {
    expect(route(text)).toBeNull();
  });
});
