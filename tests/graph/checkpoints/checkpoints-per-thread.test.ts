import type { BaseMessage } from "@langchain/core/messages";
import { MemorySaver, type BaseCheckpointSaver } from "@langchain/langgraph";
import { SqliteSaver } from "@langchain/langgraph-checkpoint-sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DialogueGraph, ToolRegistry, type CheckpointPruner } from "../../../src/index";
import { ScriptedModelServer } from "../../../src/testing";

let server: ScriptedModelServer;
let directory: string;
beforeEach(async () => {
  server = await ScriptedModelServer.start();
  directory = mkdtempSync(join(tmpdir(), "dialogue-graph-checkpoints-"));
});
afterEach(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

async function checkpointsOf(saver: BaseCheckpointSaver, threadId: string): Promise<number> {
  let count = 0;
  for await (const _ of saver.list({ configurable: { thread_id: threadId } })) count++;
  return count;
}

const savers = {
  MemorySaver: () => new MemorySaver(),
  SqliteSaver: () => SqliteSaver.fromConnString(join(directory, "threads.sqlite")),
};

describe.each(Object.entries(savers))("checkpointsPerThread (%s)", (_name, createSaver) => {
  it("keeps at most that many checkpoints of a thread, and the thread reads and goes on", async () => {
    const saver = createSaver();
    const graph = new DialogueGraph({
      model: server.model(),
      registry: new ToolRegistry(),
      checkpointer: saver,
      localIntents: false,
      checkpointsPerThread: 2,
    });

    for (let turn = 1; turn <= 8; turn++) await graph.invoke(`第${turn}句`, { threadId: "t" });
    await graph.invoke("別的房間", { threadId: "other" });

    expect(await checkpointsOf(saver, "t")).toBe(2);
    expect(await checkpointsOf(saver, "other")).toBe(1);
    const state = await graph.graph.getState({ configurable: { thread_id: "t" } });
    expect((state.values.messages as BaseMessage[]).map((message) => message.content)).toContain("第8句");
    expect(server.requests.at(-2)!.messages.map((message) => message.content)).toContain("第7句");
  });

  it("keeps 5 by default", async () => {
    const saver = createSaver();
    const graph = new DialogueGraph({ model: server.model(), registry: new ToolRegistry(), checkpointer: saver, localIntents: false });

    for (let turn = 1; turn <= 9; turn++) await graph.invoke(`第${turn}句`, { threadId: "t" });

    expect(await checkpointsOf(saver, "t")).toBe(5);
  });
});

describe("pruneCheckpoints", () => {
  it("takes the application's own pruner, with the thread and the number to keep", async () => {
    const calls: Array<[string, number]> = [];
    const prune: CheckpointPruner = async (threadId, keep) => void calls.push([threadId, keep]);
    const graph = new DialogueGraph({
      model: server.model(),
      registry: new ToolRegistry(),
      localIntents: false,
      pruneCheckpoints: prune,
      checkpointsPerThread: 3,
    });

    await graph.invoke("一", { threadId: "t" });
    await graph.invoke("二", { threadId: "t" });

    expect(calls).toEqual([
      ["t", 3],
      ["t", 3],
    ]);
  });

  it("false keeps every checkpoint", async () => {
    const saver = new MemorySaver();
    const graph = new DialogueGraph({
      model: server.model(),
      registry: new ToolRegistry(),
      checkpointer: saver,
      localIntents: false,
      pruneCheckpoints: false,
      checkpointsPerThread: 1,
    });

    for (let turn = 1; turn <= 4; turn++) await graph.invoke(`第${turn}句`, { threadId: "t" });

    expect(await checkpointsOf(saver, "t")).toBeGreaterThanOrEqual(4);
  });
});
