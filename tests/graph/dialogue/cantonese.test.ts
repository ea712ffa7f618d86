import { loadSettings } from "../../../src/core/settings";
import { DialogueGraph, ToolRegistry } from "../../../src/index";
import { ScriptedModelServer } from "../../../src/testing";
import { callsOf, offlineBox, talk } from "./offline-box";

let box: ReturnType<typeof offlineBox>;
beforeEach(() => {
  box = offlineBox();
});
afterEach(() => box.remove());

describe("Hong Kong Cantonese on the local route, in a graph whose default is zh-TW", () => {
  it("sets 「聽日朝早七點叫醒我」 and says so in Cantonese", async () => {
    const { turn } = await talk(box.graph(), "聽日朝早七點叫醒我");

    expect(turn.locale).toBe("zh-HK");
    expect(callsOf(turn)).toEqual([["set_alarm", expect.objectContaining({ time: "2026-03-11T07:00" })]]);
    expect(turn.reply).toBe("已經幫你較咗聽日（3月11日）朝早7點嘅鬧鐘。");
    expect(turn.modelCalls).toEqual([]);
  });

  it("answers 「而家幾點」 and 「倒數五分鐘」", async () => {
    const graph = box.graph();
    const time = await talk(graph, "而家幾點");
    const timer = await talk(graph, "倒數五分鐘");

    expect(callsOf(time.turn)).toEqual([["get_datetime", {}]]);
    expect(time.turn.reply).toMatch(/^而家係2026年3月10日/);
    expect(callsOf(timer.turn)).toEqual([["set_timer", expect.objectContaining({ seconds: 300 })]]);
  });

  it("notes 「記低聽日要交電費」, then deletes it on 「刪咗佢」", async () => {
    const graph = box.graph();
    const noted = await talk(graph, "記低聽日要交電費");
    const deleted = await talk(graph, "刪咗佢");

    expect(callsOf(noted.turn)).toEqual([["add_memo", { content: "明天要交電費" }]]);
    expect(noted.turn.reply).toBe("已經幫你記低咗：聽日要交電費。");
    expect(callsOf(deleted.turn)).toEqual([["delete_memo", expect.objectContaining({ id: "1" })]]);
    expect(deleted.turn.reply).toContain("已經幫你刪咗");
  });

  it("converts 「一百美金換幾多港紙」 and takes Hong Kong dollars when no target is said", async () => {
    const graph = box.graph();
    const named = await talk(graph, "一百美金換幾多港紙");
    const unnamed = await talk(graph, "美金匯率幾多");

    expect(callsOf(named.turn)).toEqual([
      ["get_exchange_rate", expect.objectContaining({ from_currency: "USD", to_currency: "HKD", amount: 100 })],
    ]);
    expect(callsOf(unnamed.turn)).toEqual([["get_exchange_rate", expect.objectContaining({ from_currency: "USD", to_currency: "HKD" })]]);
    // The rate service is unreachable here: the failure is said in Hong Kong words.
    expect(named.turn.reply).toBe("連唔上匯率服務，請檢查網絡連線。");
  });

  it("follows up 「聽日會唔會落雨」 in 沙田 with 「咁旺角呢」 and 「後日呢」", async () => {
    const graph = box.graph();
    await talk(graph, "沙田聽日會唔會落雨");
    const place = await talk(graph, "咁旺角呢");
    const day = await talk(graph, "後日呢");

    expect(callsOf(place.turn)).toEqual([["get_weather", expect.objectContaining({ city: "旺角", day: "tomorrow" })]]);
    expect(callsOf(day.turn)).toEqual([["get_weather", expect.objectContaining({ city: "旺角", day: "day_after_tomorrow" })]]);
  });

  it("asks back in Cantonese for 「幫我較個鬧鐘」, and repeats on 「再講一次」", async () => {
    const graph = box.graph();
    const asked = await talk(graph, "幫我較個鬧鐘");
    const again = await talk(graph, "再講一次");

    expect(asked.turn.awaiting).toMatchObject({ kind: "slot", tool: "set_alarm" });
    expect(asked.turn.reply).toBe("要較幾點？");
    expect(again.turn.reply).toBe(asked.turn.reply);
    const answered = await talk(graph, "聽朝七點");
    expect(callsOf(answered.turn)).toEqual([["set_alarm", expect.objectContaining({ time: "2026-03-11T07:00" })]]);
  });

  it.each([
    ["係", 0],
    ["好", 0],
    ["唔好", 2],
    ["算數", 2],
  ])("takes 「%s」 as the answer to deleting every alarm", async (answer, left) => {
    const graph = box.graph();
    await talk(graph, "聽朝七點叫醒我");
    await talk(graph, "聽朝八點叫醒我");
    const asked = await talk(graph, "刪晒啲鬧鐘");
    expect(asked.turn.awaiting).toMatchObject({ kind: "confirm", tool: "delete_alarm" });

    await talk(graph, answer);
    expect(box.storedAlarms()).toHaveLength(left);
  });
});

describe("zh-HK as the default", () => {
  it("DIALOGUE_GRAPH_LOCALE=zh-HK reads times in Hong Kong", () => {
    const settings = loadSettings({ env: { DIALOGUE_GRAPH_LOCALE: "zh-HK" }, envFile: false });
    expect(settings).toMatchObject({ locale: "zh-HK", timeZone: "Asia/Hong_Kong" });
    expect(loadSettings({ env: { DIALOGUE_GRAPH_LOCALE: "zh-HK", DIALOGUE_GRAPH_TIME_ZONE: "Asia/Macau" }, envFile: false }).timeZone).toBe(
      "Asia/Macau",
    );
  });

  it("answers a Traditional sentence with no Cantonese word in Hong Kong characters", async () => {
    const { turn } = await talk(box.graph({ locale: "zh-HK" }), "現在幾點");
    expect(turn.locale).toBe("zh-HK");
    expect(turn.reply).toMatch(/^而家係/);
  });
});

describe("the model path in Cantonese", () => {
  it("asks the model to answer in written Cantonese on a Cantonese turn, and in Taiwan's wording on a Mandarin one", async () => {
    const server = await ScriptedModelServer.start();
    try {
      server.enqueue({ content: "你好呀！" }, { content: "你好！" });
      const graph = new DialogueGraph({ model: server.model(), registry: new ToolRegistry(), localIntents: false });
      await graph.invoke("你識唔識講廣東話", { threadId: "hk" });
      await graph.invoke("你今天好嗎", { threadId: "tw" });

      const systemOf = (index: number) => String(server.requests[index].messages[0].content);
      expect(systemOf(0)).toContain("請用廣東話回答");
      expect(systemOf(1)).toContain("台灣用語");
    } finally {
      await server.close();
    }
  });
});
