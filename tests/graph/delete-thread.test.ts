import type { BaseMessage } from "@langchain/core/messages";
import { MemorySaver, type BaseCheckpointSaver } from "@langchain/langgraph";
import { SqliteSaver } from "@langchain/langgraph-checkpoint-sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DialogueGraph, ToolRegistry } from "../../src/index";
import { ScriptedModelServer } from "../../src/testing";

let server: ScriptedModelServer;
let directory: string;
beforeEach(async () => {
  server = await ScriptedModelServer.start();
  directory = mkdtempSync(join(tmpdir(), "dialogue-graph-delete-"));
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

describe.each(Object.entries(savers))("deleteThread (%s)", (_name, createSaver) => {
  it("forgets the thread entirely: no checkpoint is left and the next turn starts a new conversation", async () => {
    const saver = createSaver();
    const graph = new DialogueGraph({ model: server.model(), registry: new ToolRegistry(), checkpointer: saver, localIntents: false });
    await graph.invoke("我的密碼提示是貓的名字", { threadId: "me" });
    await graph.invoke("隔壁的事", { threadId: "neighbour" });

    await graph.deleteThread("me");
    await graph.invoke("你記得什麼", { threadId: "me" });

    expect(server.requests.at(-1)!.messages.map((message) => message.content)).not.toContain("我的密碼提示是貓的名字");
    expect(await checkpointsOf(saver, "me")).toBe(1);
    const neighbour = await graph.graph.getState({ configurable: { thread_id: "neighbour" } });
    expect((neighbour.values.messages as BaseMessage[]).map((message) => message.content)).toContain("隔壁的事");
  });

  it("stops a turn still running on the thread and deletes what it saved", async () => {
    const saver = createSaver();
    let asked!: () => void;
    const modelAsked = new Promise<void>((resolve) => (asked = resolve));
    server.enqueue(() => (asked(), { content: "慢慢說完這一段話。", delayMs: 300 }));
    const graph = new DialogueGraph({ model: server.model(), registry: new ToolRegistry(), checkpointer: saver, localIntents: false });

    const running = graph.invoke("講長一點", { threadId: "me" });
    await modelAsked;
    await graph.deleteThread("me");

    expect((await running).interrupted).toBe(true);
    expect(await checkpointsOf(saver, "me")).toBe(0);
  });
});
