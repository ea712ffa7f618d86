import { matchPhrases } from "../../support/match-phrases";
import { stockPhrases } from "../../../src/tools/stock/phrases";

const context = { now: new Date("2026-04-02T08:30:00Z"), timeZone: "Asia/Taipei" };

const route = (text: string) => matchPhrases(stockPhrases, text, context);

describe("stock phrases", () => {
  it.each([
    ["600519 股價", "600519"],
    ["600519股价", "600519"],
    ["查一下 sz000001 的股票", "sz000001"],
    ["查一下SZ000001的股票", "sz000001"],
    ["幫我查 600519.SH 的行情", "sh600519"],
    ["sh600519 現在多少？", "sh600519"],
    ["920002 股價多少", "920002"],
    ["600519 這檔股票現在多少錢", "600519"],
    ["sz000001 今天漲了多少", "sz000001"],
    ["股票 600519", "600519"],
    ["查股價 sh600519", "sh600519"],
    ["貴州茅台股價", "600519"],
    ["贵州茅台股价多少", "600519"],
    ["查一下寧德時代的股價", "300750"],
    ["茅台股票現在多少錢", "600519"],
    ["萬科A的行情", "000002"],
    ["stock price of 600519", "600519"],
    ["What's the quote for sz000001?", "sz000001"],
    ["600519 stock", "600519"],
    ["stock 600519", "600519"],
    ["bj920002 現在股價多少", "bj920002"],
    ["股票代號 000001 的報價", "000001"],
    ["sh601318 现在什么价位", "sh601318"],
    ["sh600519 價格是多少", "sh600519"],
    ["查一下000858現在多少", "000858"],
    ["300750今天涨了多少", "300750"],
    ["300750今天是漲還是跌", "300750"],
    ["get me a quote for sz000001", "sz000001"],
    ["查一下 sz300750", "sz300750"],
    ["陸股000858現在多少錢", "000858"],
    ["A股600519多少錢", "600519"],
    ["貴州茅台現在一股多少", "600519"],
    ["茅台多少錢一股", "600519"],
    ["600519現在一股多少錢", "600519"],
    ["what's 600519 trading at", "600519"],
    ["what is sh600519 trading at right now", "sh600519"],
    ["how's 300750 doing today", "300750"],
    ["帮我看下宁德时代的股价", "300750"],
    ["昨天刚买了sh601318，看看今天涨了没", "sh601318"],
    ["我有買寧德時代，幫我看一下它今天的股價", "300750"],
    ["我有買茅台,它今天漲了嗎", "600519"],
    ["check stock sz002594 for me", "sz002594"],
  ])("「%s」 asks for %s", (text, code) => {
    expect(route(text)).toEqual({ code });
  });

  it.each([
    "股票要怎麼投資",
    "你覺得股市會漲嗎",
    "股票是什麼",
    "台積電股價",
    "股價是什麼",
    "什麼是股價",
    "他的股票",
    "今天股市怎麼樣",
    "100 美金換台幣",
    "我的電話是 600519",
    "600519",
    "600519 是什麼",
    "股票 60051",
    "郵遞區號 100000 在哪",
    "123456 現在多少",
    "000858 多少",
    "000001現在多少人",
    "600519 什麼價位買比較好",
    "股票代號是什麼",
    "300750明天是漲還是跌",
    "sz300750",
    "茅台酒一股多少",
    "0050現在多少錢一股",
    "how's 123456 doing",
    "what's 123456 trading at",
    "how is my portfolio doing",
    "茅台和五粮液，今天的股价",
    "我喜歡喝茅台，今天天氣如何",
    "我有買股票,它今天漲了嗎",
  ])("「%s」 is left to the model", (text) => {
    expect(route(text)).toBeNull();
  });
});

describe("stock phrases, the asking last", () => {
  it.each([
    ["stock 600519 today how much", "600519"],
    ["share 300750 price now how much", "300750"],
    ["601318 now how much", "601318"],
    ["002594 stock how much", "002594"],
    ["sz000001 today what price", "sz000001"],
    ["how much is stock 600036 now", "600036"],
    ["how much is 601398 share price today", "601398"],
  ])("「%s」 → %s", (text, code) => {
    expect(route(text)).toEqual({ code });
  });

  it.each(["600519 how much", "123456 now how much", "how much is 600519", "how much is 100000 now", "stock market how much"])(
    "leaves 「%s」 to the model",
    (text) => {
      expect(route(text)).toBeNull();
    },
  );
});

describe("stock phrases: how a share does today", () => {
  it.each([
    ["幫我看看 601318 今天怎麼樣", "601318"],
    ["帮我查一下 000858 今天怎么样", "000858"],
    ["002594今天表現如何", "002594"],
    ["600519最近走勢怎麼樣", "600519"],
    ["000001今天漲了沒", "000001"],
    ["比亞迪漲了沒", "002594"],
    ["招商银行今天表现如何", "600036"],
    ["五糧液最近走勢如何", "000858"],
    ["sh601318今天漲了沒有", "sh601318"],
    ["is 601318 up today", "601318"],
    ["how did sh600519 do today", "sh600519"],
    ["has 002594 gone up or down", "002594"],
  ])("「%s」 → %s", (text, code) => {
    expect(route(text)).toEqual({ code });
  });

  it.each([
    // a bare number needs a moment, and 怎麼樣 alone also the asking to look it up
    "601318怎麼樣",
    "601318今天怎麼樣",
    "601318漲了沒",
    "123456今天漲了沒",
    // a name asked 怎麼樣 alone, or a name the table does not hold
    "茅台今天怎麼樣",
    "台積電漲了沒",
    "美金漲了沒",
    "我的股票今天表現如何",
    "is 123456 up today",
    "is the market up today",
  ])("leaves 「%s」 to the model", (text) => {
    expect(route(text)).toBeNull();
  });
});

describe("stock phrases: a code read out in Chinese digits, up or down asked either way", () => {
  it.each([
    ["股票代碼六零零零三六現在多少", "600036"],
    ["股票代号三零零七五零今天多少钱", "300750"],
    ["股票六零零幺三六現在什麼價位", "600136"],
    ["A股代碼零零零八五八現在多少", "000858"],
    ["股票600036今天漲還跌", "600036"],
    ["比亞迪今天漲還跌", "002594"],
    ["宁德时代是涨是跌", "300750"],
    ["貴州茅台今天是跌還是漲", "600519"],
    ["sz000001跌還漲", "sz000001"],
  ])("「%s」 asks the quote of %s", (text, code) => {
    expect(route(text)).toEqual({ code });
  });

  it.each([
    "代碼六零零五一九現在多少",
    "密碼六零零五一九",
    "我的股票漲還跌",
    "股票今天漲還跌",
    "房價漲還跌",
    "六零零五一九現在多少",
    "股票代碼六零零五現在多少",
  ])("「%s」 is left to the model", (text) => {
    expect(route(text)).toBeNull();
  });
});

describe("stock phrases: a share's name, a moment and 多少錢", () => {
  it.each([
    ["招商銀行現在多少錢", "600036"],
    ["中信证券今天多少钱", "600030"],
    ["幫我查一下寧德時代目前多少", "300750"],
  ])("「%s」 → %s", (text, code) => {
    expect(route(text)).toEqual({ code });
  });

  it.each(["茅台現在多少錢", "五糧液今天多少錢", "比亞迪現在多少錢", "寧德時代多少錢", "咖啡現在多少錢"])(
    "「%s」 may be the price of a thing sold, or of no share: the model's",
    (text) => {
      expect(route(text)).toBeNull();
    },
  );
});
