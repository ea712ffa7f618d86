import { readFileSync } from "node:fs";
import { join } from "node:path";
import { callsOf, offlineBox, talk } from "./offline-box";

let box: ReturnType<typeof offlineBox>;
beforeEach(() => {
  box = offlineBox();
});
afterEach(() => box.remove());

const storedMemos = () =>
  (JSON.parse(readFileSync(join(box.folder, "memos.json"), "utf8")) as { items: { content: string }[] }).items.map((memo) => memo.content);

// A list that read out one record points at it as surely as setting it did: 「把剛剛那個刪掉」 'delete it'.
describe("after a list of one (no model)", () => {
  it.each(["把剛剛那個刪掉", "刪掉那個", "等等 剛剛那個不要了"])("「%s」 deletes the one alarm 「我的鬧鐘」 read out", async (text) => {
    const graph = box.graph();
    await talk(graph, "明天早上六點叫我起床");
    const listed = await talk(graph, "我的鬧鐘");
    const deleted = await talk(graph, text);

    expect(callsOf(listed.turn)).toEqual([["list_alarms", {}]]);
    expect(callsOf(deleted.turn)).toEqual([["delete_alarm", { id: "1" }]]);
    expect(deleted.turn.route).toBe("local");
    expect(deleted.turn.modelCalls).toEqual([]);
    expect(box.storedAlarms()).toEqual([]);
  });

  it.each(["delete it", "cancel that", "remove that one"])("'%s' deletes the one alarm 'what are my alarms' read out", async (text) => {
    const graph = box.graph();
    await talk(graph, "wake me up at 6 am tomorrow");
    const listed = await talk(graph, "what are my alarms");
    const deleted = await talk(graph, text);

    expect(callsOf(listed.turn)).toEqual([["list_alarms", {}]]);
    expect(callsOf(deleted.turn)).toEqual([["delete_alarm", { id: "1" }]]);
    expect(deleted.turn.reply).toMatch(/deleted/i);
    expect(box.storedAlarms()).toEqual([]);
  });

  it("deletes the one memo a memo list read out", async () => {
    const graph = box.graph();
    await talk(graph, "記一下 明天要帶傘");
    await talk(graph, "我的備忘錄有哪些");
    const deleted = await talk(graph, "把剛剛那個刪掉");

    expect(callsOf(deleted.turn)).toEqual([["delete_memo", { id: "1" }]]);
    expect(storedMemos()).toEqual([]);
  });

  it("leaves the memo alone when another kind of record is named (「把剛剛的鬧鐘刪掉」)", async () => {
    const graph = box.graph();
    await talk(graph, "記一下 明天要帶傘");
    await talk(graph, "我的備忘錄有哪些");
    const other = await talk(graph, "把剛剛的鬧鐘刪掉");

    expect(callsOf(other.turn).map(([name]) => name)).not.toContain("delete_memo");
    expect(storedMemos()).toEqual(["明天要帶傘"]);
  });
});
