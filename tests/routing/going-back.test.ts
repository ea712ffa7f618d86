import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DialogueGraph, loadSettings } from "../../src/index";
import type { DialogueContext } from "../../src/routing/route-turn";
import { createDefaultRegistry } from "../../src/tools/create-default-registry";
import { LAST_TURN_AT, lastCallOf, routeOnlyRegistry, routeTurnOn, TURN_NOW } from "../support/route-turn-kit";

const route = routeTurnOn(routeOnlyRegistry());
const taipeiWeather = lastCallOf("get_weather", { city: "台北", day: "today" }).last!;
const yenRate = lastCallOf("get_exchange_rate", { from_currency: "JPY", to_currency: "TWD", amount: 1000 }).last!;
// A memo came between: the weather is the call before the last.
const weatherThenMemo: DialogueContext = { last: lastCallOf("add_memo", { content: "帶雨傘" }).last, earlier: taipeiWeather };
const rateThenWeather: DialogueContext = { last: taipeiWeather, earlier: yenRate };

describe("going back to the call before the last", () => {
  it.each([
    ["再回到天氣 後天呢", { city: "台北", day: "day_after_tomorrow" }],
    ["回到剛剛的天氣 那高雄呢", { city: "高雄", day: "today" }],
    ["說回天氣的部分 明天呢", { city: "台北", day: "tomorrow" }],
    ["go back to the weather, what about tomorrow", { city: "台北", day: "tomorrow" }],
    ["back to the weather. and Tainan?", { city: "Tainan", day: "today" }],
  ])("「%s」 after a memo asks the weather again, changed", (text, args) => {
    expect(route(text, weatherThenMemo)).toEqual({ kind: "call", tool: "get_weather", args, via: "follow-up" });
  });

  it("「回到天氣」 alone asks the same again", () => {
    expect(route("回到天氣", weatherThenMemo)).toEqual({
      kind: "call",
      tool: "get_weather",
      args: { city: "台北", day: "today" },
      via: "follow-up",
    });
  });

  it("「回到剛剛那個匯率 那港幣呢」 after the weather asks the rate of another currency", () => {
    expect(route("回到剛剛那個匯率 那港幣呢", rateThenWeather)).toMatchObject({
      kind: "call",
      tool: "get_exchange_rate",
      args: { from_currency: "HKD", to_currency: "TWD" },
    });
  });

  it("the last call is found by its subject too", () => {
    expect(route("回到天氣 明天呢", rateThenWeather)).toMatchObject({ tool: "get_weather", args: { city: "台北", day: "tomorrow" } });
  });

  it.each([
    ["回到股票 那台積電呢", weatherThenMemo],
    ["回到家了", weatherThenMemo],
    ["go back to the news", rateThenWeather],
  ])("「%s」, about nothing in mind, is the model's", (text, context) => {
    expect(route(text, context)).toBeNull();
  });

  it("a subject talked about too long ago is not gone back to", () => {
    const longAgo = new Date(TURN_NOW.getTime() - 30 * 60_000).toISOString();
    expect(route("再回到天氣 後天呢", { ...weatherThenMemo, earlier: { ...taipeiWeather, at: longAgo } })).toBeNull();
    expect(LAST_TURN_AT < TURN_NOW.toISOString()).toBe(true);
  });
});

describe("going back, through the graph with no model", () => {
  const folder = mkdtempSync(join(tmpdir(), "going-back-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("a calculation, the time, then back to the calculation and on from there", async () => {
    const settings = loadSettings({ env: { DIALOGUE_GRAPH_DATA_DIR: folder }, envFile: false });
    const graph = new DialogueGraph({ model: null, settings, registry: createDefaultRegistry({ settings }), now: () => TURN_NOW });
    const turn = (text: string) => graph.invoke(text, { threadId: "kitchen" });

    expect((await turn("3加5等於多少")).toolCalls[0]).toMatchObject({ name: "calculate" });
    expect((await turn("現在幾點")).toolCalls[0]).toMatchObject({ name: "get_datetime" });
    const back = await turn("回到剛剛的計算 再乘以二");
    expect(back.toolCalls[0]).toMatchObject({ name: "calculate" });
    expect(back.reply).toContain("16");
    const on = await turn("再加一");
    expect(on.toolCalls[0]).toMatchObject({ name: "calculate" });
    expect(on.reply).toContain("17");
  });
});
