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
    ["美金100元換台幣多少", { from_currency: "USD", to_currency: "TWD", amount: 100 }],
    ["一百塊美金是多少台幣", { from_currency: "USD", to_currency: "TWD", amount: 100 }],
    ["1 USD to JPY", { from_currency: "USD", to_currency: "JPY", amount: 1 }],
    ["幫我換算 500 歐元", { from_currency: "EUR", amount: 500 }],
    ["how many yen is 100 dollars", { from_currency: "USD", to_currency: "JPY", amount: 100 }],
    ["what's the exchange rate for yen", { from_currency: "JPY" }],
  ]);
});

describe("search_wikipedia", () => {
  routesTo("search_wikipedia", [
    ["幫我查維基百科 量子力學", { query: "量子力學" }],
    ["维基百科 相对论", { query: "相对论" }],
    ["在維基百科上查一下愛因斯坦", { query: "愛因斯坦" }],
    ["search wikipedia for black holes", { query: "black holes" }],
    ["what does wikipedia say about Taiwan", { query: "Taiwan" }],
    ["幫我查一下維基百科：黑洞", { query: "黑洞" }],
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
    [
      "how much did I spend on coffee this month",
      { search: "coffee", direction: "DEBIT_ONLY", date_range: expect.objectContaining(march) },
    ],
  ]);
  routesTo("finance_transactions_search", [
    ["查一下本週的交易紀錄", { date_range: { start_date: "2026-03-09", end_date: "2026-03-15" } }],
    ["最近7天的交易", { date_range: { start_date: "2026-03-04", end_date: "2026-03-10" } }],
  ]);
  routesTo("finance_accounts_list", [
    ["我有哪些帳戶", {}],
    ["列出我的帳戶", {}],
    ["我有幾個帳戶", {}],
  ]);
});

describe("get_datetime", () => {
  routesTo("get_datetime", [
    ["現在幾點了", {}],
    ["现在几点", {}],
    ["今天是幾月幾號", {}],
    ["今天禮拜幾", {}],
    ["what's the date today", {}],
    ["what day is it today", {}],
  ]);
});

describe("calculate", () => {
  routesTo("calculate", [
    ["幫我算一下 123+456", { expression: "123+456" }],
    ["3加5乘以2等於多少", { expression: "3加5乘以2" }],
    ["一百除以四", { expression: "一百除以四" }],
    ["计算 2^10", { expression: "2^10" }],
    ["what is 15 times 7", { expression: "15 times 7" }],
    ["calculate 3 * (4 + 5)", { expression: "3 * (4 + 5)" }],
  ]);
});

describe("get_weather", () => {
  routesTo("get_weather", [
    ["台北明天天氣怎麼樣", { city: "台北" }],
    ["高雄會下雨嗎", { city: "高雄" }],
    ["明天台中天氣", { city: "台中" }],
    ["上海今天天气怎么样", { city: "上海" }],
    ["weather in London", { city: "London" }],
    ["what's the weather like in Tokyo tomorrow", { city: "Tokyo" }],
  ]);
});

describe("alarms", () => {
  routesTo("set_alarm", [
    ["早上六點半叫我", { time: expect.stringContaining("2026-03-11T06:30") }],
    ["設一個明天早上7點的鬧鐘", { time: expect.stringContaining("2026-03-11T07:00") }],
    ["幫我設定晚上十點的鬧鐘", { time: expect.stringContaining("2026-03-10T22:00") }],
    ["下午兩點提醒我開會", { time: expect.stringContaining("14:00"), message: "開會" }],
    ["10分鐘後提醒我關火", { time: expect.stringContaining("09:10"), message: "關火" }],
    ["下周一下午3点提醒我交报告", { time: expect.stringContaining("2026-03-16T15:00"), message: "交报告" }],
    ["set an alarm for 7am", { time: expect.stringContaining("2026-03-11T07:00") }],
    ["wake me up at 6:30 tomorrow", { time: expect.stringContaining("2026-03-11T06:30") }],
    ["remind me to call mom at 8 pm", { time: expect.stringContaining("20:00"), message: "call mom" }],
    ["set an alarm for 7 in the morning", { time: expect.stringContaining("2026-03-11T07:00") }],
    ["wake me up at 7 tomorrow morning", { time: expect.stringContaining("2026-03-11T07:00") }],
    ["set an alarm for tomorrow at 5 pm", { time: expect.stringContaining("2026-03-11T17:00") }],
    ["兩點提醒我開會", { time: expect.stringContaining("2026-03-10T14:00"), message: "開會" }],
  ]);
  routesTo("list_alarms", [
    ["列出所有鬧鐘", {}],
    ["我設了哪些鬧鐘", {}],
    ["show my alarms", {}],
  ]);
  routesTo("delete_alarm", [
    ["刪除第2個鬧鐘", { id: "2" }],
    ["delete alarm 3", { id: "3" }],
  ]);
});

describe("memos", () => {
  routesTo("add_memo", [
    ["記一下明天要買牛奶", { content: "明天要買牛奶" }],
    ["幫我記下來 車停在B2", { content: "車停在B2" }],
    ["新增備忘錄 買衛生紙", { content: "買衛生紙" }],
    ["take a note: call the bank", { content: "call the bank" }],
  ]);
  routesTo("list_memos", [
    ["我的備忘錄有哪些", {}],
    ["看一下備忘錄", {}],
    ["list my memos", {}],
    ["我的备忘录", {}],
  ]);
  routesTo("delete_memo", [
    ["刪除備忘錄2", { id: "2" }],
    ["delete memo 1", { id: "1" }],
  ]);
});

describe("get_moon_phase", () => {
  routesTo("get_moon_phase", [
    ["今晚是什麼月相", { date_str: "2026-03-10" }],
    ["明晚的月亮圓不圓", { date_str: "2026-03-11" }],
    ["下週六是滿月嗎", { date_str: "2026-03-21" }],
    ["12月25日的月相", { date_str: "2026-12-25" }],
    ["2025年1月1日的月亮", { date_str: "2025-01-01" }],
    ["后天月相如何", { date_str: "2026-03-12" }],
    ["what's the moon phase on March 20", { date_str: "2026-03-20" }],
    ["moon phase next friday", { date_str: "2026-03-20" }],
    // The tool says when the phase asked about comes (its `phase`), so this is no longer the model's.
    ["when is the next full moon", { phase: "Full Moon" }],
  ]);
});

describe("search_space_news", () => {
  routesTo("search_space_news", [
    ["有沒有火箭發射的新聞", { keywords: "火箭發射" }],
    ["本週NASA新聞", { keywords: "NASA", time_period: "本週" }],
    ["去年的火星新聞", { keywords: "火星", time_period: "去年" }],
    ["最近有什么航天新闻", {}],
    ["SpaceX news from last week", { keywords: "SpaceX", time_period: "last week" }],
    ["news about Mars rover in 2021", { keywords: "Mars rover", time_period: "2021" }],
    ["latest NASA news", { keywords: "NASA" }],
    ["有關嫦娥六號的新聞", { keywords: "嫦娥六號" }],
    ["給我看三則太空新聞", { limit: 3 }],
    ["找一下 2020 年火星探測的新聞", { keywords: "火星探測", time_period: "2020年" }],
  ]);
});

describe("arguments in the user's own characters", () => {
  // The route reads text converted to Traditional; a name or a memo goes to the tool as written.
  routesTo("search_wikipedia", [
    ["維基百科查一下周杰倫", { query: "周杰倫" }],
    ["维基百科 周杰伦", { query: "周杰伦" }],
  ]);
  routesTo("add_memo", [["記一下 周末去臺南", { content: "周末去臺南" }]]);
});

describe("fillers around a request", () => {
  routesTo("get_datetime", [["欸現在幾點啊", {}]]);
  routesTo("get_weather", [["請問一下臺北後天會下雨嗎", { city: "臺北" }]]);
  routesTo("get_exchange_rate", [["欸 兩千日幣大概是多少台幣啊", { from_currency: "JPY", to_currency: "TWD", amount: 2000 }]]);
});

describe("a reason before the request", () => {
  routesTo("get_weather", [["最近想去爬山,台北天氣如何", { city: "台北" }]]);
  routesTo("get_datetime", [
    ["我剛剛把鬧鐘關了,現在幾點", {}],
    ["I'm bored, what time is it", {}],
  ]);
  routesTo("get_exchange_rate", [
    ["要去美國玩,2,500美金換台幣多少", { from_currency: "USD", to_currency: "TWD", amount: 2500 }],
    ["下個月要去東京玩,一萬日幣大概是多少台幣", { from_currency: "JPY", to_currency: "TWD", amount: 10000 }], // no day to miss
  ]);
  routesTo("get_moon_phase", [["晚上想去拍月亮,今天是什麼月相", { date_str: "2026-03-10" }]]); // the request names its day
  routesTo("delete_alarm", [["明天不用上班,把鬧鐘1刪了", { id: "1" }]]);

  it.each([
    "幫我查台北天氣,現在幾點", // two requests
    "我明天要去台中,台中天氣怎樣", // the reason holds the day the request means
    "後天一早的航班,幫我定個五點半的鬧鐘",
    "下午三點有個會,兩點五十提醒我",
    "每件多二十塊,199、259和89加起來多少", // figures in the reason change the sum
  ])("%s is left to the model", (text) => {
    expect(route(text)).toBeNull();
  });
});

describe("a request inside a polite wrapper", () => {
  it.each([
    ["你可以幫我明天早上七點叫我起床嗎", "set_alarm"],
    ["可以幫我查一下台北的天氣嗎", "get_weather"],
    ["能不能幫我算一下 3+5", "calculate"],
    ["我想知道明天的月相", "get_moon_phase"],
    ["告訴我現在幾點", "get_datetime"],
    ["跟我說一下東京天氣", "get_weather"],
    ["could you tell me the weather in Tokyo", "get_weather"],
    ["can you set an alarm for 7am", "set_alarm"],
    ["想說看一下這個月在星巴克花了多少", "finance_transactions_sum"],
    ["我想說查一下台北明天天氣", "get_weather"],
  ])("%s → %s", (text, tool) => {
    expect(route(text)?.tool).toBe(tool);
  });

  it.each([
    "你可以講個笑話嗎",
    "我想知道美金會不會漲",
    "我想知道你是誰",
    "告訴我為什麼天空是藍的",
    "你能記住我的名字嗎",
    "tell me a joke",
    // 想說 says what was thought, unless a verb of looking follows it.
    "我想說明天台北會下雨",
    "他想說看一下這個月在星巴克花了多少",
  ])("%s → null", (text) => {
    expect(route(text)).toBeNull();
  });
});

describe("questions about a topic and small talk go to the model", () => {
  it.each([
    "美金會漲嗎",
    "美金最近漲了嗎",
    "為什麼日圓一直貶值",
    "我要存美金還是台幣",
    "匯率是什麼意思",
    "現在適合換日幣嗎",
    "維基百科可靠嗎",
    "維基百科是誰創立的",
    "什麼是黑洞",
    "黑洞是怎麼形成的",
    "新聞是怎麼寫出來的",
    "你喜歡看新聞嗎",
    "我昨天看了一則新聞",
    "股票要怎麼投資",
    "你覺得股市會漲嗎",
    "茅台值得買嗎",
    "一杯咖啡要花多少錢",
    "買房大概要花多少",
    "你好",
    "早安",
    "謝謝你",
    "你是誰",
    "你叫什麼名字",
    "講個故事",
    "幫我寫一封信",
    "我今天好累",
    "hello",
    "thank you",
    "tell me a joke",
    "why is the moon red",
    "who invented the telephone",
    "what do you think about the dollar",
    "should I buy yen now",
    "時間是怎麼被發明的",
    "為什麼一天有24小時",
    "數學好難",
    "1加1為什麼等於2",
    "天氣預報是怎麼做出來的",
    "為什麼會下雨",
    "今天天氣好好",
    "明天下雨的話我們就不去了",
    "等一下會下雨嗎",
    "下午會下雨嗎",
    "下週會下雨嗎",
    "晚上會變冷嗎",
    "what is the weather",
    "how is the weather today",
    "鬧鐘怎麼設定",
    "我不喜歡鬧鐘",
    "鬧鐘太吵了",
    "我明天早上七點要開會",
    "我昨天晚上十點才睡",
    "他每天早上六點起床",
    "明天早上七點的火車還有位子嗎",
    "不要設鬧鐘",
    "不用提醒我了",
    "my alarm didn't go off",
    "how do alarms work",
    "備忘錄是什麼",
    "我忘記了",
    "明天早上七點叫我起床，然後告訴我天氣",
    "台北天氣如何，還有高雄呢",
    "記下來",
    "幫我記下來",
    "每天早上八點提醒我吃藥",
    "remember this",
    "my notes",
    "10 times 10",
    "記住我的名字",
    "記一下這個",
    "100美金",
    "5美元",
    "現在幾點台北天氣",
    "記得吃藥",
    "note that i am tired",
    "我今天花了很多錢",
    "這個月好忙",
    "上個月我去了日本",
    "日幣現在很便宜",
    "I spent too much money this month",
    "台北有什麼好吃的",
    "台北101有多高",
    "東京好玩嗎",
    "幫我訂一張去台北的機票",
    "播放音樂",
    "打開燈",
    "我100歲了",
    "他有100個蘋果",
    "月亮好大",
    "今晚月亮好美",
    "月相是什麼",
    "月相有幾種",
    "what is the moon",
    "the moon",
    "太空新聞好看嗎",
    "SpaceX的新聞很多",
    "我不想看太空新聞",
    "I read the news about Mars yesterday",
    "我昨天看了SpaceX的新聞",
    "你有看NASA的新聞嗎",
    "他明天早上七點叫我起床",
    "我昨天忘記設鬧鐘",
    "台北的天氣真好",
    "新聞說明天會下雨",
    "100美金可以買什麼",
    "我有100美金",
    "如果明天下雨怎麼辦",
    "what is love",
    "how are you",
    "good morning",
  ])("%s → null", (text) => {
    expect(route(text)).toBeNull();
  });
});

// As a speech recognizer writes requests down: a wake word, pauses for commas, a figure said again,
// courtesies inside the request (other sentences of the kinds held-out set 5 missed on its first run).
describe("requests as a transcript has them", () => {
  routesTo("set_alarm", [
    ["小幫手 後天早上五點半叫我", { time: "2026-03-12T05:30" }],
    ["設一個明天早上六點 不對 六點半的鬧鐘", { time: "2026-03-11T06:30" }],
    ["hey assistant wake me up at six no seven am tomorrow", { time: "2026-03-11T07:00" }],
  ]);
  routesTo("get_exchange_rate", [
    ["一千 不對 兩千日幣換台幣", { from_currency: "JPY", to_currency: "TWD", amount: 2000 }],
    ["how much is a hundred and twenty pounds in euros", { from_currency: "GBP", to_currency: "EUR", amount: 120 }],
    ["帮我看下美元汇率", { from_currency: "USD" }],
    ["英鎊匯率現在是多少", { from_currency: "GBP" }],
    ["那三千日幣可以換多少", { from_currency: "JPY", amount: 3000 }],
  ]);
  routesTo("set_timer", [["set a timer for thirty five minutes", { seconds: 2100 }]]);
  routesTo("delete_alarm", [
    ["二號鬧鐘幫我刪掉", { id: "2" }],
    ["嗯 那個 鬧鐘通通幫我取消", { all: true }],
  ]);
  routesTo("list_alarms", [
    ["我有沒有設鬧鐘", {}],
    ["我現在有鬧鐘嗎", {}],
  ]);
  routesTo("list_memos", [
    ["幫我念一下備忘錄好不好", {}],
    ["我有筆記嗎", {}],
    ["等一下 先把筆記念給我聽", {}],
  ]);
  routesTo("get_stock", [
    ["帮我查下000858", { code: "000858" }],
    ["幫我查一下三零零七五零的股價", { code: "300750" }],
    ["stock quote for 600519", { code: "600519" }],
  ]);
  routesTo("get_datetime", [
    ["what time is it in Dubai", { time_zone: "Asia/Dubai" }],
    ["莫斯科現在幾點", { time_zone: "Europe/Moscow" }],
  ]);

  routesTo("get_weather", [
    ["我兒子在高雄當兵 高雄明天會下雨嗎", { city: "高雄", day: "tomorrow" }],
    ["看一下台中後天的天氣 我們要去露營", { city: "台中", day: "day_after_tomorrow" }],
    ["帮我查下上海明天天气", { city: "上海", day: "tomorrow" }],
  ]);
  routesTo("get_datetime", [["倫敦現在幾點 我要打電話給我女兒", { time_zone: "Europe/London" }]]);
  routesTo("get_exchange_rate", [["convert two thousand rupees to yen", { from_currency: "INR", to_currency: "JPY", amount: 2000 }]]);
  routesTo("get_moon_phase", [
    ["moon phase on march thirty-first", { date_str: "2026-03-31" }],
    ["moon phase on the second of april", { date_str: "2026-04-02" }],
  ]);
  routesTo("set_alarm", [["set an alarm for Friday at six thirty a m", { time: "2026-03-13T06:30" }]]);
  routesTo("search_space_news", [["space news about Starship", { keywords: "Starship" }]]);
  routesTo("finance_transactions_sum", [["上個月獎金進來多少", { direction: "CREDIT_ONLY", search: "獎金" }]]);
  routesTo("finance_accounts_list", [["show me my accounts please", {}]]);

  it.each(["設一個七點的鬧鐘 因為", "台北天氣如何 然後設個鬧鐘"])("「%s」 is not read as a request and its reason", (text) => {
    expect(route(text)).not.toEqual({ tool: "get_weather", args: { city: "台北" } });
  });

  it.each(["1加1不是2嗎", "查一下123456", "那個鬧鐘好吵", "我兒子幫我買了鬧鐘", "這樣可以嗎", "小幫手 你好笨"])(
    "「%s」 stays the model's",
    (text) => {
      expect(route(text)).toBeNull();
    },
  );
});

// People the earlier sets did not hear: Mandarin with English words in it, Hong Kong Cantonese,
// children's bursts, elderly politeness (other sentences of the kinds held-out set 6 missed).
describe("requests in mixed speech", () => {
  routesTo("set_alarm", [
    ["幫我set一個後天早上六點的alarm", { time: "2026-03-12T06:00" }],
    ["鬧鐘 後天 六點 叫我", { time: "2026-03-12T06:00" }],
    ["歹勢 幫我設一下後天早上五點的鬧鐘", { time: "2026-03-12T05:00" }],
  ]);
  routesTo("get_weather", [
    ["check一下高雄的weather", { city: "高雄" }],
    ["幫我睇下聽日台北天氣", { city: "台北", day: "tomorrow" }],
    ["明天高雄甘有要落雨", { city: "高雄", day: "tomorrow" }],
    ["不好意思喔 可不可以麻煩你幫我看一下 明天高雄會不會下雨 我要去看牙醫", { city: "高雄", day: "tomorrow" }],
  ]);
  routesTo("get_datetime", [["而家幾點", {}]]);
  routesTo("list_memos", [["我的memo有哪些", {}]]);
  routesTo("delete_memo", [
    ["memo第2個跟第4個都刪掉", { ids: ["2", "4"] }],
    ["第一個memo幫我刪咗佢", { id: "1" }],
  ]);
  routesTo("set_timer", [["幫我定個50分鐘的番茄鐘", { seconds: 3000 }]]);
  // The place is what a description holds, not what was done there.
  routesTo("finance_transactions_sum", [["這個月我在家樂福買菜總共花了多少錢", { search: "家樂福" }]]);
  routesTo("delete_alarm", [["不好意思 那個第二個鬧鐘不用了 幫我取消掉好嗎", { id: "2" }]]);

  it.each(["我想settle down", "幫我定個六點的鬧鐘 再把備忘錄念一遍", "memo app哪個好用", "你覺得alarm要設幾個"])(
    "「%s」 stays the model's",
    (text) => {
      expect(route(text)).toBeNull();
    },
  );
});

// 「再列一次備忘錄」 'show my notes again': asked once more, the request the words ask without 再 and 一次.
describe("a request asked again", () => {
  routesTo("list_memos", [
    ["再列一次備忘錄", {}],
    ["備忘錄再念一遍", {}],
    ["把備忘錄再念一遍給我聽", {}],
    ["show my notes again", {}],
  ]);
  routesTo("list_memos", [
    ["我記了什麼 唸給我聽", {}],
    ["我记了哪些 念给我听好吗", {}],
  ]);
  routesTo("list_alarms", [
    ["鬧鐘再列一次", {}],
    ["重新列一次我的鬧鐘", {}],
    ["list my alarms once more", {}],
  ]);
  routesTo("get_weather", [
    ["再查一次台北天氣", { city: "台北" }],
    ["what's the weather in Taipei again", { city: "Taipei" }],
    ["what's the weather in Osaka tomorrow again", { city: "Osaka", day: "tomorrow" }],
  ]);

  it.each(["再來一次", "再說一次", "定個六點的鬧鐘 再把備忘錄念一遍"])("「%s」 is not a request of its own", (text) => {
    expect(route(text)).toBeNull();
  });
});
