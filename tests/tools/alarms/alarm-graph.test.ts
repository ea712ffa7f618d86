import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ToolRegistry } from "../../../src/core/tool-registry";
import { DialogueGraph } from "../../../src/graph/dialogue-graph";
import { createAlarmTools } from "../../../src/tools/alarms/index";
import { ScriptedModelServer } from "../../../src/testing";

const now = () => new Date("2026-03-10T01:00:00Z"); // 09:00 in Taipei

describe("alarm tools through DialogueGraph", () => {
  let model: ScriptedModelServer;
  let directory: string;
  beforeEach(async () => {
    model = await ScriptedModelServer.start();
    directory = mkdtempSync(join(tmpdir(), "alarm-graph-"));
  });
  afterEach(async () => {
    await model.close();
    rmSync(directory, { recursive: true, force: true });
  });

  const filePath = () => join(directory, "alarms.json");
  const graph = (localIntents: boolean) =>
    new DialogueGraph({
      model: model.model(),
      registry: new ToolRegistry(createAlarmTools({ filePath: filePath() })),
      now,
      locale: "zh-TW",
      timeZone: "Asia/Taipei",
      localIntents,
    });

  it("user text → model asks for set_alarm in words → the alarm is saved → model answers", async () => {
    model.enqueue(
      { toolCalls: [{ name: "set_alarm", arguments: { time: "明天早上七點", message: "開會" } }] },
      { content: "好的，明天早上七點提醒你開會。" },
    );

    const turn = await graph(false).invoke("明天早上七點提醒我開會好嗎", { threadId: "t1" });

    expect(turn.reply).toBe("好的，明天早上七點提醒你開會。");
    expect(turn.toolCalls).toHaveLength(1);
    expect(turn.toolCalls[0]).toMatchObject({ name: "set_alarm", args: { time: "2026-03-11T07:00", message: "開會" } });
    expect(turn.toolCalls[0].result.success).toBe(true);
    expect(model.requests[0].tools?.map((tool) => tool.function.name)).toEqual(["set_alarm", "list_alarms", "delete_alarm"]);
    const toolMessage = model.requests[1].messages.find((message) => message.role === "tool");
    expect(toolMessage?.content).toContain("已設定明天（3月11日）早上7點的鬧鐘：開會。");
    expect(JSON.parse(readFileSync(filePath(), "utf8")).items).toHaveLength(1);
  });

  it("a missing alarm reaches the model as NOT_FOUND, naming the id", async () => {
    model.enqueue({ toolCalls: [{ name: "delete_alarm", arguments: { id: 9 } }] }, { content: "找不到 9 號鬧鐘，你目前沒有鬧鐘。" });

    const turn = await graph(false).invoke("刪掉九號鬧鐘吧", { threadId: "t1" });

    expect(turn.toolCalls[0].result).toMatchObject({ success: false, error: { code: "NOT_FOUND" } });
    const toolMessage = model.requests[1].messages.find((message) => message.role === "tool");
    expect(toolMessage?.content).toContain("找不到 9 號鬧鐘。目前沒有設定鬧鐘。");
  });

  it("sets and lists alarms locally with no model", async () => {
    const set = await graph(true).invoke("明天早上七點叫我起床", { threadId: "t1" });
    expect(set.reply).toBe("已設定明天（3月11日）早上7點的鬧鐘：起床。");

    const list = await graph(true).invoke("我有哪些鬧鐘", { threadId: "t1" });
    expect(list.reply).toBe("你有 1 個鬧鐘：1 號，明天早上7點，起床。");
    expect(model.requests).toHaveLength(0);
  });
});
