import { routeLocally } from "../../src/routing/route-locally";
import { LAST_TURN_AT, routeOnlyRegistry, routeTurnOn, TURN_NOW } from "../support/route-turn-kit";

const registry = routeOnlyRegistry();
const route = (text: string) => routeLocally(text, { registry, now: TURN_NOW, timeZone: "Asia/Taipei", locale: "zh-TW" });

describe("a particle at the end of a request, and a word that ends like one", () => {
  it.each([
    ["幫我設一個七點的鬧鐘 去酒吧", "set_alarm", { message: "去酒吧" }],
    ["明天晚上八點提醒我去網吧", "set_alarm", { message: "去網吧" }],
    ["記一下 週五去酒吧", "add_memo", { content: "週五去酒吧" }],
    ["记一下 周五去酒吧", "add_memo", { content: "周五去酒吧" }],
  ])("「%s」 keeps the place 吧 ends", (text, tool, args) => {
    expect(route(text)).toMatchObject({ tool, args });
  });

  it.each([
    ["明天早上七點叫我吧", { time: "2026-03-11T07:00", message: "" }],
    ["明天早上七點提醒我繳費吧", { time: "2026-03-11T07:00", message: "繳費" }],
  ])("「%s」: a softening 吧 is no part of the request", (text, args) => {
    expect(route(text)).toEqual({ tool: "set_alarm", args });
  });
});

describe("thanks said after a request and a pause", () => {
  it.each([
    ["幫我查一下高雄後天天氣 謝啦", "get_weather", { city: "高雄", day: "day_after_tomorrow" }],
    ["台中明天會下雨嗎 謝了", "get_weather", { city: "台中", day: "tomorrow" }],
    ["現在幾點 多謝", "get_datetime", {}],
  ])("「%s」 asks what the request asks", (text, tool, args) => {
    expect(route(text)).toMatchObject({ tool, args });
  });

  it.each([
    ["明天早上八點提醒我打給小謝", "set_alarm", { message: "打給小謝" }],
    ["記一下 要謝謝阿姨", "add_memo", { content: "要謝謝阿姨" }],
  ])("「%s」 keeps a 謝 that is part of it", (text, tool, args) => {
    expect(route(text)).toMatchObject({ tool, args });
  });
});

describe("a lead-in that only says a question comes, and hurry after a pause", () => {
  it.each([
    ["阿公問一下喔 我有三百美金 換成台幣大概是多少", "get_exchange_rate", { from_currency: "USD", to_currency: "TWD", amount: 300 }],
    ["我想問一下 台南明天會下雨嗎", "get_weather", { city: "台南", day: "tomorrow" }],
    ["日幣匯率 快點", "get_exchange_rate", { from_currency: "JPY" }],
    ["現在幾點 快", "get_datetime", {}],
  ])("「%s」 asks what the request asks", (text, tool, args) => {
    expect(route(text)).toMatchObject({ tool, args });
  });

  it.each(["問一下", "我要快"])("「%s」 alone asks nothing locally", (text) => {
    expect(route(text)).toBeNull();
  });
});

describe("thanks after a pause", () => {
  it.each([
    ["設個鬧鐘 明早5點40 感恩", "set_alarm", { time: "2026-03-11T05:40" }],
    ["計時10分鐘 謝謝", "set_timer", { seconds: 600 }],
    ["100美金換台幣 謝啦", "get_exchange_rate", { amount: 100 }],
  ])("「%s」 is the request before it", (text, tool, args) => {
    expect(route(text)).toMatchObject({ tool, args });
  });

  it("a figure followed by 謝 with no pause is left as said", () => {
    expect(route("計時10分鐘謝")).toBeNull();
  });
});

describe("先 'first' before asking to be told", () => {
  const turn = routeTurnOn(registry);
  const memoAsked = {
    pending: { kind: "slot" as const, tool: "add_memo", args: {}, slot: "content", question: "要記什麼？", at: LAST_TURN_AT },
  };

  it.each(["先告訴我現在幾點"])("「%s」 asks the time", (text) => {
    expect(route(text)).toEqual({ tool: "get_datetime", args: {} });
  });

  it("「喔不對 先告訴我現在幾點」 while a memo waits for its words asks the time, and notes nothing", () => {
    expect(turn("喔不對 先告訴我現在幾點", memoAsked)).toEqual({ kind: "call", tool: "get_datetime", args: {}, via: "request" });
  });

  it.each(["先生", "先告訴你一件事"])("「%s」 is no request", (text) => {
    expect(route(text)).toBeNull();
  });
});
