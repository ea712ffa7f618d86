import { SqliteSaver } from "@langchain/langgraph-checkpoint-sqlite";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ScriptedModelServer } from "../../../src/testing";
import { callsOf, offlineBox, talk } from "./offline-box";

let box: ReturnType<typeof offlineBox>;
beforeEach(() => {
  box = offlineBox();
});
afterEach(() => box.remove());

describe("a conversation with no model", () => {
  it("takes 「那高雄呢」 and 「後天呢」 as follow-ups of the last weather call", async () => {
    const graph = box.graph();
    await talk(graph, "明天台北天氣如何");
    const place = await talk(graph, "那高雄呢");
    const day = await talk(graph, "後天呢");

    expect(callsOf(place.turn)).toEqual([["get_weather", expect.objectContaining({ city: "高雄", day: "tomorrow" })]]);
    expect(callsOf(day.turn)).toEqual([["get_weather", expect.objectContaining({ city: "高雄", day: "day_after_tomorrow" })]]);
    expect(place.turn.route).toBe("local");
    expect(place.turn.modelCalls).toEqual([]);
  });

  it("repeats the last reply word for word on 「再說一次」, with no tool", async () => {
    const graph = box.graph();
    const first = await talk(graph, "幫我算 12 乘以 12");
    const again = await talk(graph, "再說一次");

    expect(first.turn.reply).toContain("144");
    expect(again.turn.reply).toBe(first.turn.reply);
    expect(again.turn.toolCalls).toEqual([]);
  });

  it("asks back for a missing time with a question event, and sets the alarm from the answer", async () => {
    const graph = box.graph();
    const asked = await talk(graph, "設個鬧鐘");

    expect(asked.turn.toolCalls).toEqual([]);
    expect(asked.turn.awaiting).toEqual({ kind: "slot", tool: "set_alarm", question: asked.turn.reply });
    expect(asked.events.filter((event) => event.type === "question")).toEqual([{ type: "question", kind: "slot", text: asked.turn.reply }]);
    expect(asked.turn.reply).toMatch(/幾點/);

    const answered = await talk(graph, "早上七點半");
    expect(callsOf(answered.turn)).toEqual([["set_alarm", expect.objectContaining({ time: expect.stringContaining("T07:30") })]]);
    expect(answered.turn.awaiting).toBeUndefined();
    expect(box.storedAlarms().map((alarm) => alarm.time)).toEqual([expect.stringContaining("07:30")]);
  });

  it("drops the question when the next words are another request, and a later bare time sets nothing", async () => {
    const graph = box.graph();
    await talk(graph, "設個鬧鐘");
    const other = await talk(graph, "現在幾點");
    const late = await talk(graph, "七點");

    expect(callsOf(other.turn).map(([name]) => name)).toEqual(["get_datetime"]);
    expect(late.turn.toolCalls).toEqual([]);
    expect(box.storedAlarms()).toEqual([]);
  });

  it("cancels a question on 「算了」 and forgets it", async () => {
    const graph = box.graph();
    await talk(graph, "幫我記一下");
    const cancelled = await talk(graph, "算了");
    const after = await talk(graph, "買牛奶");

    expect(cancelled.turn.toolCalls).toEqual([]);
    expect(cancelled.turn.awaiting).toBeUndefined();
    expect(after.turn.toolCalls).toEqual([]);
  });

  it("forgets the last call after dialogueMemoryMs: a late follow-up is left to the model (offline here)", async () => {
    const graph = box.graph({ dialogueMemoryMs: 60_000 });
    await talk(graph, "明天台北天氣如何");
    box.wait(61);
    const late = await talk(graph, "那高雄呢");

    expect(late.turn.toolCalls).toEqual([]);
    expect(late.turn.route).toBe("offline");
  });

  it("forgets the last call after a turn about something else", async () => {
    const graph = box.graph();
    await talk(graph, "明天台北天氣如何");
    await talk(graph, "講個笑話");
    const late = await talk(graph, "那高雄呢");

    expect(late.turn.toolCalls).toEqual([]);
  });

  it("keeps the context across a restart (the SQLite checkpointer holds it)", async () => {
    const path = join(box.folder, "threads.sqlite");
    const before = SqliteSaver.fromConnString(path);
    await talk(box.graph({ checkpointer: before }), "100 美金換台幣多少");
    const after = SqliteSaver.fromConnString(path);
    const followUp = await talk(box.graph({ checkpointer: after }), "那日幣呢");

    expect(callsOf(followUp.turn)).toEqual([
      ["get_exchange_rate", expect.objectContaining({ from_currency: "JPY", to_currency: "TWD", amount: 100 })],
    ]);
  });

  it("does not ask to confirm a lapsed question: 「好」 ten minutes later deletes nothing", async () => {
    const graph = box.graph();
    await talk(graph, "明天早上七點叫我起床");
    await talk(graph, "晚上十點提醒我倒垃圾");
    const asked = await talk(graph, "鬧鐘全部刪掉");
    expect(asked.turn.awaiting?.kind).toBe("confirm");

    box.wait(600);
    const late = await talk(graph, "好");
    expect(late.turn.toolCalls).toEqual([]);
    expect(box.storedAlarms()).toHaveLength(2);
  });

  it("asks a question again on 「再說一次」 and keeps it open: the next words still answer it", async () => {
    const graph = box.graph();
    const asked = await talk(graph, "設鬧鐘");
    const again = await talk(graph, "再說一次");
    const answered = await talk(graph, "明天早上七點十五分");

    expect(again.turn.reply).toBe(asked.turn.reply);
    expect(again.turn.toolCalls).toEqual([]);
    expect(again.turn.awaiting).toBeUndefined();
    expect(callsOf(answered.turn)).toEqual([["set_alarm", expect.objectContaining({ time: expect.stringContaining("2026-03-11T07:15") })]]);
    expect(box.storedAlarms()).toHaveLength(1);
  });

  it("asks a confirmation again on 「你剛剛說什麼」 and still waits for it: 「好 刪吧」 then deletes", async () => {
    const graph = box.graph();
    await talk(graph, "明天早上七點叫我起床");
    await talk(graph, "晚上十點提醒我倒垃圾");
    const asked = await talk(graph, "鬧鐘全部刪掉");
    const again = await talk(graph, "你剛剛說什麼 再講一次");

    expect(again.turn.reply).toBe(asked.turn.reply);
    expect(again.turn.toolCalls).toEqual([]);
    expect(again.turn.awaiting).toBeUndefined();
    expect(box.storedAlarms()).toHaveLength(2);

    const yes = await talk(graph, "好 刪吧");
    expect(callsOf(yes.turn).map(([name]) => name)).toEqual(["delete_alarm"]);
    expect(box.storedAlarms()).toEqual([]);
  });

  it("lists what a confirmation is about on 「我先看一下有哪些」, then asks again and deletes on a yes", async () => {
    const graph = box.graph();
    await talk(graph, "記一下 買貓砂");
    await talk(graph, "記一下 繳電費");
    await talk(graph, "備忘錄全部刪掉");
    const which = await talk(graph, "等一下 我先看一下有哪些");
    const again = await talk(graph, "好 全部刪掉吧");
    const yes = await talk(graph, "確定");

    expect(callsOf(which.turn)).toEqual([["list_memos", {}]]);
    expect(which.turn.reply).toContain("買貓砂");
    expect(again.turn.awaiting?.kind).toBe("confirm");
    expect(callsOf(yes.turn)).toEqual([["delete_memo", { all: true }]]);
    const memos = JSON.parse(readFileSync(join(box.folder, "memos.json"), "utf8")) as { items: unknown[] };
    expect(memos.items).toEqual([]);
  });

  it("after a no to deleting two, the list is still what the words point at: 「把運動那個刪掉就好」", async () => {
    const graph = box.graph();
    await talk(graph, "明天六點半提醒我運動");
    await talk(graph, "明天中午提醒我吃藥");
    await talk(graph, "明天晚上六點提醒我煮飯");
    await talk(graph, "我有什麼鬧鐘");
    await talk(graph, "第一個跟第三個 刪掉");
    const no = await talk(graph, "母湯母湯 先不要");
    const one = await talk(graph, "把運動那個刪掉就好");

    expect(no.turn.toolCalls.filter((call) => call.result.success)).toEqual([]);
    expect(callsOf(one.turn)).toEqual([["delete_alarm", { id: "1" }]]);
    expect(box.storedAlarms().map((alarm) => alarm.message)).toEqual(["吃藥", "煮飯"]);
  });

  it("after a confirmation asked again, a no still deletes nothing", async () => {
    const graph = box.graph();
    await talk(graph, "明天早上七點叫我起床");
    await talk(graph, "晚上十點提醒我倒垃圾");
    await talk(graph, "鬧鐘全部刪掉");
    await talk(graph, "sorry, what?");
    const no = await talk(graph, "不要");

    expect(no.turn.toolCalls.filter((call) => call.result.success)).toEqual([]);
    expect(box.storedAlarms()).toHaveLength(2);
  });

  it("deletes 「剛剛新增的那個」 after a list came between: the memo added, not the list's", async () => {
    const graph = box.graph();
    await talk(graph, "記一下 週五要繳電費");
    await talk(graph, "記一下 明天要帶傘");
    const listed = await talk(graph, "我的備忘錄有哪些");
    const made = await talk(graph, "把剛剛新增的那個刪掉");

    expect(listed.turn.reply).toContain("帶傘");
    expect(callsOf(made.turn)).toEqual([["delete_memo", { id: "2" }]]);
    const memos = JSON.parse(readFileSync(join(box.folder, "memos.json"), "utf8")) as { items: { content: string }[] };
    expect(memos.items.map((memo) => memo.content)).toEqual(["週五要繳電費"]);
  });

  it("leaves 「把剛剛那個刪掉」 after a list of several to the model: it does not say which", async () => {
    const graph = box.graph();
    await talk(graph, "記一下 週五要繳電費");
    await talk(graph, "記一下 明天要帶傘");
    await talk(graph, "我的備忘錄有哪些");
    const vague = await talk(graph, "把剛剛那個刪掉");

    expect(vague.turn.toolCalls).toEqual([]);
  });

  it("deletes 'the alarm I just set' when a memo was added after it", async () => {
    const graph = box.graph();
    await talk(graph, "明天早上七點叫我起床");
    await talk(graph, "take a note buy milk");
    const deleted = await talk(graph, "把剛剛設的鬧鐘刪掉");

    expect(callsOf(deleted.turn)).toEqual([["delete_alarm", { id: "1" }]]);
    expect(box.storedAlarms()).toEqual([]);
  });

  it("keeps threads apart: a follow-up on another thread has nothing to follow", async () => {
    const graph = box.graph();
    await talk(graph, "明天台北天氣如何", "kitchen");
    const elsewhere = await talk(graph, "那高雄呢", "car");

    expect(elsewhere.turn.toolCalls).toEqual([]);
  });
});

describe("a conversation with a model", () => {
  let server: ScriptedModelServer;
  beforeEach(async () => {
    server = await ScriptedModelServer.start();
  });
  afterEach(() => server.close());

  it("follows up a call the model made, locally, with no second model request", async () => {
    server.enqueue(
      { toolCalls: [{ name: "get_weather", arguments: { city: "台北", day: "tomorrow" } }] },
      { content: "台北明天的天氣現在查不到。" },
    );
    const graph = box.graph({ model: server.model() });
    const first = await talk(graph, "我明天要去台北，那邊天氣會怎樣？");
    const requests = server.requests.length;
    const followUp = await talk(graph, "那高雄呢");

    expect(callsOf(first.turn)).toEqual([["get_weather", expect.objectContaining({ city: "台北", day: "tomorrow" })]]);
    expect(callsOf(followUp.turn)).toEqual([["get_weather", expect.objectContaining({ city: "高雄", day: "tomorrow" })]]);
    expect(followUp.turn.modelCalls).toEqual([]);
    expect(server.requests).toHaveLength(requests);
  });

  it("repeats the model's reply on 'say that again' with no model call", async () => {
    server.enqueue({ content: "Sure. Penguins cannot fly, but they swim very well." });
    const graph = box.graph({ model: server.model() });
    const first = await talk(graph, "tell me something about penguins");
    const again = await talk(graph, "say that again");

    expect(again.turn.reply).toBe(first.turn.reply);
    expect(again.turn.modelCalls).toEqual([]);
    expect(server.requests).toHaveLength(1);
  });
});

describe("references to the alarm just set (no model)", () => {
  it("hearing it again keeps it the one 「把剛剛那個刪掉」 deletes", async () => {
    const graph = box.graph();
    await talk(graph, "明天早上六點叫我起床");
    await talk(graph, "晚上十點提醒我倒垃圾");
    const shown = await talk(graph, "剛剛設的鬧鐘是幾點");
    const deleted = await talk(graph, "把剛剛那個刪掉");

    expect(callsOf(shown.turn).map(([name]) => name)).toEqual(["list_alarms"]);
    expect(callsOf(deleted.turn)).toEqual([["delete_alarm", expect.objectContaining({ id: "2" })]]);
    expect(box.storedAlarms().map((alarm) => alarm.message)).toEqual([expect.stringContaining("起床")]);
  });

  it("asks about deleting the only alarm by its number, not as 「全部 1 個」", async () => {
    const graph = box.graph();
    await talk(graph, "明天早上六點叫我起床");
    const asked = await talk(graph, "鬧鐘全部刪掉");

    expect(asked.turn.awaiting?.question).toBe("要刪除你唯一的鬧鐘（1 號）嗎？");
  });
});
