import { type ToolRegistry } from "../../../src/core/tool-registry";
import { routeLocally } from "../../../src/routing/route-locally";
import { createDefaultRegistry } from "../../../src/tools/create-default-registry";
import { loadSettings } from "../../../src/core/settings";

const registry: ToolRegistry = createDefaultRegistry({
  settings: loadSettings({ env: { DIALOGUE_GRAPH_DATA_DIR: "/nonexistent" }, envFile: false }),
});
const now = new Date("2026-03-10T01:00:00Z");
const route = (text: string) => routeLocally(text, { registry, now, timeZone: "Asia/Taipei", locale: "zh-TW" });

describe("set_timer on the local route", () => {
  it.each([
    ["計時十分鐘", { seconds: 600 }],
    ["幫我計時10分鐘", { seconds: 600 }],
    ["十分鐘的計時器", { seconds: 600 }],
    ["設一個五分鐘的計時器", { seconds: 300 }],
    ["倒數三十秒", { seconds: 30 }],
    ["倒数三十秒", { seconds: 30 }],
    ["倒计时五分钟", { seconds: 300 }],
    ["计时十分钟", { seconds: 600 }],
    ["計時一個半小時", { seconds: 5400 }],
    ["計時兩分半", { seconds: 150 }],
    ["計時器 1小時20分", { seconds: 4800 }],
    ["義大利麵計時器十二分鐘", { seconds: 720, name: "義大利麵" }],
    ["泡麵計時三分鐘", { seconds: 180, name: "泡麵" }],
    ["三分鐘的泡麵計時器", { seconds: 180, name: "泡麵" }],
    ["set a timer for 5 minutes", { seconds: 300 }],
    ["set a timer for an hour and a half", { seconds: 5400 }],
    ["start a 10 minute timer", { seconds: 600 }],
    ["timer for 30 seconds", { seconds: 30 }],
    ["pizza timer 10 minutes", { seconds: 600, name: "pizza" }],
    ["set a pizza timer for 10 minutes", { seconds: 600, name: "pizza" }],
    ["count down 30 seconds", { seconds: 30 }],
  ])("「%s」 → set_timer %p", (text, args) => {
    expect(route(text)).toEqual({ tool: "set_timer", args });
  });

  it.each([
    ["十分鐘後提醒我關火", "set_alarm"],
    ["明天早上七點叫我起床", "set_alarm"],
  ])("a reminder at a time stays an alarm: 「%s」", (text, tool) => {
    expect(route(text)?.tool).toBe(tool);
  });

  it.each(["計時器怎麼用", "計時器是誰發明的", "開始計時", "計時", "倒數計時要多久", "how do timers work", "what is a timer"])(
    "「%s」 is left to the model",
    (text) => {
      expect(route(text)).toBeNull();
    },
  );
});

describe("list_timers and cancel_timer on the local route", () => {
  it.each([
    "還剩多久",
    "还剩多久",
    "計時器還剩多久",
    "還有多少時間",
    "看一下計時器",
    "how much time is left",
    "how much time is left on the timer",
    "how long is left",
  ])("「%s」 → list_timers", (text) => {
    expect(route(text)).toEqual({ tool: "list_timers", args: {} });
  });

  it.each([
    ["取消計時器", {}],
    ["停止計時", {}],
    ["取消2號計時器", { id: "2" }],
    ["取消義大利麵計時器", { id: "義大利麵" }],
    ["把計時器全部取消", { all: true }],
    ["cancel the timer", {}],
    ["cancel timer 2", { id: "2" }],
    ["stop the pizza timer", { id: "pizza" }],
    ["cancel all timers", { all: true }],
  ])("「%s」 → cancel_timer %p", (text, args) => {
    expect(route(text)).toEqual({ tool: "cancel_timer", args });
  });
});
