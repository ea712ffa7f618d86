import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Locale } from "../../../src/core/locale";
import { loadSettings } from "../../../src/core/settings";
import type { ToolRegistry } from "../../../src/core/tool-registry";
import { routeTurn, type DialogueContext } from "../../../src/routing/route-turn";
import { createDefaultRegistry } from "../../../src/tools/create-default-registry";

// Tuesday 2026-03-10, 09:00 in Taipei; the last turn was 20 seconds before.
const now = new Date("2026-03-10T01:00:00Z");
const before = new Date(now.getTime() - 20_000).toISOString();
let dataDir: string;
let registry: ToolRegistry;

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), "weather-dialogue-"));
  registry = createDefaultRegistry({ settings: { ...loadSettings({ envFile: false, env: {} }), dataDir } });
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const localeOf = (text: string): Locale => (/[a-z]/i.test(text) ? "en" : /[后过两]/u.test(text) ? "zh-CN" : "zh-TW");
const route = (text: string, context: DialogueContext) =>
  routeTurn(text, { registry, now, timeZone: "Asia/Taipei", locale: localeOf(text), context });
const weatherIn = (city: string, day?: string): DialogueContext => ({
  last: { tool: "get_weather", args: day === undefined ? { city } : { city, day }, success: true, reply: "…", at: before },
});
const weatherCall = (city: string, day: string) => ({ kind: "call", tool: "get_weather", args: { city, day }, via: "follow-up" });

describe("after the weather on a day, the day after or before it", () => {
  it.each([
    "再隔天呢",
    "隔天呢",
    "那後一天呢",
    "再過一天呢",
    "后一天呢",
    "隔天的天氣呢",
    "and the day after?",
    "the next day?",
    "and the day after that?",
  ])("「%s」 after tomorrow's weather asks about the day after tomorrow", (text) => {
    expect(route(text, weatherIn("台北", "tomorrow"))).toEqual(weatherCall("台北", "day_after_tomorrow"));
  });

  it.each(["前一天呢", "and the day before?"])("「%s」 after tomorrow's weather asks about today", (text) => {
    expect(route(text, weatherIn("台北", "tomorrow"))).toEqual(weatherCall("台北", "today"));
  });

  it.each([
    ["隔天呢", "tomorrow"],
    ["再過兩天呢", "day_after_tomorrow"],
    ["two days later?", "day_after_tomorrow"],
  ])("「%s」 after today's weather (no day said) asks about %s", (text, day) => {
    expect(route(text, weatherIn("Seoul"))).toEqual(weatherCall("Seoul", day));
  });

  it.each([
    ["再隔天呢", "day_after_tomorrow"],
    ["the day after that?", "day_after_tomorrow"],
    ["前一天呢", "today"],
    ["how about two days later", "tomorrow"],
    ["再過三天呢", "today"],
  ])("「%s」 after the weather for %s, past the three days forecast, is left to the model", (text, day) => {
    expect(route(text, weatherIn("台北", day))).toBeNull();
  });
});

describe("after the weather on a day, a day that is not counted from it", () => {
  it.each(["後天呢", "and the day after tomorrow?"])("「%s」 after today's weather is the day after tomorrow", (text) => {
    expect(route(text, weatherIn("台北", "today"))).toEqual(weatherCall("台北", "day_after_tomorrow"));
  });

  it.each(["隔壁呢", "what about the day I was born"])("「%s」 moves no day", (text) => {
    expect(route(text, weatherIn("台北", "today"))).not.toMatchObject({ args: { day: "tomorrow" } });
  });
});

describe("after the weather, a day said in northern Mandarin", () => {
  it.each([
    ["明兒呢", "today", "tomorrow"],
    ["那後兒個呢", "tomorrow", "day_after_tomorrow"],
    ["那今兒呢", "tomorrow", "today"],
  ])("「%s」 after the weather for %s asks about %s", (text, day, next) => {
    expect(route(text, weatherIn("北京", day))).toEqual(weatherCall("北京", next));
  });

  it("「今兒天兒咋的」 right after a city's weather asks about the same city today", () => {
    expect(route("今兒天兒咋的", weatherIn("北京", "tomorrow"))).toMatchObject({
      kind: "call",
      tool: "get_weather",
      args: { city: "北京", day: "today" },
    });
  });

  it("asks for the city when no city was asked about before", () => {
    expect(route("明兒天兒怎麼樣", {})).toMatchObject({ kind: "ask", tool: "get_weather", slot: "city", args: { day: "tomorrow" } });
  });
});

describe("after the weather, a sound or a nod before what changes", () => {
  it.each([
    ["啊後天呢", "day_after_tomorrow"],
    ["蛤 後天咧", "day_after_tomorrow"],
    ["啊今天咧", "today"],
  ])("「%s」 asks about the same city on that day", (text, day) => {
    expect(route(text, weatherIn("台南", "tomorrow"))).toEqual(weatherCall("台南", day));
  });

  it.each([
    ["好 那台中呢", "台中"],
    ["行 那大连呢", "大连"],
    ["好的 那花蓮咧", "花蓮"],
  ])("「%s」 asks about another city on the same day", (text, city) => {
    expect(route(text, weatherIn("台北", "tomorrow"))).toEqual(weatherCall(city, "tomorrow"));
  });

  it("「啊高雄咧」 is left to the model: a sound before a name may be part of it (啊里山)", () => {
    expect(route("啊高雄咧", weatherIn("台南", "today"))).toBeNull();
  });
});

describe("after the weather, words that are not places", () => {
  it.each([
    // the parts of an answer
    "明細呢",
    "詳細內容呢",
    "那資料呢",
    // places said from where the user is
    "隔壁呢",
    "附近呢",
    "那對面呢",
    "山上那邊呢",
    // counted days
    "那前兩天呢",
    "前三天呢",
    "這兩天呢",
    // what another service answers
    "台積電股價呢",
    "what about tesla stock",
  ])("「%s」 names no city", (text) => {
    expect(route(text, weatherIn("台南", "today"))).toBeNull();
  });

  it.each([
    ["那日幣匯率呢", "get_exchange_rate"],
    ["那頭條新聞呢", "get_news"],
  ])("「%s」 is another tool's request (%s), not the weather in a city of that name", (text, tool) => {
    expect(route(text, weatherIn("台南", "today"))).toMatchObject({ kind: "call", tool, via: "request" });
  });
});

describe("after the weather, Singapore and Malaysian English", () => {
  it.each([
    ["tomorrow rain or not", "tomorrow"],
    ["tmr will rain or not", "tomorrow"],
    ["the day after tomorrow weather how", "day_after_tomorrow"],
    ["day after tomorrow also can check or not", "day_after_tomorrow"],
    ["tomorrow can or not", "tomorrow"],
  ])("'%s' asks about the same city", (text, day) => {
    expect(route(text, weatherIn("Penang", "today"))).toMatchObject({ kind: "call", tool: "get_weather", args: { city: "Penang", day } });
  });

  it("asks for the city when no city was asked about before", () => {
    expect(route("tomorrow got rain or not", {})).toMatchObject({ kind: "ask", tool: "get_weather", slot: "city" });
  });

  it("'KL also can check or not' asks the same day in Kuala Lumpur", () => {
    expect(route("KL also can check or not", weatherIn("Penang", "tomorrow"))).toMatchObject({
      kind: "call",
      tool: "get_weather",
      args: { city: "Kuala Lumpur", day: "tomorrow" },
    });
  });

  it.each(["can or not", "you can or not", "also can check or not"])("'%s' names nothing to check", (text) => {
    expect(route(text, weatherIn("Penang", "tomorrow"))).not.toMatchObject({ kind: "call", tool: "get_weather" });
  });
});

describe("asked which city, where the user is, said as a sentence", () => {
  const askedCity = (args: Record<string, unknown> = {}): DialogueContext => ({
    pending: { kind: "slot", tool: "get_weather", args, slot: "city", question: "要查哪個城市的天氣？", at: before },
  });
  const answered = (city: string, day?: string) => ({
    kind: "call",
    tool: "get_weather",
    args: day === undefined ? { city } : { city, day },
    via: "answer",
  });

  it.each([
    ["我在高雄", "高雄"],
    ["我人在台中 台中的", "台中"],
    ["我现在在杭州", "杭州"],
    ["我住新竹", "新竹"],
    ["在花蓮啦", "花蓮"],
    ["I'm in Osaka", "Osaka"],
  ])("「%s」 answers %s", (text, city) => {
    expect(route(text, askedCity())).toEqual(answered(city));
  });

  it("keeps the day the question had", () => {
    expect(route("我住在嘉義", askedCity({ day: "tomorrow" }))).toEqual(answered("嘉義", "tomorrow"));
  });

  it.each(["我在上班", "我在開會", "我在家", "我在公司", "我在路上", "我在忙"])("「%s」 says what the user is doing, no city", (text) => {
    expect(route(text, askedCity())).not.toMatchObject({ kind: "call", tool: "get_weather" });
  });
});

describe("after the weather, a weekday within the forecast's three days", () => {
  // Tuesday 10 March: Wednesday is tomorrow, Thursday the day after.
  it.each([
    ["那禮拜三呢", "台北", "tomorrow"],
    ["星期四呢", "台北", "day_after_tomorrow"],
    ["那高雄週三呢", "高雄", "tomorrow"],
    ["what about Thursday", "台北", "day_after_tomorrow"],
    ["and on Wednesday?", "台北", "tomorrow"],
  ])("「%s」 asks %s's weather, %s", (text, city, day) => {
    expect(route(text, weatherIn("台北"))).toEqual(weatherCall(city, day));
  });

  it.each(["那禮拜五呢", "下禮拜三呢", "what about Saturday", "next Wednesday?", "禮拜三跟禮拜四呢"])(
    "「%s」 lies beyond the forecast: the model's",
    (text) => {
      expect(route(text, weatherIn("台北"))).not.toMatchObject({ kind: "call", tool: "get_weather" });
    },
  );

  it.each(["那明天要帶傘嗎", "那明天會不會冷", "那後天會下雨嗎"])("「%s」 keeps the city and takes the day", (text) => {
    expect(route(text, weatherIn("台北"))).toMatchObject({ kind: "call", tool: "get_weather", args: { city: "台北" } });
  });
});

describe("a request for the weather with no place, written as templates", () => {
  it.each([
    ["天氣怎麼樣", {}],
    ["明天會下雨嗎", { day: "tomorrow" }],
    ["那麼後天要不要帶傘", { day: "day_after_tomorrow" }],
    ["what's the weather like tomorrow", { day: "tomorrow" }],
    ["do I need an umbrella tonight", { day: "today" }],
    ["the day after tomorrow weather how", { day: "day_after_tomorrow" }],
  ])("「%s」 asks which city, keeping the day said", (text, args) => {
    expect(route(text, {})).toMatchObject({ kind: "ask", tool: "get_weather", slot: "city", args });
  });

  it.each(["那天天氣怎麼樣", "春天兒怎麼樣", "what is the weather like on mars"])("「%s」 asks nothing", (text) => {
    expect(route(text, {})).not.toMatchObject({ kind: "ask", tool: "get_weather" });
  });
});
