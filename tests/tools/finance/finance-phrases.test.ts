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
    "列出我所有的銀行帳號跟信用卡",
    "我的帳戶清單給我看一下",
    "帳戶清單給我看",
    "把我的银行卡都列出来",
    "看看我绑了哪几个账户",
    "我有哪些信用卡",
    "show me all my cards and wallets",
    "what cards do I have",
  ])("%s", (text) => {
    expect(route(text)).toEqual({ tool: "finance_accounts_list", args: {} });
  });
});

describe("a range of days is one period", () => {
  const march1To5 = { start_date: "2026-03-01", end_date: "2026-03-05" };
  const soFar = (start_date: string) => ({ start_date, end_date: "2026-03-10" });
  it.each([
    ["二月一號到二月十五號的交易紀錄", "finance_transactions_search", { date_range: { start_date: "2026-02-01", end_date: "2026-02-15" } }],
    ["查一下3月1号到3月5号的交易明细", "finance_transactions_search", { date_range: march1To5 }],
    ["3月1日至3月5日的消費紀錄", "finance_transactions_search", { date_range: march1To5 }],
    ["從三月一號到現在的交易", "finance_transactions_search", { date_range: soFar("2026-03-01") }],
    ["上週一到週三的交易", "finance_transactions_search", { date_range: { start_date: "2026-03-02", end_date: "2026-03-04" } }],
    ["list my transactions from March 1 to March 5", "finance_transactions_search", { date_range: march1To5 }],
    [
      "三月一號到今天喝咖啡花了多少",
      "finance_transactions_sum",
      { direction: "DEBIT_ONLY", date_range: soFar("2026-03-01"), search: "咖啡" },
    ],
    ["三月一號到五號花了多少", "finance_transactions_sum", { direction: "DEBIT_ONLY", date_range: march1To5 }],
    ["這個月到目前為止花了多少", "finance_transactions_sum", { direction: "DEBIT_ONLY", date_range: soFar("2026-03-01") }],
    ["今年到現在收入總共多少", "finance_transactions_sum", { direction: "CREDIT_ONLY", date_range: soFar("2026-01-01") }],
    ["今年以來薪水總共領了多少", "finance_transactions_sum", { direction: "CREDIT_ONLY", date_range: soFar("2026-01-01"), search: "薪水" }],
    ["how much did I spend between March 1 and March 5", "finance_transactions_sum", { direction: "DEBIT_ONLY", date_range: march1To5 }],
    ["how much did I spend since last month", "finance_transactions_sum", { direction: "DEBIT_ONLY", date_range: soFar("2026-02-01") }],
    ["what's my total income so far this year", "finance_transactions_sum", { direction: "CREDIT_ONLY", date_range: soFar("2026-01-01") }],
  ])("%s", (text, tool, args) => {
    expect(route(text)).toEqual({ tool, args });
  });

  // A range read as its first day, or its rest read as a description, would answer the wrong question.
  it.each(["二月一號到十五日的交易", "三月到一月的交易", "上個月到日本玩花了多少", "二月一號到十五日花了多少"])(
    "%s is the model's",
    (text) => {
      expect(route(text)).toBeNull();
    },
  );
});

describe("kinds of spending as categories, things bought as words of the description", () => {
  const thisYear = { start_date: "2026-01-01", end_date: "2026-12-31" };
  it.each([
    ["今年交通費總共花了多少", { date_range: thisYear, category_id: "交通" }],
    ["這個月在交通上花了多少", { date_range: thisMonth, category_id: "交通" }],
    ["上個月醫療支出多少", { date_range: lastMonth, category_id: "醫療" }],
    ["上個月娛樂開銷花了多少", { date_range: lastMonth, category_id: "娛樂" }],
    ["这个月餐饮花了多少", { date_range: thisMonth, category_id: "餐饮" }],
    ["上个月伙食费花了多少", { date_range: lastMonth, category_id: "伙食" }],
    ["how much did I spend on groceries last month", { date_range: lastMonth, category_id: "groceries" }],
    ["how much did I spend on transport costs this month", { date_range: thisMonth, category_id: "transport" }],
  ] as const)("「%s」 adds up a category (%s)", (text, args) => {
    expect(route(text)).toEqual({ tool: "finance_transactions_sum", args: { direction: "DEBIT_ONLY", ...args } });
  });

  it.each([
    ["這個月咖啡花了多少錢", "咖啡"],
    ["二月份房租付了多少", "房租"],
    ["上個月交通卡加值花了多少", "交通卡加值"],
  ])("「%s」 looks for %s in the descriptions", (text, search) => {
    expect(route(text)?.args).toMatchObject({ search });
    expect(route(text)?.args).not.toHaveProperty("category_id");
  });
});

describe("categories and accounts by name", () => {
  it.each([
    ["上個月交通類別的交易有哪些", "finance_transactions_search", { date_range: lastMonth, category_id: "交通" }],
    ["這個月咖啡分類的消費", "finance_transactions_search", { date_range: thisMonth, category_id: "咖啡" }],
    [
      "現金帳戶這禮拜的交易",
      "finance_transactions_search",
      { date_range: { start_date: "2026-03-09", end_date: "2026-03-15" }, account_id: "現金" },
    ],
    ["玉山銀行上個月的交易", "finance_transactions_search", { date_range: lastMonth, account_id: "玉山銀行" }],
    ["國泰信用卡這個月的消費紀錄", "finance_transactions_search", { date_range: thisMonth, account_id: "國泰信用卡" }],
    ["上個月早餐類別總共花了多少", "finance_transactions_sum", { direction: "DEBIT_ONLY", date_range: lastMonth, category_id: "早餐" }],
    ["這個月交通類花了多少", "finance_transactions_sum", { direction: "DEBIT_ONLY", date_range: thisMonth, category_id: "交通" }],
    ["玉山帳戶這個月支出總共多少", "finance_transactions_sum", { direction: "DEBIT_ONLY", date_range: thisMonth, account_id: "玉山" }],
    [
      "國泰信用卡上個月刷了多少錢",
      "finance_transactions_sum",
      { direction: "DEBIT_ONLY", date_range: lastMonth, account_id: "國泰信用卡" },
    ],
    [
      "上個月用國泰信用卡刷了多少",
      "finance_transactions_sum",
      { direction: "DEBIT_ONLY", date_range: lastMonth, account_id: "國泰信用卡" },
    ],
    ["这个月国泰信用卡刷了多少", "finance_transactions_sum", { direction: "DEBIT_ONLY", date_range: thisMonth, account_id: "国泰信用卡" }],
    // Paying the card is a payment named by its description, not spending on the card.
    ["上個月繳國泰信用卡花了多少", "finance_transactions_sum", { direction: "DEBIT_ONLY", date_range: lastMonth, search: "國泰信用卡" }],
  ])("%s", (text, tool, args) => {
    expect(route(text)).toEqual({ tool, args });
  });

  it.each(["我的帳戶這個月花了多少", "我的帳戶這個月的交易", "這個月信用卡刷了多少", "这个月信用卡扣了多少"])(
    "%s names no one account",
    (text) => {
      expect(route(text)).toBeNull();
    },
  );
});

describe("more ways of asking", () => {
  it.each([
    ["有哪些超過一千塊的支出", "finance_transactions_search", { max_amount: "-1000" }],
    ["有沒有超過五千的支出", "finance_transactions_search", { max_amount: "-5000" }],
    ["這個月單筆三千以上的花費有哪些", "finance_transactions_search", { date_range: thisMonth, max_amount: "-3000" }],
    [
      "今年有沒有一萬塊以上的入帳",
      "finance_transactions_search",
      { date_range: { start_date: "2026-01-01", end_date: "2026-12-31" }, min_amount: "10000" },
    ],
    ["把五百到一千塊之間的消費列出來", "finance_transactions_search", { min_amount: "-1000", max_amount: "-500" }],
    ["介於100和500之間的消費", "finance_transactions_search", { min_amount: "-500", max_amount: "-100" }],
    ["pull up everything I spent over 100 bucks this month", "finance_transactions_search", { date_range: thisMonth, max_amount: "-100" }],
    [
      "show me my purchases over $50 last week",
      "finance_transactions_search",
      { date_range: { start_date: "2026-03-02", end_date: "2026-03-08" }, max_amount: "-50" },
    ],
    ["列一下在星巴克的消费", "finance_transactions_search", { search: "星巴克" }],
    ["最近的美团订单给我列一下", "finance_transactions_search", { limit: 10, search: "美团" }],
    ["最近的蝦皮訂單有哪些", "finance_transactions_search", { limit: 10, search: "蝦皮" }],
    [
      "列出上禮拜買咖啡的紀錄",
      "finance_transactions_search",
      { date_range: { start_date: "2026-03-02", end_date: "2026-03-08" }, search: "咖啡" },
    ],
    ["把上個月的交易列出來", "finance_transactions_search", { date_range: lastMonth }],
    ["show me my Amazon purchases from last month", "finance_transactions_search", { date_range: lastMonth, search: "Amazon" }],
    ["find my Netflix charges", "finance_transactions_search", { search: "Netflix" }],
    ["二月份房租付了多少", "finance_transactions_sum", { direction: "DEBIT_ONLY", date_range: lastMonth, search: "房租" }],
    [
      "去年十二月電費繳了多少",
      "finance_transactions_sum",
      { direction: "DEBIT_ONLY", date_range: { start_date: "2025-12-01", end_date: "2025-12-31" }, search: "電費" },
    ],
    ["這個月房租交了多少", "finance_transactions_sum", { direction: "DEBIT_ONLY", date_range: thisMonth, search: "房租" }],
    [
      "今年Netflix總共扣了多少",
      "finance_transactions_sum",
      { direction: "DEBIT_ONLY", date_range: { start_date: "2026-01-01", end_date: "2026-12-31" }, search: "Netflix" },
    ],
    ["这个月工资到账多少", "finance_transactions_sum", { direction: "CREDIT_ONLY", date_range: thisMonth, search: "工资" }],
    ["這個月薪水領了多少", "finance_transactions_sum", { direction: "CREDIT_ONLY", date_range: thisMonth, search: "薪水" }],
    [
      "how much have I earned this year",
      "finance_transactions_sum",
      { direction: "CREDIT_ONLY", date_range: { start_date: "2026-01-01", end_date: "2026-12-31" } },
    ],
    [
      "上上個月收支相抵剩多少",
      "finance_transactions_sum",
      { direction: "ALL", date_range: { start_date: "2026-01-01", end_date: "2026-01-31" } },
    ],
    ["上個月收支結餘多少", "finance_transactions_sum", { direction: "ALL", date_range: lastMonth }],
  ])("%s", (text, tool, args) => {
    expect(route(text)).toEqual({ tool, args });
  });

  it.each(["這個月薪水扣了多少", "最近的訂單", "喝水的紀錄", "運動紀錄", "show me the charges", "find my keys", "list my payments"])(
    "%s is the model's",
    (text) => {
      expect(route(text)).toBeNull();
    },
  );
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
    "信用卡清單",
    "銀行卡有哪些",
    "我的信用卡被盜刷了",
    "帳戶要怎麼開",
    "list my bank transactions",
    "what was my total spending",
    "what was the total spending of the US government in 2020",
  ])("%s", (text) => {
    expect(route(text)).toBeNull();
  });
});

describe("the request said another way (round 3)", () => {
  const thisYear = { start_date: "2026-01-01", end_date: "2026-12-31" };
  it.each([
    ["我想看一下這個月在全聯的刷卡紀錄", "finance_transactions_search", { date_range: thisMonth, search: "全聯" }],
    ["上個月在家樂福的刷卡紀錄", "finance_transactions_search", { date_range: lastMonth, search: "家樂福" }],
    ["交易紀錄，最近十筆", "finance_transactions_search", { limit: 10 }],
    ["交易紀錄 最近五筆", "finance_transactions_search", { limit: 5 }],
    ["消費明細，上個月的", "finance_transactions_search", { date_range: lastMonth }],
    ["幫我找找看有沒有 Netflix 的扣款", "finance_transactions_search", { search: "Netflix" }],
    ["上個月有沒有 Uber 的扣款", "finance_transactions_search", { date_range: lastMonth, search: "Uber" }],
    ["有沒有在全聯的消費", "finance_transactions_search", { search: "全聯" }],
    ["昨天有沒有交易", "finance_transactions_search", { date_range: { start_date: "2026-03-09", end_date: "2026-03-09" } }],
    ["我想对下账，把在美团的消费都列出来", "finance_transactions_search", { search: "美团" }],
    ["把上個月的交易紀錄都列出來", "finance_transactions_search", { date_range: lastMonth }],
    ["把全聯的消費給我看", "finance_transactions_search", { search: "全聯" }],
    ["list every Amazon purchase", "finance_transactions_search", { search: "Amazon" }],
    ["list all Uber charges from last month", "finance_transactions_search", { date_range: lastMonth, search: "Uber" }],
    ["Uber Eats 這個月叫了多少錢", "finance_transactions_sum", { direction: "DEBIT_ONLY", date_range: thisMonth, search: "Uber Eats" }],
    ["foodpanda 上個月點了多少錢", "finance_transactions_sum", { direction: "DEBIT_ONLY", date_range: lastMonth, search: "foodpanda" }],
    ["這個月咖啡喝了多少錢", "finance_transactions_sum", { direction: "DEBIT_ONLY", date_range: thisMonth, search: "咖啡" }],
    ["這個月Uber花了我多少錢", "finance_transactions_sum", { direction: "DEBIT_ONLY", date_range: thisMonth, search: "Uber" }],
    ["今年一共花了多少錢", "finance_transactions_sum", { direction: "DEBIT_ONLY", date_range: thisYear }],
    ["先查一下上個月花了多少", "finance_transactions_sum", { direction: "DEBIT_ONLY", date_range: lastMonth }],
    ["這個月的支出加起來多少", "finance_transactions_sum", { direction: "DEBIT_ONLY", date_range: thisMonth }],
    ["刚发工资，看看这个月一共进账多少", "finance_transactions_sum", { direction: "CREDIT_ONLY", date_range: thisMonth }],
    [
      "去年一共賺了多少",
      "finance_transactions_sum",
      { direction: "CREDIT_ONLY", date_range: { start_date: "2025-01-01", end_date: "2025-12-31" } },
    ],
    [
      "去年一整年的薪水加起來多少",
      "finance_transactions_sum",
      { direction: "CREDIT_ONLY", date_range: { start_date: "2025-01-01", end_date: "2025-12-31" }, search: "薪水" },
    ],
    [
      "一月份的淨收支是多少",
      "finance_transactions_sum",
      { direction: "ALL", date_range: { start_date: "2026-01-01", end_date: "2026-01-31" } },
    ],
    ["上個月收支差額多少", "finance_transactions_sum", { direction: "ALL", date_range: lastMonth }],
    [
      "how much did Netflix cost me this year",
      "finance_transactions_sum",
      { direction: "DEBIT_ONLY", date_range: thisYear, search: "Netflix" },
    ],
    ["total income last month", "finance_transactions_sum", { direction: "CREDIT_ONLY", date_range: lastMonth }],
    ["total spending last month", "finance_transactions_sum", { direction: "DEBIT_ONLY", date_range: lastMonth }],
    ["我要記帳，先看一下我綁了哪幾個帳戶", "finance_accounts_list", {}],
  ])("%s", (text, tool, args) => {
    expect(route(text)).toEqual({ tool, args });
  });

  // 叫了多少 with no 錢 may count rides; 有沒有 with nothing named, an amount range as a topic, or no period are the model's.
  it.each([
    "上個月叫了多少",
    "有沒有交易",
    "有沒有好的消費習慣",
    "list every purchase",
    "total income",
    "how much does Uber cost",
    "我想對下帳",
    "199,259和89加起來多少",
  ])("%s is the model's", (text) => {
    expect(route(text)).toBeNull();
  });
});

describe("the period first, and how much I spent (Singapore, Indian and Philippine English)", () => {
  it.each([
    ["this month how much I spent on coffee", { direction: "DEBIT_ONLY", search: "coffee", date_range: thisMonth }],
    ["last month, how much did I spend at Jollibee", { direction: "DEBIT_ONLY", search: "Jollibee", date_range: lastMonth }],
    ["last month how much I spent", { direction: "DEBIT_ONLY", date_range: lastMonth }],
    ["how much I spent on taxis last month", { direction: "DEBIT_ONLY", search: "taxis", date_range: lastMonth }],
    ["last month how much I earned", { direction: "CREDIT_ONLY", date_range: lastMonth }],
  ])("%s", (text, args) => {
    expect(route(text)).toEqual({ tool: "finance_transactions_sum", args });
  });

  it.each(["last month how much should I spend", "last month how much I made on grab", "this month how much is a coffee"])(
    "leaves %s to the model",
    (text) => {
      expect(route(text)).toBeNull();
    },
  );
});

describe("a merchant named in letters after a pause, and what it sold standing for its charges", () => {
  const thisWeek = { start_date: "2026-03-09", end_date: "2026-03-15" };
  it.each([
    ["上個月 Foodpanda 花了多少", { direction: "DEBIT_ONLY", search: "Foodpanda", date_range: lastMonth }],
    ["这个月 Uber 一共花了多少钱", { direction: "DEBIT_ONLY", search: "Uber", date_range: thisMonth }],
    ["這個月 Apple Music 扣了多少", { direction: "DEBIT_ONLY", search: "Apple Music", date_range: thisMonth }],
  ])("%s", (text, args) => {
    expect(route(text)).toEqual({ tool: "finance_transactions_sum", args });
  });

  it.each([
    ["list my Grab rides last month", { search: "Grab", date_range: lastMonth }],
    ["show me my Lyft trips this week", { search: "Lyft", date_range: thisWeek }],
    ["show the Foodpanda orders", { search: "Foodpanda" }],
    ["show me last month's Deliveroo orders", { search: "Deliveroo", date_range: lastMonth }],
  ])("%s", (text, args) => {
    expect(route(text)).toEqual({ tool: "finance_transactions_search", args });
  });

  it.each([
    "show my rides this week",
    "show my bike rides this week",
    "list my business trips",
    "show my orders",
    "show my upcoming trips",
  ])("leaves %s to the model", (text) => {
    expect(route(text)).toBeNull();
  });
});

describe("a day, then 那天", () => {
  it.each([
    ["列出八號那天的消費", { date_range: { start_date: "2026-03-08", end_date: "2026-03-08" } }],
    ["我想看3/2當天的交易", { date_range: { start_date: "2026-03-02", end_date: "2026-03-02" } }],
    ["上週五那天的交易紀錄", { date_range: { start_date: "2026-03-06", end_date: "2026-03-06" } }],
  ])("「%s」 is that day's records, with no word to search", (text, args) => {
    expect(route(text)).toEqual({ tool: "finance_transactions_search", args });
  });

  it.each(["那天的消費", "上個月那天的消費", "去年那天的交易"])(
    "「%s」 points at a day the sentence does not name: the model's",
    (text) => {
      expect(route(text)).toBeNull();
    },
  );
});

describe("this weekend", () => {
  it("「這週末一共花了多少」 is Saturday and Sunday", () => {
    expect(route("這週末一共花了多少")).toEqual({
      tool: "finance_transactions_sum",
      args: expect.objectContaining({ direction: "DEBIT_ONLY", date_range: { start_date: "2026-03-14", end_date: "2026-03-15" } }),
    });
  });
});

describe("the records, then the request", () => {
  it.each([
    ["星巴克的消費紀錄給我看", { search: "星巴克" }],
    ["上個月的交易明細給我看一下", { date_range: lastMonth }],
    ["這個月的帳單明細", { date_range: thisMonth }],
    ["上个月的账单明细列出来", { date_range: lastMonth }],
  ])("「%s」 lists them", (text, args) => {
    expect(route(text)).toEqual({ tool: "finance_transactions_search", args });
  });

  // 帳單 alone is the bill, what is owed.
  it.each(["上個月的帳單", "這個月帳單多少", "信用卡帳單明細給我看"])("leaves 「%s」 to the model", (text) => {
    expect(route(text)).toBeNull();
  });
});

describe("cards counted by 張", () => {
  it.each(["我有幾張卡", "我有哪幾張卡", "我都辦了幾張卡"])("「%s」 lists the accounts", (text) => {
    expect(route(text)).toEqual({ tool: "finance_accounts_list", args: {} });
  });

  it.each(["我有幾張悠遊卡", "你有幾張卡", "我有幾張卡片", "他有幾張卡"])("leaves 「%s」 to the model", (text) => {
    expect(route(text)).toBeNull();
  });
});

describe("spending with its amount, after a period's name", () => {
  it.each([
    ["show me last month's purchases over 300", { date_range: lastMonth, max_amount: "-300" }],
    ["list this month's charges under $20", { date_range: thisMonth, min_amount: "-20", max_amount: "0" }],
  ])("%s", (text, args) => {
    expect(route(text)).toEqual({ tool: "finance_transactions_search", args });
  });

  it("leaves transactions over an amount, which have either sign, to the model", () => {
    expect(route("show me last month's transactions over 300")).toBeNull();
  });
});

describe("a shop's orders over a period are its charges", () => {
  it.each([
    ["把這個月的蝦皮訂單列一下", "蝦皮"],
    ["上禮拜的Uber訂單有哪些", "Uber"],
  ])("「%s」 looks for %s", (text, search) => {
    expect(route(text)).toMatchObject({ tool: "finance_transactions_search", args: { search } });
  });

  it.each(["上個月的訂單", "把上個月的所有訂單列一下"])("「%s」 names no shop", (text) => {
    expect(route(text)).toBeNull();
  });
});
