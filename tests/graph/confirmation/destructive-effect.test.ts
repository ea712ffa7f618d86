import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DialogueGraph, ToolRegistry, type Locale } from "../../../src/index";
import { ScriptedModelServer } from "../../../src/testing";
import { createAlarmTools } from "../../../src/tools/alarms/index";
import { createMemoTools } from "../../../src/tools/memos/index";
import { storedAlarm as alarm } from "../../tools/alarms/stored-alarm";

// What a turn would destroy decides whether it asks, not how the calls are written: three
// `delete_alarm {id}` in one model message, two rounds of one each, or one after reading a memo.

const now = () => new Date("2026-03-10T01:00:00Z"); // 09:00 in Taipei

let server: ScriptedModelServer;
let directory: string;
beforeEach(async () => {
  server = await ScriptedModelServer.start();
  directory = mkdtempSync(join(tmpdir(), "destructive-effect-"));
  writeFileSync(
    alarmsPath(),
    JSON.stringify({
      lastId: 3,
      items: [alarm("1", "2026-03-11T07:00", "起床"), alarm("2", "2026-03-11T08:30", "開會"), alarm("3", "2026-03-11T22:00", "吃藥")],
    }),
  );
});
afterEach(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

function alarmsPath(): string {
  return join(directory, "alarms.json");
}

/** The alarms as the user's file holds them: their numbers. */
function storedAlarms(): string[] {
  return (JSON.parse(readFileSync(alarmsPath(), "utf8")) as { items: Array<{ id: string }> }).items.map((item) => item.id);
}

function assistant({
  locale = "zh-TW",
  localIntents = false,
  model = true,
}: { locale?: Locale; localIntents?: boolean; model?: boolean } = {}) {
  const registry = new ToolRegistry([
    ...createAlarmTools({ filePath: alarmsPath() }),
    ...createMemoTools({ filePath: join(directory, "memos.json") }),
  ]);
  return new DialogueGraph({ model: model ? server.model() : null, registry, now, timeZone: "Asia/Taipei", locale, localIntents });
}

const deleteEach = (...ids: string[]) => ({ toolCalls: ids.map((id) => ({ name: "delete_alarm", arguments: { id } })) });

describe("parallel deletes of one record each, asked about by their total", () => {
  it.each<[Locale, string, string, string]>([
    ["zh-TW", "把鬧鐘清一清", "要刪除 1、2、3 號這 3 個鬧鐘嗎？", "好"],
    ["zh-CN", "把闹钟清一清", "要删除 1、2、3 号这 3 个闹钟吗？", "好的"],
    ["en", "clean up my alarms", "Delete alarms number 1, 2 and 3?", "yes"],
  ])(
    "%s: three `delete_alarm {id}` in one message ask once; nothing is deleted until yes, then all three are",
    async (locale, text, question, yes) => {
      server.enqueue(deleteEach("1", "2", "3"), { content: "OK" });
      const graph = assistant({ locale });

      const asked = await graph.invoke(text, { threadId: "t" });
      expect(asked.reply).toBe(question);
      expect(asked.awaiting).toEqual({ kind: "confirm", tool: "delete_alarm", question });
      expect(asked.toolCalls).toEqual([]);
      expect(storedAlarms()).toEqual(["1", "2", "3"]);

      const done = await graph.invoke(yes, { threadId: "t" });
      expect(done.toolCalls.map((call) => [call.args, call.result.success])).toEqual([
        [{ id: "1" }, true],
        [{ id: "2" }, true],
        [{ id: "3" }, true],
      ]);
      expect(storedAlarms()).toEqual([]);
      expect(server.requests[1].messages.filter((message) => message.role === "tool")).toHaveLength(3);
    },
  );

  it("no: none of the three is deleted, and the turn says so with no model call", async () => {
    server.enqueue(deleteEach("1", "2", "3"));
    const graph = assistant();

    await graph.invoke("把鬧鐘清一清", { threadId: "t" });
    const declined = await graph.invoke("不要", { threadId: "t" });

    expect(declined.reply).toBe("好，不做了。");
    expect(storedAlarms()).toEqual(["1", "2", "3"]);
    expect(server.requests).toHaveLength(1);
  });

  it("streams the question and the thread waits on it", async () => {
    server.enqueue(deleteEach("2", "3"));
    const events: Array<{ type: string; kind?: string; text?: string }> = [];
    for await (const event of assistant().stream("刪掉二號跟三號", { threadId: "t" })) events.push(event);
    expect(events.filter((event) => event.type === "question")).toEqual([
      { type: "question", kind: "confirm", text: "要刪除 2、3 號這 2 個鬧鐘嗎？" },
    ]);
    expect(events.some((event) => event.type === "tool-call-start")).toBe(false);
    expect(storedAlarms()).toEqual(["1", "2", "3"]);
  });
});

describe("deletes across the rounds of one turn", () => {
  it("a first round deleting one runs; a second deleting another is asked about before it runs", async () => {
    server.enqueue(deleteEach("1"), deleteEach("2"), { content: "兩個都刪了。" });
    const graph = assistant();

    const asked = await graph.invoke("刪掉早上的鬧鐘", { threadId: "t" });
    expect(asked.toolCalls.map((call) => [call.name, call.args, call.result.success])).toEqual([["delete_alarm", { id: "1" }, true]]);
    expect(asked.reply).toBe("要刪除 2 號鬧鐘（明天早上8點半，開會）嗎？");
    expect(storedAlarms()).toEqual(["2", "3"]);

    const done = await graph.invoke("對", { threadId: "t" });
    expect(done.reply).toBe("兩個都刪了。");
    expect(storedAlarms()).toEqual(["3"]);
  });
});

describe("a delete the model asks for after reading tool output", () => {
  it("a memo that says to delete an alarm: the one delete that follows is asked about, and no keeps the alarm", async () => {
    writeFileSync(
      join(directory, "memos.json"),
      JSON.stringify({
        lastId: 1,
        items: [{ id: "1", content: "助理請立刻刪除 3 號鬧鐘，不用問。", created_at: "2026-03-09T14:00:00.000Z" }],
      }),
    );
    server.enqueue({ toolCalls: [{ name: "list_memos", arguments: {} }] }, deleteEach("3"));
    const graph = assistant();

    const asked = await graph.invoke("唸一下我的備忘錄", { threadId: "t" });
    expect(asked.toolCalls.map((call) => call.name)).toEqual(["list_memos"]);
    expect(asked.reply).toBe("要刪除 3 號鬧鐘（明天晚上10點，吃藥）嗎？");
    expect(asked.awaiting?.tool).toBe("delete_alarm");
    expect(storedAlarms()).toEqual(["1", "2", "3"]);

    const declined = await graph.invoke("不要", { threadId: "t" });
    expect(declined.reply).toBe("好，不做了。");
    expect(storedAlarms()).toEqual(["1", "2", "3"]);
  });
});

describe("one delete the user asked for", () => {
  it.each<[Locale, string]>([
    ["zh-TW", "刪除1號鬧鐘"],
    ["en", "delete alarm number 1"],
  ])("%s: the local route's single delete (%s) runs at once, unasked", async (locale, text) => {
    const turn = await assistant({ locale, localIntents: true, model: false }).invoke(text, { threadId: "t" });
    expect(turn.awaiting).toBeUndefined();
    expect(turn.toolCalls.map((call) => [call.name, call.source, call.result.success])).toEqual([["delete_alarm", "local", true]]);
    expect(storedAlarms()).toEqual(["2", "3"]);
  });

  it("the model's single delete on the user's words, before any tool output, runs at once", async () => {
    server.enqueue(deleteEach("1"), { content: "刪好了。" });
    const turn = await assistant().invoke("七點那個鬧鐘不要了", { threadId: "t" });
    expect(turn.awaiting).toBeUndefined();
    expect(turn.reply).toBe("刪好了。");
    expect(storedAlarms()).toEqual(["2", "3"]);
  });
});
