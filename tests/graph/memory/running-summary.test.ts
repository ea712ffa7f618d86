import type { BaseMessage } from "@langchain/core/messages";
import { SqliteSaver } from "@langchain/langgraph-checkpoint-sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { z } from "zod";
import { DialogueGraph, ToolRegistry, ToolResult, defineTool, type DialogueEvent, type TranscriptEntry } from "../../../src/index";
import { ScriptedModelServer, type RecordedModelRequest } from "../../../src/testing";

const SUMMARY = "使用者叫小明，喜歡烏龍茶。";
const isSummaryRequest = (request: RecordedModelRequest) => String(request.messages[0]?.content).startsWith("把對話濃縮成");
const lastUserText = (request: RecordedModelRequest) =>
  String([...request.messages].reverse().find((message) => message.role === "user")?.content);
const systemText = (request: RecordedModelRequest) => String(request.messages[0]?.content);
const conversation = (request: RecordedModelRequest) =>
  request.messages.filter((message) => message.role !== "system").map((message) => message.content);

let server: ScriptedModelServer;
let directory: string;
beforeEach(async () => {
  server = await ScriptedModelServer.start();
  directory = mkdtempSync(join(tmpdir(), "dialogue-graph-summary-"));
  server.fallback = (request) => (isSummaryRequest(request) ? { content: SUMMARY } : { content: `好的，${lastUserText(request)}。` });
});
afterEach(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

const weatherTool = defineTool({
  name: "get_weather",
  description: "Weather of a city.",
  parameters: z.object({ city: z.string() }),
  execute: async ({ city }) => ToolResult.ok({ city, raw: { temperature_2m: 25.04, weather_code: 0 } }),
  format: () => "台北晴天，25 度。",
});

const turns = ["我叫小明", "我喜歡烏龍茶", "台北天氣如何", "謝謝你", "今天星期幾", "講個笑話", "再一個"];

async function talk(graph: DialogueGraph, texts: string[]): Promise<DialogueEvent[][]> {
  const all: DialogueEvent[][] = [];
  for (const text of texts) {
    const events: DialogueEvent[] = [];
    for await (const event of graph.stream(text, { threadId: "kitchen" })) events.push(event);
    all.push(events);
  }
  return all;
}

describe("the running summary", () => {
  it("is written after the reply has gone out, never streamed, and then stands for the folded turns", async () => {
    server.enqueue(
      { content: "你好小明。" },
      { content: "記住了。" },
      { toolCalls: [{ name: "get_weather", arguments: { city: "台北" } }] },
      { content: "台北晴天，25 度。" },
    );
    const transcript: TranscriptEntry[] = [];
    const graph = new DialogueGraph({
      model: server.model(),
      registry: new ToolRegistry([weatherTool]),
      localIntents: false,
      historyTokens: 90,
      transcript: (entry) => void transcript.push(entry),
    });

    const streamed = await talk(graph, turns.slice(0, 5));
    await graph.settle();

    const summaryCalls = server.requests.filter(isSummaryRequest);
    expect(summaryCalls.length).toBeGreaterThanOrEqual(1);
    // Nothing of it reached the turns' events: no text-delta, no sentence, no record.
    expect(streamed.flat().some((event) => JSON.stringify(event).includes(SUMMARY))).toBe(false);
    // The summary call read the folded turns as text, tool results as their formatter wrote them.
    const asked = String(summaryCalls[0].messages[1].content);
    expect(asked).toContain("使用者：我叫小明");
    expect(asked).toContain("助理：你好小明。");
    expect(summaryCalls[0].tools).toBeUndefined();

    const next = await graph.invoke("我叫什麼名字", { threadId: "kitchen" });
    const request = server.requests.at(-1)!;
    expect(next.reply).toBe("好的，我叫什麼名字。");
    expect(systemText(request)).toContain(`先前對話的摘要：\n${SUMMARY}`);
    expect(conversation(request)).not.toContain("我叫小明");
    expect(conversation(request).at(-1)).toBe("我叫什麼名字");
    // The folded messages left the state after the transcript had them, with the summary that replaced them.
    const state = await graph.graph.getState({ configurable: { thread_id: "kitchen" } });
    expect(state.values.summary).toBe(SUMMARY);
    expect((state.values.messages as BaseMessage[]).map((message) => message.content)).not.toContain("我叫小明");
    expect(transcript[0]).toMatchObject({ threadId: "kitchen", summary: SUMMARY });
    expect(transcript[0].messages.map((message) => message.content).slice(0, 2)).toEqual(["我叫小明", "你好小明。"]);
  });

  it("never delays a reply: turns go on while the summary call hangs", async () => {
    server.fallback = (request) => (isSummaryRequest(request) ? { neverRespond: true } : { content: `好的，${lastUserText(request)}。` });
    const graph = new DialogueGraph({
      model: server.model(),
      registry: new ToolRegistry(),
      localIntents: false,
      historyTokens: 60,
      modelFirstTokenTimeoutMs: 1_000,
      modelRetries: 0,
    });

    const streamed = await talk(graph, turns);

    const firstSummary = server.requests.findIndex(isSummaryRequest);
    expect(firstSummary).toBeGreaterThan(0);
    // Turns asked after the summary call began were answered while it hung.
    const later = server.requests
      .slice(firstSummary + 1)
      .filter((request) => !isSummaryRequest(request))
      .map(lastUserText);
    expect(later.length).toBeGreaterThanOrEqual(1);
    expect(streamed.map((events) => (events.at(-1) as { turn: { reply: string } }).turn.reply)).toEqual(
      turns.map((text) => `好的，${text}。`),
    );
    await graph.settle();
  });

  it("folds tool turns with the formatter's text, never the raw data", async () => {
    server.enqueue({ toolCalls: [{ name: "get_weather", arguments: { city: "台北" } }] }, { content: "台北晴天，25 度。" });
    const graph = new DialogueGraph({
      model: server.model(),
      registry: new ToolRegistry([weatherTool]),
      localIntents: false,
      historyTokens: 60,
    });

    await talk(graph, ["台北天氣如何", "謝謝", "晚安", "再見"]);
    await graph.settle();

    const asked = String(server.requests.find(isSummaryRequest)?.messages[1].content);
    expect(asked).toContain("台北晴天，25 度。");
    expect(asked).toContain("get_weather");
    expect(asked).not.toContain("temperature_2m");
  });

  it("a failed summary keeps the thread working and its turns in place", async () => {
    server.fallback = (request) => (isSummaryRequest(request) ? { status: 500 } : { content: `好的，${lastUserText(request)}。` });
    const graph = new DialogueGraph({
      model: server.model(),
      registry: new ToolRegistry(),
      localIntents: false,
      historyTokens: 60,
      modelRetries: 0,
    });

    await talk(graph, turns.slice(0, 5));
    await graph.settle();
    const next = await graph.invoke("還在嗎", { threadId: "kitchen" });

    expect(server.requests.some(isSummaryRequest)).toBe(true);
    expect(next.reply).toBe("好的，還在嗎。");
    const state = await graph.graph.getState({ configurable: { thread_id: "kitchen" } });
    expect(state.values.summary).toBe("");
    expect((state.values.messages as BaseMessage[]).map((message) => message.content)).toContain("我叫小明");
  });

  it("survives a restart with SQLite: a new process reads the summary", async () => {
    const file = join(directory, "threads.sqlite");
    const first = new DialogueGraph({
      model: server.model(),
      registry: new ToolRegistry(),
      localIntents: false,
      historyTokens: 60,
      checkpointer: SqliteSaver.fromConnString(file),
    });
    await talk(first, turns.slice(0, 5));
    await first.settle();

    const second = new DialogueGraph({
      model: server.model(),
      registry: new ToolRegistry(),
      localIntents: false,
      historyTokens: 60,
      checkpointer: SqliteSaver.fromConnString(file),
    });
    await second.invoke("我叫什麼名字", { threadId: "kitchen" });

    const request = server.requests.at(-1)!;
    expect(systemText(request)).toContain(SUMMARY);
    expect(conversation(request)).not.toContain("我叫小明");
  });
});
