import { SqliteSaver } from "@langchain/langgraph-checkpoint-sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { z } from "zod";
import { DialogueGraph, ToolRegistry, ToolResult, defineTool, type DialogueEvent, type TurnRecord } from "../../../src/index";
import { alarmBox } from "./alarm-box";

async function talk(graph: DialogueGraph, text: string, threadId = "kitchen"): Promise<{ events: DialogueEvent[]; turn: TurnRecord }> {
  const events: DialogueEvent[] = [];
  for await (const event of graph.stream(text, { threadId })) events.push(event);
  const end = events.at(-1);
  if (end?.type !== "turn-end") throw new Error("no turn-end");
  return { events, turn: end.turn };
}

describe("confirmation before a destructive call (no model)", () => {
  it("asks, keeps the microphone open with a question event, and deletes only after 「好」", async () => {
    const { alarms, registry } = alarmBox();
    const graph = new DialogueGraph({ model: null, registry });

    const asked = await talk(graph, "刪除全部鬧鐘");
    expect(asked.turn.reply).toBe("要刪除全部 3 個鬧鐘嗎？");
    expect(asked.turn.awaiting).toEqual({ kind: "confirm", tool: "delete_alarm", question: "要刪除全部 3 個鬧鐘嗎？" });
    expect(asked.events.filter((event) => event.type === "question")).toEqual([
      { type: "question", kind: "confirm", text: "要刪除全部 3 個鬧鐘嗎？" },
    ]);
    expect(asked.events.some((event) => event.type === "tool-call-start")).toBe(false);
    expect(alarms).toHaveLength(3);

    const answered = await talk(graph, "好啊，刪吧");
    expect(answered.turn.reply).toBe("已刪除 3 個鬧鐘。");
    expect(answered.turn.awaiting).toBeUndefined();
    expect(answered.turn.toolCalls.map((call) => [call.name, call.args])).toEqual([["delete_alarm", { all: true }]]);
    expect(alarms).toEqual([]);
  });

  it.each([["不要"], ["算了"], ["取消"], ["先不要"], ["no"]])("「%s」 deletes nothing and says so", async (no) => {
    const { alarms, registry } = alarmBox();
    const graph = new DialogueGraph({ model: null, registry });

    await talk(graph, "刪除全部鬧鐘");
    const answered = await talk(graph, no);

    expect(alarms).toHaveLength(3);
    expect(answered.turn.toolCalls).toEqual([]);
    expect(answered.turn.reply).toBe("好，不做了。");
  });

  it("anything else is a new request: the pending call is dropped, not run, and the words answered", async () => {
    const { alarms, registry } = alarmBox();
    const graph = new DialogueGraph({ model: null, registry });

    await talk(graph, "刪除全部鬧鐘");
    const other = await talk(graph, "我有幾個鬧鐘");
    const later = await talk(graph, "好");

    expect(other.turn.reply).toBe("你有 3 個鬧鐘。");
    expect(other.turn.toolCalls.map((call) => call.name)).toEqual(["list_alarms"]);
    expect(alarms).toHaveLength(3);
    // The question is gone: a later 「好」 is only a new request (offline here), nothing is deleted.
    expect(later.turn.toolCalls).toEqual([]);
    expect(alarms).toHaveLength(3);
  });

  it("a call that needs no confirmation runs at once", async () => {
    const { alarms, registry } = alarmBox();
    const graph = new DialogueGraph({ model: null, registry });

    const { turn } = await talk(graph, "刪除第2個鬧鐘");

    expect(turn.reply).toBe("已刪除 1 個鬧鐘。");
    expect(turn.awaiting).toBeUndefined();
    expect(alarms).toEqual(["07:00", "22:00"]);
  });

  it("an application with a screen answers through confirm(), and the thread knows when it waits for nothing", async () => {
    const { alarms, registry } = alarmBox();
    const graph = new DialogueGraph({ model: null, registry });

    await talk(graph, "刪除全部鬧鐘");
    const approved = await graph.confirm(true, { threadId: "kitchen" });

    expect(approved.reply).toBe("已刪除 3 個鬧鐘。");
    expect(alarms).toEqual([]);
    await expect(graph.confirm(true, { threadId: "kitchen" })).rejects.toThrow('Thread "kitchen" is not waiting for a confirmation');
  });

  it("survives a restart in the middle of a confirmation (SQLite): the new process asks nothing again and deletes on 「確定」", async () => {
    const directory = mkdtempSync(join(tmpdir(), "dialogue-graph-confirm-"));
    try {
      const file = join(directory, "threads.sqlite");
      const box = alarmBox();
      const before = new DialogueGraph({ model: null, registry: box.registry, checkpointer: SqliteSaver.fromConnString(file) });
      await talk(before, "刪除全部鬧鐘");

      const after = new DialogueGraph({ model: null, registry: box.registry, checkpointer: SqliteSaver.fromConnString(file) });
      const answered = await talk(after, "確定");

      expect(answered.turn.reply).toBe("已刪除 3 個鬧鐘。");
      expect(box.alarms).toEqual([]);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

describe("a no, then a new request in the same turn (no model)", () => {
  it("deletes nothing and answers the request", async () => {
    const { alarms, registry } = alarmBox();
    const graph = new DialogueGraph({ model: null, registry });

    await talk(graph, "刪除全部鬧鐘");
    const answered = await talk(graph, "呃 不要 我有幾個鬧鐘");
    const later = await talk(graph, "好");

    expect(answered.turn.reply).toBe("你有 3 個鬧鐘。");
    expect(answered.turn.toolCalls.map((call) => call.name)).toEqual(["list_alarms"]);
    expect(later.turn.toolCalls).toEqual([]);
    expect(alarms).toHaveLength(3);
  });
});

describe("the question's verb said back (no model)", () => {
  // Asked 「要取消全部 2 個計時器嗎？」, 「嗯 取消吧」 says the verb back: a yes. Asked to delete, 「取消」 stays a no.
  function timerBox() {
    const timers = ["煮飯", "燉湯"];
    const cancelTimer = defineTool({
      name: "cancel_timer",
      description: "Cancels all timers.",
      parameters: z.object({ all: z.boolean().optional() }),
      confirm: () => `要取消全部 ${timers.length} 個計時器嗎？`,
      execute: async () => ToolResult.ok({ removed: timers.splice(0) }),
      format: ({ data }) => `已取消 ${(data as { removed: string[] }).removed.length} 個計時器。`,
      phrases: [{ pattern: /^全部取消$/, toArgs: () => ({ all: true }) }],
    });
    return { timers, registry: new ToolRegistry([cancelTimer]) };
  }

  it.each([["嗯 取消吧"], ["取消"]])("「%s」 cancels them", async (yes) => {
    const { timers, registry } = timerBox();
    const graph = new DialogueGraph({ model: null, registry });

    await talk(graph, "全部取消");
    const answered = await talk(graph, yes);

    expect(answered.turn.reply).toBe("已取消 2 個計時器。");
    expect(timers).toEqual([]);
  });

  it("「不取消」 cancels nothing", async () => {
    const { timers, registry } = timerBox();
    const graph = new DialogueGraph({ model: null, registry });

    await talk(graph, "全部取消");
    const answered = await talk(graph, "不取消");

    expect(answered.turn.reply).toBe("好，不做了。");
    expect(timers).toHaveLength(2);
  });
});
