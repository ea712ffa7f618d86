import { ToolRegistry } from "../../../src/core/tool-registry";
import { loadSettings } from "../../../src/core/settings";
import { routeLocally } from "../../../src/routing/route-locally";
import { createDefaultRegistry } from "../../../src/tools/create-default-registry";
import { createWeatherTool } from "../../../src/tools/weather";

const registry = createDefaultRegistry({ settings: loadSettings({ env: {}, envFile: false }) });
const options = { now: new Date("2026-03-10T01:00:00Z"), timeZone: "Asia/Taipei" };
const route = (text: string) => routeLocally(text, { registry, ...options });

describe("get_weather phrases", () => {
  it.each([
    ["台北天氣如何", { city: "台北" }],
    ["臺北的天氣怎麼樣？", { city: "臺北" }],
    ["北京明天会下雨吗", { city: "北京", day: "tomorrow" }],
    ["東京的天氣", { city: "東京" }],
    ["明天高雄天氣好嗎", { city: "高雄", day: "tomorrow" }],
    ["查一下台中的天氣", { city: "台中" }],
    ["上海後天會不會下雨", { city: "上海", day: "day_after_tomorrow" }],
    ["天津今天幾度", { city: "天津", day: "today" }],
    ["昆明天氣如何", { city: "昆明" }],
    ["weather in London", { city: "London" }],
    ["What's the weather like in New York tomorrow?", { city: "New York", day: "tomorrow" }],
    ["Paris weather", { city: "Paris" }],
    ["will it rain in Tokyo tomorrow", { city: "Tokyo", day: "tomorrow" }],
    ["台北冷不冷", { city: "台北" }],
    ["今天台北幾度", { city: "台北", day: "today" }],
    ["is it raining in London", { city: "London" }],
    ["what's the temperature in Paris tomorrow", { city: "Paris", day: "tomorrow" }],
    ["杭州现在多少度", { city: "杭州", day: "today" }],
    ["台北現在有幾度", { city: "台北", day: "today" }],
    ["台北明天晚上會下雨嗎", { city: "台北", day: "tomorrow" }],
    ["高雄後天下午天氣如何", { city: "高雄", day: "day_after_tomorrow" }],
    ["how hot is it in Singapore right now", { city: "Singapore", day: "today" }],
    ["how cold will it be in Berlin tomorrow", { city: "Berlin", day: "tomorrow" }],
    ["weather forecast for Paris the day after tomorrow", { city: "Paris", day: "day_after_tomorrow" }],
    ["will it rain in London this afternoon", { city: "London", day: "today" }],
    ["深圳明天下雨不", { city: "深圳", day: "tomorrow" }],
    ["台北明天下雨嗎", { city: "台北", day: "tomorrow" }],
    ["台中後天有沒有雨", { city: "台中", day: "day_after_tomorrow" }],
    ["杭州明天要下雨了嗎", { city: "杭州", day: "tomorrow" }],
    ["北京今天下雪嗎", { city: "北京", day: "today" }],
    ["成都这两天冷不冷", { city: "成都" }],
    ["台南未來兩天會下雨嗎", { city: "台南" }],
    ["台北明天冷嗎", { city: "台北", day: "tomorrow" }],
    ["成都今天热不", { city: "成都", day: "today" }],
    ["台北明天要帶傘嗎", { city: "台北", day: "tomorrow" }],
    ["宜蘭後天降雨機率多少", { city: "宜蘭", day: "day_after_tomorrow" }],
    ["北京明天降雨概率多少", { city: "北京", day: "tomorrow" }],
    ["台中明天下雨的機率高嗎", { city: "台中", day: "tomorrow" }],
    ["台北現在濕度多少", { city: "台北", day: "today" }],
    ["is it gonna rain in London tomorrow", { city: "London", day: "tomorrow" }],
    ["is it going to rain tomorrow in Paris", { city: "Paris", day: "tomorrow" }],
    ["is it supposed to snow in Denver tomorrow", { city: "Denver", day: "tomorrow" }],
    ["will it be cold in Chicago tonight", { city: "Chicago", day: "today" }],
    ["will there be rain in Osaka tomorrow", { city: "Osaka", day: "tomorrow" }],
    ["do I need an umbrella in Paris tomorrow", { city: "Paris", day: "tomorrow" }],
    ["how's the weather looking in Seattle", { city: "Seattle" }],
    ["what's the weather looking like in Boston tomorrow", { city: "Boston", day: "tomorrow" }],
    ["what will the weather be like in Tokyo tomorrow", { city: "Tokyo", day: "tomorrow" }],
    ["how does the weather look in Berlin", { city: "Berlin" }],
    ["how cold is it gonna be in Moscow tomorrow", { city: "Moscow", day: "tomorrow" }],
    // 天氣 first (a short command), a pause or 那邊 after the place, a second question about the same forecast
    ["天氣 新竹", { city: "新竹" }],
    ["天气 上海", { city: "上海" }],
    ["天氣,台北明天", { city: "台北", day: "tomorrow" }],
    ["查天氣 高雄", { city: "高雄" }],
    ["weather Berlin", { city: "Berlin" }],
    ["Weather New York tomorrow", { city: "New York", day: "tomorrow" }],
    ["forecast Tokyo", { city: "Tokyo" }],
    ["台北，明天會下雨嗎", { city: "台北", day: "tomorrow" }],
    ["台北,天氣怎樣", { city: "台北" }],
    ["高雄,現在幾度", { city: "高雄", day: "today" }],
    ["东京那边天气怎么样", { city: "东京" }],
    ["東京當地天氣如何", { city: "東京" }],
    ["明天广州会下雨吗，要不要带伞", { city: "广州", day: "tomorrow" }],
    ["台北明天會下雨嗎,會很冷嗎", { city: "台北", day: "tomorrow" }],
    // a trip names the place, then 那邊 / there asks its weather
    ["我明天要去台中，那邊天氣怎樣", { city: "台中", day: "tomorrow" }],
    ["明天要去台中出差,那邊會下雨嗎", { city: "台中", day: "tomorrow" }],
    ["我們後天去花蓮玩,那裡要帶傘嗎", { city: "花蓮", day: "day_after_tomorrow" }],
    // the pause a recognizer writes as a space
    ["我後天要回台南 那邊會不會很冷", { city: "台南", day: "day_after_tomorrow" }],
    ["明天要飛去廈門 那裡天氣如何", { city: "廈門", day: "tomorrow" }],
    ["I'm heading to Seattle tomorrow, what's the weather like there", { city: "Seattle", day: "tomorrow" }],
    ["we're going to Paris, is it going to rain there", { city: "Paris" }],
    ["I'm flying to Tokyo, how's the weather over there", { city: "Tokyo" }],
    // a time word in any variety is the day, never part of the place; 'like' closes the question
    ["而家 London 天氣怎樣", { city: "London", day: "today" }],
    ["今日 Los Angeles 天氣怎樣", { city: "Los Angeles", day: "today" }],
    ["今日香港天氣如何", { city: "香港", day: "today" }],
    ["香港今日天氣如何", { city: "香港", day: "today" }],
    ["聽日 香港 會唔會落雨", { city: "香港", day: "tomorrow" }],
    ["香港聽日天氣點樣", { city: "香港", day: "tomorrow" }],
    ["明日东京会下雨吗", { city: "东京", day: "tomorrow" }],
    ["what is the weather in London like", { city: "London" }],
    ["what is the weather in New York like tomorrow", { city: "New York", day: "tomorrow" }],
    ["名古屋明天會下雨嗎", { city: "名古屋", day: "tomorrow" }],
  ])("asks for the weather: %s", (text, args) => {
    expect(route(text)).toEqual({ tool: "get_weather", args });
  });

  it.each([
    "天氣為什麼會變",
    "為什麼天空是藍色的",
    "今天天氣如何",
    "你覺得明天天氣會好嗎",
    "天氣預報準嗎",
    "what is weather",
    "我喜歡下雨天",
    "台北這週末天氣",
    "台北下週天氣",
    "what's the weather in London this weekend",
    "體溫多少度",
    "冷氣現在幾度",
    "火星現在幾度",
    "火星的天氣如何",
    "how cold is it in space",
    "how hot is it in the sun",
    "咖啡熱嗎",
    "咖啡冷不冷",
    "湯明天熱嗎",
    "他明天冷嗎",
    "台北要下雨了",
    "台北下雨了",
    "我明天要帶傘嗎",
    "降雨機率是什麼意思",
    "下雨的機率怎麼算",
    "明天會下雨的機率是怎麼算的",
    "is it gonna be okay",
    "is it raining cats and dogs",
    "will there be a test tomorrow",
    "is it cold in here",
    "how's the weather looking",
    "記一下今天的天氣",
    "寫一下明天的天氣",
    "what's the weather in Paris and in Rome",
    "台北和高雄的天氣",
    "天氣晴朗",
    "天氣預報",
    "天氣熱死了",
    "天氣不錯",
    "天氣 app",
    "天氣 明天",
    "weather report",
    "weather sucks",
    "weather today",
    "咖啡,現在幾度",
    "下週要去東京，那邊天氣如何",
    "我要去超市,那邊天氣怎樣",
    "我明天要去公司 那邊天氣怎樣",
    "下週要去東京 那邊天氣如何",
    "I'm going to bed, what's the weather like there",
    "I'm heading to the office, what's the weather like there",
    // rooms, things indoors and time words are not places, however the sentence is put
    "客廳現在多少度",
    "現在客廳幾度",
    "客厅温度是多少",
    "臥室溫度多少",
    "主臥現在幾度",
    "浴室幾度",
    "二樓現在幾度",
    "車上幾度",
    "辦公室現在幾度",
    "冰箱幾度",
    "魚缸現在幾度",
    "陽台明天會下雨嗎",
    "而家天氣怎樣",
    "今日天氣如何",
    "聽日會唔會落雨",
    "而家幾度",
    "how hot is it in my bedroom",
    "what's the temperature in the kitchen",
    "what is the weather like",
    "weather in here like",
  ])("leaves %s to the model", (text) => {
    expect(route(text)?.tool).not.toBe("get_weather");
  });

  it("uses the default city when the user names none", () => {
    const withHome = new ToolRegistry([createWeatherTool({ defaultCity: "台北" })]);
    expect(routeLocally("今天天氣如何", { registry: withHome, ...options })).toEqual({
      tool: "get_weather",
      args: { city: "台北", day: "today" },
    });
    expect(routeLocally("明天會下雨嗎", { registry: withHome, ...options })).toEqual({
      tool: "get_weather",
      args: { city: "台北", day: "tomorrow" },
    });
    expect(routeLocally("而家天氣怎樣", { registry: withHome, ...options })).toEqual({
      tool: "get_weather",
      args: { city: "台北", day: "today" },
    });
    expect(routeLocally("天氣為什麼會變", { registry: withHome, ...options })).toBeNull();
    expect(routeLocally("客廳現在幾度", { registry: withHome, ...options })).toBeNull();
  });
});

describe("get_weather phrases, said casually or tersely", () => {
  it.each([
    // the day before the place, tomorrow typed short, towns by their short names
    ["weather tmr SF", { city: "San Francisco", day: "tomorrow" }],
    ["weather tomorrow London", { city: "London", day: "tomorrow" }],
    ["tmrw weather philly", { city: "Philadelphia", day: "tomorrow" }],
    ["hk weather 2moro", { city: "Hong Kong", day: "tomorrow" }],
    ["forecast tmrw Kuala Lumpur", { city: "Kuala Lumpur", day: "tomorrow" }],
    ["NYC weather", { city: "New York" }],
    // a verb before the short command, the day said first
    ["check weather Tokyo today", { city: "Tokyo", day: "today" }],
    ["gimme the forecast for Denver tomorrow", { city: "Denver", day: "tomorrow" }],
    ["check the weather in Manila tomorrow", { city: "Manila", day: "tomorrow" }],
    ["tomorrow's weather in Rome", { city: "Rome", day: "tomorrow" }],
    ["today weather Mumbai", { city: "Mumbai", day: "today" }],
    // asked inside another sentence, in that word order
    ["tell me what the weather will be like in Boston tomorrow", { city: "Boston", day: "tomorrow" }],
    ["what the weather is like in Madrid", { city: "Madrid" }],
    ["how the weather is going to be in Cebu tomorrow", { city: "Cebu", day: "tomorrow" }],
  ])("asks for the weather: %s", (text, args) => {
    expect(route(text)).toEqual({ tool: "get_weather", args });
  });

  it.each([
    "check weather",
    "gimme the weather",
    "weather tmrw",
    "weather la",
    "check the weather app",
    "weather is nice today",
    "what the weather was like in Rome",
    "tell me what the weather is",
    "tomorrow's weather",
  ])("leaves %s to the model", (text) => {
    expect(route(text)?.tool).not.toBe("get_weather");
  });
});

describe("get_weather phrases, in northern Mandarin", () => {
  it.each([
    // 今兒 / 明兒(個) / 後兒 for the day, 天兒 for the weather, 咋樣 / 咋的 / 怎麼著 for how
    ["明儿上海天儿怎么样", { city: "上海", day: "tomorrow" }],
    ["天津後兒天兒咋樣", { city: "天津", day: "day_after_tomorrow" }],
    ["今兒個瀋陽天兒咋的", { city: "瀋陽", day: "today" }],
    ["沈阳明儿天气怎么着", { city: "沈阳", day: "tomorrow" }],
    ["北京天儿咋样", { city: "北京" }],
    ["唐山的天兒怎麼樣", { city: "唐山" }],
    ["大连明儿会下雨吗", { city: "大连", day: "tomorrow" }],
    ["哈爾濱今兒冷不冷", { city: "哈爾濱", day: "today" }],
    ["保定后儿个几度", { city: "保定", day: "day_after_tomorrow" }],
    // a filler before a pause
    ["那啥 青岛明儿天儿咋样", { city: "青岛", day: "tomorrow" }],
    ["嗯 明兒濟南天兒怎麼樣", { city: "濟南", day: "tomorrow" }],
  ])("asks for the weather: %s", (text, args) => {
    expect(route(text)).toEqual({ tool: "get_weather", args });
  });

  it.each([
    // 天兒 that ends a season, a talk, a kind of day or a count of days is not the weather
    "春天兒怎麼樣",
    "北京的春天儿咋样",
    "跟他聊天兒怎麼樣",
    "大热天儿咋样",
    "星期天兒怎麼樣",
    "這兩天兒怎麼樣",
    "一整天儿咋样",
    // no place
    "明儿天儿咋样",
    "明兒怎麼樣",
  ])("leaves %s to the model", (text) => {
    expect(route(text)?.tool).not.toBe("get_weather");
  });
});

describe("get_weather phrases, in Singapore and Malaysian English", () => {
  it.each([
    // '<day> <town> weather how', 'weather <town> <day> how', with a sound before it
    ["today kl weather how", { city: "Kuala Lumpur", day: "today" }],
    ["tmr penang weather how", { city: "Penang", day: "tomorrow" }],
    ["ipoh weather how", { city: "Ipoh" }],
    ["oi singapore weather today how", { city: "Singapore", day: "today" }],
    ["weather jb tomorrow how", { city: "Johor Bahru", day: "tomorrow" }],
    ["wah weather Melaka today how", { city: "Melaka", day: "today" }],
    // '<town> <day> rain or not', '<day> will rain or not in <town>'
    ["penang tomorrow got rain or not", { city: "Penang", day: "tomorrow" }],
    ["Singapore today will rain or not", { city: "Singapore", day: "today" }],
    ["tomorrow Bangkok rain or not", { city: "Bangkok", day: "tomorrow" }],
    ["tonight KL rain anot", { city: "Kuala Lumpur", day: "today" }],
    ["will rain or not in ipoh tomorrow", { city: "Ipoh", day: "tomorrow" }],
    ["today got rain or not in Kuching", { city: "Kuching", day: "today" }],
    ["day after tomorrow gonna rain or not in singapore", { city: "Singapore", day: "day_after_tomorrow" }],
  ])("asks for the weather: %s", (text, args) => {
    expect(route(text)).toEqual({ tool: "get_weather", args });
  });

  it.each([
    // a lower-case word is a town only when it is a known one; a capital at the start says nothing
    "weather sucks how",
    "nice weather",
    "bad weather today",
    "crazy weather today",
    "Lovely weather",
    "Wedding tomorrow rain or not",
    "the match tomorrow rain or not",
    "tomorrow outside rain or not",
    "tomorrow will rain or not in school",
    "will rain or not in the afternoon",
    // no place
    "tomorrow rain or not",
    "weather how",
    "tomorrow weather how",
    "hot or not",
  ])("leaves %s to the model", (text) => {
    expect(route(text)?.tool).not.toBe("get_weather");
  });

  it("reads no day inside a word: 'will it snow' says none", () => {
    expect(route("will it snow in Denver")).toEqual({ tool: "get_weather", args: { city: "Denver" } });
  });
});

describe("get_weather phrases: this weekend, when the forecast reaches it", () => {
  // Friday 2026-03-13 and Saturday 2026-03-14, morning in Taipei: the three days hold the weekend.
  const friday = { now: new Date("2026-03-12T23:30:00Z"), timeZone: "Asia/Taipei" };
  const saturday = { now: new Date("2026-03-14T02:00:00Z"), timeZone: "Asia/Taipei" };

  it.each([
    ["這個週末高雄天氣怎樣", "高雄"],
    ["週末花蓮會下雨嗎", "花蓮"],
    ["嘉義這禮拜末的天氣", "嘉義"],
    ["本周末杭州天气如何", "杭州"],
  ])("「%s」 asks the three days' forecast of %s", (text, city) => {
    expect(routeLocally(text, { registry, ...friday })).toEqual({ tool: "get_weather", args: { city } });
    expect(routeLocally(text, { registry, ...saturday })).toEqual({ tool: "get_weather", args: { city } });
  });

  it.each(["這個週末高雄天氣怎樣", "週末花蓮會下雨嗎"])("「%s」 on a Tuesday lies beyond the forecast: the model's", (text) => {
    expect(route(text)).toBeNull();
  });

  it("next weekend is beyond the forecast even on a Friday", () => {
    expect(routeLocally("下週末高雄天氣怎樣", { registry, ...friday })).toBeNull();
  });
});

describe("whether it is windy, with a day said", () => {
  it.each([
    ["後天台中風大不大", { city: "台中", day: "day_after_tomorrow" }],
    ["基隆明天風會很大嗎", { city: "基隆", day: "tomorrow" }],
    ["明天大连风大吗", { city: "大连", day: "tomorrow" }],
  ])("「%s」 asks the forecast", (text, args) => {
    expect(route(text)).toMatchObject({ tool: "get_weather", args });
  });

  it.each(["吹風機風大不大", "基隆風大嗎", "颱風大不大"])("「%s」 names no day (or no town) and is not asked locally", (text) => {
    expect(route(text)).toBeNull();
  });
});

describe("a trip next week, past the three days of the forecast", () => {
  it.each(["下禮拜要去台東玩 台東天氣怎麼樣", "下周去青岛玩 青岛天气怎么样", "going to berlin next week, how's the weather there"])(
    "「%s」 is the model's: the forecast does not reach next week",
    (text) => {
      expect(route(text)).toBeNull();
    },
  );
});
