import { SqliteSaver } from "@langchain/langgraph-checkpoint-sqlite";
import { MemorySaver } from "@langchain/langgraph";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DialogueGraph, ThreadBusyError, ToolRegistry, type DialogueEvent, type TurnRecord } from "../../../src/index";
import { ScriptedModelServer, type RecordedModelRequest } from "../../../src/testing";

const lastUserText = (request: RecordedModelRequest) =>
  String([...request.messages].reverse().find((message) => message.role === "user")?.content);
const echo = (request: RecordedModelRequest) => ({ content: `收到：${lastUserText(request)}。` });

let server: ScriptedModelServer;
let directory: string;
beforeEach(async () => {
  server = await ScriptedModelServer.start();
  directory = mkdtempSync(join(tmpdir(), "dialogue-graph-threads-"));
});
afterEach(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

const savers = {
  MemorySaver: () => new MemorySaver(),
  SqliteSaver: () => SqliteSaver.fromConnString(join(directory, "threads.sqlite")),
};

describe.each(Object.entries(savers))("concurrent turns on one thread (%s)", (_name, createSaver) => {
  it("keeps all 40 messages of 20 concurrent turns and answers them in arrival order", async () => {
    server.fallback = echo;
    server.latencyMs = 5;
    const graph = new DialogueGraph({
      model: server.model(),
      registry: new ToolRegistry(),
      checkpointer: createSaver(),
      localIntents: false,
    });
    const texts = Array.from({ length: 20 }, (_, index) => `第${index + 1}句`);

    const turns = await Promise.all(texts.map((text) => graph.invoke(text, { threadId: "kitchen" })));

    expect(turns.map((turn) => turn.reply)).toEqual(texts.map((text) => `收到：${text}。`));
    expect(server.requests.map(lastUserText)).toEqual(texts);
    // Each turn saw every turn before it: the last request carries the 19 earlier exchanges.
    const lastRequest = server.requests.at(-1)!.messages.filter((message) => message.role !== "system");
    expect(lastRequest.map((message) => message.content)).toEqual([
      ...texts.slice(0, 19).flatMap((text) => [text, `收到：${text}。`]),
      texts[19],
    ]);
    const saved = await graph.graph.getState({ configurable: { thread_id: "kitchen" } });
    expect(saved.values.messages).toHaveLength(40);
  });
});

describe("each turn has its own signal", () => {
  it("aborting one turn leaves the next turn on the thread untouched", async () => {
    const controller = new AbortController();
    // The first turn is aborted while the model is still thinking about it.
    server.enqueue(() => (controller.abort(), { content: "這是一個很長的回答。", delayMs: 300 }), { content: "第二個回答。" });
    const graph = new DialogueGraph({ model: server.model(), registry: new ToolRegistry(), localIntents: false });

    const first = graph.invoke("第一個問題", { threadId: "t", signal: controller.signal });
    const second = graph.invoke("第二個問題", { threadId: "t" });
    const [cut, answered] = await Promise.all([first, second]);

    expect(cut.interrupted).toBe(true);
    expect(cut.reply).toBe("");
    expect(answered.reply).toBe("第二個回答。");
    expect(answered.interrupted).toBeUndefined();
    // The cut turn stays in the history, marked for the model.
    const history = server.requests[1].messages.map((message) => message.content);
    expect(history).toEqual([expect.any(String), "第一個問題", "……（這個回答被使用者打斷了）", "第二個問題"]);
  });

  it("a turn cancelled while it waits for its thread never runs and leaves no trace", async () => {
    server.enqueue({ content: "慢慢回答。", delayMs: 200 }, { content: "第三個回答。" });
    const graph = new DialogueGraph({ model: server.model(), registry: new ToolRegistry(), localIntents: false });
    const controller = new AbortController();

    const first = graph.invoke("第一個", { threadId: "t" });
    const waiting = graph.invoke("第二個", { threadId: "t", signal: controller.signal });
    const third = graph.invoke("第三個", { threadId: "t" });
    controller.abort();
    const [, cancelled, answered] = await Promise.all([first, waiting, third]);

    expect(cancelled).toMatchObject({ reply: "", interrupted: true, modelCalls: [] });
    expect(answered.reply).toBe("第三個回答。");
    expect(server.requests.map(lastUserText)).toEqual(["第一個", "第三個"]);
    expect(server.requests[1].messages.map((message) => message.content)).not.toContain("第二個");
  });
});

async function collect(stream: AsyncIterable<DialogueEvent>, onEvent: (event: DialogueEvent) => void = () => {}): Promise<TurnRecord> {
  let record: TurnRecord | undefined;
  for await (const event of stream) {
    onEvent(event);
    if (event.type === "turn-end") record = event.turn;
  }
  return record!;
}

describe('busyThread: "interrupt" (barge-in)', () => {
  it("cuts the running reply to what was streamed, keeps it marked, and answers the new turn", async () => {
    server.chunkDelayMs = 30;
    server.enqueue({ content: "今天天氣晴朗，氣溫二十五度，適合出門走走，記得帶水。" }, { content: "好的，停下來了。" });
    const graph = new DialogueGraph({ model: server.model(), registry: new ToolRegistry(), localIntents: false, busyThread: "interrupt" });
    const streamed: string[] = [];
    let bargeIn: Promise<TurnRecord> | undefined;

    const cut = await collect(graph.stream("今天天氣如何", { threadId: "car" }), (event) => {
      if (event.type !== "text-delta") return;
      streamed.push(event.text);
      if (streamed.join("").length >= 6 && bargeIn === undefined) bargeIn = graph.invoke("停", { threadId: "car" });
    });
    const next = await bargeIn!;

    expect(cut.interrupted).toBe(true);
    expect(cut.reply).toBe(streamed.join(""));
    expect(cut.reply.length).toBeGreaterThanOrEqual(6);
    expect(cut.reply.length).toBeLessThan("今天天氣晴朗，氣溫二十五度，適合出門走走，記得帶水。".length);
    expect(next.reply).toBe("好的，停下來了。");
    const history = server.requests[1].messages;
    expect(history.map((message) => [message.role, message.content])).toEqual([
      ["system", expect.any(String)],
      ["user", "今天天氣如何"],
      ["assistant", `${cut.reply}……（這個回答被使用者打斷了）`],
      ["user", "停"],
    ]);
  });
});

describe('busyThread: "refuse"', () => {
  it("refuses a turn that arrives while another runs, with ThreadBusyError, and keeps nothing of it", async () => {
    server.fallback = (request) => (lastUserText(request) === "第一個" ? { content: "第一個回答。", delayMs: 150 } : echo(request));
    const graph = new DialogueGraph({ model: server.model(), registry: new ToolRegistry(), localIntents: false, busyThread: "refuse" });

    const first = graph.invoke("第一個", { threadId: "t" });
    const refused = graph.invoke("第二個", { threadId: "t" }).catch((error: unknown) => error);
    const other = graph.invoke("別的房間", { threadId: "other" });

    const error = await refused;
    expect(ThreadBusyError.isInstance(error)).toBe(true);
    expect((error as ThreadBusyError).code).toBe("THREAD_BUSY");
    expect((error as Error).message).toContain('Thread "t" is still answering another turn');
    expect((await first).reply).toBe("第一個回答。");
    expect((await other).reply).toBe("收到：別的房間。");
    const third = await graph.invoke("第三個", { threadId: "t" });
    expect(third.reply).toBe("收到：第三個。");
    expect(server.requests.map(lastUserText)).not.toContain("第二個");
  });

  it("a policy function decides per turn", async () => {
    server.enqueue({ content: "第一個回答。", delayMs: 150 }, { content: "第二個回答。" });
    const graph = new DialogueGraph({
      model: server.model(),
      registry: new ToolRegistry(),
      localIntents: false,
      busyThread: ({ text }) => (text === "嗯" ? "refuse" : "wait"),
    });

    const first = graph.invoke("第一個", { threadId: "t" });
    const backchannel = graph.invoke("嗯", { threadId: "t" }).catch((error: unknown) => error);
    const second = graph.invoke("第二個", { threadId: "t" });

    expect(ThreadBusyError.isInstance(await backchannel)).toBe(true);
    expect((await first).reply).toBe("第一個回答。");
    expect((await second).reply).toBe("第二個回答。");
  });
});
