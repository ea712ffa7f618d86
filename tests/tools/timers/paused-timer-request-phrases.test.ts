import { loadSettings } from "../../../src/core/settings";
import { type ToolRegistry } from "../../../src/core/tool-registry";
import { routeTurn } from "../../../src/routing/route-turn";
import { createDefaultRegistry } from "../../../src/tools/create-default-registry";

const registry: ToolRegistry = createDefaultRegistry({
  settings: loadSettings({ env: { DIALOGUE_GRAPH_DATA_DIR: "/nonexistent" }, envFile: false }),
});
const now = new Date("2026-03-10T01:00:00Z");
// A first turn, in the language it is said in: the user's characters are kept in the name.
const route = (text: string) =>
  routeTurn(text, { registry, now, timeZone: "Asia/Taipei", locale: /\p{Script=Han}/u.test(text) ? "zh-TW" : "en" });
const setTimer = (args: Record<string, unknown>) => ({ kind: "call", tool: "set_timer", args, via: "request" });

describe("one more timer, what it is for, then its length, over pauses", () => {
  it.each([
    ["再一個 煮蛋 計時八分鐘", { seconds: 480, name: "煮蛋" }],
    ["再來一個 烤地瓜 倒數四十分鐘", { seconds: 2400, name: "烤地瓜" }],
    ["另外一個 泡茶的 計時三分鐘", { seconds: 180, name: "泡茶" }],
    ["再一個 蒸蛋 十二分鐘", { seconds: 720, name: "蒸蛋" }],
    ["再加一個 燉湯的 一個小時", { seconds: 3600, name: "燉湯" }],
    ["再一个 煮饺子 计时六分钟", { seconds: 360, name: "煮饺子" }],
    ["再加一个 焖饭的 二十五分钟", { seconds: 1500, name: "焖饭" }],
    ["another one for the pasta nine minutes", { seconds: 540, name: "pasta" }],
    ["one more for the eggs, seven minutes", { seconds: 420, name: "eggs" }],
    ["set another one for the bread twenty five minutes", { seconds: 1500, name: "bread" }],
  ])("「%s」 → set_timer %o", (text, args) => {
    expect(route(text)).toEqual(setTimer(args));
  });

  it.each([
    // With no word for the timer, what it is for must be said: 「再加一個十分鐘」 may add ten minutes to the one running.
    "再加一個 十分鐘",
    "再一個 明天 十分鐘",
    "再一個 提醒 十分鐘",
    "再加一個 三點 二十分鐘",
    "再來一個 兩杯",
    "add another five minutes for the rice",
    "another one for the road",
    "one more for tomorrow ten minutes",
    "another one for me ten minutes",
  ])("「%s」 sets no timer", (text) => {
    expect(route(text)).not.toMatchObject({ tool: "set_timer" });
  });
});

describe("a timer asked for with no length, then its length after a pause", () => {
  it.each([
    ["幫我設個時 煮蛋八分鐘", { seconds: 480, name: "煮蛋" }],
    ["定個時 二十分鐘", { seconds: 1200 }],
    ["帮我设个时 烤鸡翅 十五分钟", { seconds: 900, name: "烤鸡翅" }],
    ["帮我定一个时 炖排骨四十分钟", { seconds: 2400, name: "炖排骨" }],
    ["我要計時 泡茶 三分鐘", { seconds: 180, name: "泡茶" }],
    ["幫我開個計時器 十分鐘 煮蛋的", { seconds: 600, name: "煮蛋" }],
    ["幫我倒數 烤餅乾 十二分鐘", { seconds: 720, name: "烤餅乾" }],
    ["麻煩幫我計個時 煮麵 五分鐘", { seconds: 300, name: "煮麵" }],
    ["set a timer, twenty minutes, for the soup", { seconds: 1200, name: "soup" }],
    ["could you start a countdown for the cookies twelve minutes", { seconds: 720, name: "cookies" }],
    ["set a timer for about twenty minutes", { seconds: 1200 }],
  ])("「%s」 → set_timer %o", (text, args) => {
    expect(route(text)).toEqual(setTimer(args));
  });

  it.each([
    ["幫我定個時", "zh-TW"],
    ["帮我定个时吧", "zh-CN"],
    ["設個時 好嗎", "zh-TW"],
  ] as const)("「%s」 alone is asked how long", (text, locale) => {
    expect(routeTurn(text, { registry, now, timeZone: "Asia/Taipei", locale })).toMatchObject({ kind: "ask", tool: "set_timer" });
  });

  it.each([
    // A time of day, a meeting time, what to do at the end, no length: no timer is set.
    "幫我定個時間 明天三點",
    "定個時間吃飯",
    "幫我定個時 明天早上七點",
    "幫我計時 十分鐘 然後提醒我",
    "幫我計時 煮蛋",
    "set a timer for the next 5 minutes",
    "set a timer for 5 minutes for tomorrow",
  ])("「%s」 sets no timer", (text) => {
    expect(route(text)).not.toMatchObject({ tool: "set_timer" });
  });
});

describe("a length corrected in mid-sentence, after a sound of hesitation", () => {
  it.each([
    ["set a timer for um eight uh no ten minutes", 600],
    ["start a countdown uh ten no twelve minutes", 720],
    ["set a timer for eight uh sorry nine minutes", 540],
    ["計時十二分鐘 呃不對 十五分鐘", 900],
    ["倒數七分鐘 嗯 不對 九分鐘", 540],
    ["倒计时十二分钟 呃 不对 十五分钟", 900],
  ])("「%s」 → set_timer %i s", (text, seconds) => {
    expect(route(text)).toEqual(setTimer({ seconds }));
  });

  it.each([
    // The unit said only with the figure taken back: the figure meant is no name, and names no length.
    "set a timer for twelve minutes uh sorry fifteen",
    "set a timer for fifteen",
  ])("「%s」 is no timer named by a figure", (text) => {
    expect(route(text)).toBeNull();
  });
});
