import { MemorySaver } from "@langchain/langgraph";
import { SqliteSaver } from "@langchain/langgraph-checkpoint-sqlite";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { z } from "zod";
import { DialogueGraph, ToolRegistry, ToolResult, defineTool, type DialogueEvent } from "../../../src/index";
import { ScriptedModelServer } from "../../../src/testing";

let server: ScriptedModelServer;
let directory: string;
beforeEach(async () => {
  server = await ScriptedModelServer.start();
  directory = mkdtempSync(join(tmpdir(), "dialogue-graph-limits-"));
});
afterEach(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

function noteTool(ran: unknown[]) {
  return defineTool({
    name: "save_note",
    description: "Saves a note.",
    parameters: z.object({ text: z.unknown() }),
    execute: async (args) => {
      ran.push(args);
      return ToolResult.ok({ saved: true });
    },
  });
}

const savers = {
  MemorySaver: () => new MemorySaver(),
  SqliteSaver: () => SqliteSaver.fromConnString(join(directory, "threads.sqlite")),
};
const deepArguments = `{"text":${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}}`;
const hugeArguments = JSON.stringify({ text: "x".repeat(5 * 1024 * 1024) });

describe.each(Object.entries(savers))("model output too large to keep (%s)", (_name, createSaver) => {
  it.each([
    ["JSON nested 10,000 deep", deepArguments, "nested deeper than 64 levels"],
    ["5 MB of arguments", hugeArguments, "larger than 32,768 bytes"],
  ])("%s: the call fails with VALIDATION_ERROR, the turn replies, and the next turn works", async (_case, args, problem) => {
    server.argumentChunkLength = 64 * 1024;
    const ran: unknown[] = [];
    server.enqueue(
      { toolCalls: [{ name: "save_note", arguments: args }] },
      { content: "抱歉，這個筆記太大了，存不了。" },
      { content: "你好！" },
    );
    const graph = new DialogueGraph({
      model: server.model(),
      registry: new ToolRegistry([noteTool(ran)]),
      checkpointer: createSaver(),
      localIntents: false,
    });

    const turn = await graph.invoke("幫我記下這個", { threadId: "t" });
    const next = await graph.invoke("你好", { threadId: "t" });

    expect(turn.reply).toBe("抱歉，這個筆記太大了，存不了。");
    expect(turn.toolCalls.map((call) => [call.name, call.args, call.result.error?.code])).toEqual([["save_note", {}, "VALIDATION_ERROR"]]);
    expect(turn.toolCalls[0].result.error?.message).toContain(problem);
    expect(ran).toEqual([]);
    expect(next.reply).toBe("你好！");
    // No repair request carried the arguments back: intent, reply, then the next turn.
    expect(server.requests).toHaveLength(3);
    const told = server.requests[1].messages.find((message) => message.role === "tool");
    expect(told?.content).toContain("VALIDATION_ERROR");
    expect(told?.content).toContain(problem);
    expect(JSON.stringify(server.requests[2]).length).toBeLessThan(10_000);
  });

  it("a reply far over maxReplyLength stops streaming at the limit and is kept cut after a whole sentence", async () => {
    const sentences = Array.from({ length: 2_000 }, (_, index) => `這是第${index + 1}句話。`).join("");
    server.enqueue({ content: sentences }, { content: "好的。" });
    const graph = new DialogueGraph({
      model: server.model(),
      registry: new ToolRegistry(),
      checkpointer: createSaver(),
      localIntents: false,
      maxReplyLength: 500,
    });
    let streamed = "";

    let reply = "";
    for await (const event of graph.stream("講個很長的故事", { threadId: "t" }) as AsyncIterable<DialogueEvent>) {
      if (event.type === "text-delta") streamed += event.text;
      if (event.type === "turn-end") reply = event.turn.reply;
    }
    const next = await graph.invoke("夠了", { threadId: "t" });

    expect(streamed.length).toBe(500);
    expect(sentences.startsWith(reply)).toBe(true);
    expect(reply.endsWith("句話。")).toBe(true);
    expect(reply.length).toBeGreaterThan(480);
    expect(next.reply).toBe("好的。");
    expect(server.requests[1].messages.find((message) => message.role === "assistant")?.content).toBe(reply);
  });
});

describe("maxArgumentBytes", () => {
  it("refuses arguments over the limit at once, without asking the model to repair them", async () => {
    const ran: unknown[] = [];
    server.enqueue({ toolCalls: [{ name: "save_note", arguments: { text: "長".repeat(600) } }] }, { content: "太長了。" });
    const graph = new DialogueGraph({
      model: server.model(),
      registry: new ToolRegistry([noteTool(ran)]),
      localIntents: false,
      maxArgumentBytes: 1_024,
    });

    const turn = await graph.invoke("記下這段", { threadId: "t" });

    expect(turn.toolCalls[0].result.error?.message).toBe(
      "save_note 的參數不正確：the arguments are larger than 1,024 bytes, more than any tool takes",
    );
    expect(ran).toEqual([]);
    expect(turn.modelCalls.map((call) => call.purpose)).toEqual(["intent", "reply"]);
  });

  it("rejects a limit that is not a whole number from 1 when the graph is built", () => {
    expect(() => new DialogueGraph({ model: null, registry: new ToolRegistry(), maxArgumentBytes: 0 })).toThrow(
      "maxArgumentBytes must be a whole number from 1, not 0.",
    );
  });
});

it("keeps the SQLite file small after a turn with 5 MB of arguments", async () => {
  server.argumentChunkLength = 64 * 1024;
  server.enqueue({ toolCalls: [{ name: "save_note", arguments: hugeArguments }] }, { content: "存不了。" });
  const file = join(directory, "threads.sqlite");
  const graph = new DialogueGraph({
    model: server.model(),
    registry: new ToolRegistry([noteTool([])]),
    checkpointer: SqliteSaver.fromConnString(file),
    localIntents: false,
  });

  await graph.invoke("記下", { threadId: "t" });

  expect(statSync(file).size).toBeLessThan(1024 * 1024);
});
