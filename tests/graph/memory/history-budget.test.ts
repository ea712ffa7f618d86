import type { BaseMessage } from "@langchain/core/messages";
import { DialogueGraph, ToolRegistry, estimateTokens, type TranscriptEntry } from "../../../src/index";
import { ScriptedModelServer, type RecordedModelRequest } from "../../../src/testing";

const lastUserText = (request: RecordedModelRequest) =>
  String([...request.messages].reverse().find((message) => message.role === "user")?.content);
const echo = (request: RecordedModelRequest) => ({ content: `收到：${lastUserText(request)}。` });
/** Tokens of the conversation a request carried (everything but the system prompt), as the graph counts them. */
const conversationTokens = (request: RecordedModelRequest) =>
  request.messages
    .filter((message) => message.role !== "system")
    .reduce((sum, message) => sum + 4 + estimateTokens(message.content ?? ""), 0);

let server: ScriptedModelServer;
beforeEach(async () => {
  server = await ScriptedModelServer.start();
  server.fallback = echo;
});
afterEach(() => server.close());

describe("historyTokens", () => {
  it("the model reads only the most recent turns that fit, and the dropped turns leave the state through the transcript", async () => {
    const transcript: TranscriptEntry[] = [];
    const graph = new DialogueGraph({
      model: server.model(),
      registry: new ToolRegistry(),
      localIntents: false,
      historyTokens: 100,
      summarize: false,
      transcript: (entry) => void transcript.push(entry),
    });
    const texts = Array.from({ length: 12 }, (_, index) => `第${index + 1}句話`);

    for (const text of texts) await graph.invoke(text, { threadId: "t" });

    for (const request of server.requests) expect(conversationTokens(request)).toBeLessThanOrEqual(100);
    const last = server.requests
      .at(-1)!
      .messages.filter((message) => message.role !== "system")
      .map((message) => message.content);
    // Whole turns, newest first, ending with the current question.
    const turnsRead = (last.length + 1) / 2;
    expect(turnsRead).toBeGreaterThanOrEqual(3);
    expect(last).toEqual([...texts.slice(-turnsRead, -1).flatMap((text) => [text, `收到：${text}。`]), texts.at(-1)]);
    expect(last).not.toContain("第1句話");
    const state = await graph.graph.getState({ configurable: { thread_id: "t" } });
    const kept = (state.values.messages as BaseMessage[]).map((message) => message.content);
    expect(kept.length).toBeLessThan(2 * texts.length);
    // Every message that left the state went to the transcript first, oldest first, once.
    const handed = transcript.flatMap((entry) => entry.messages.map((message) => message.content));
    expect([...handed, ...kept]).toEqual(texts.flatMap((text) => [text, `收到：${text}。`]));
    expect(transcript.every((entry) => entry.threadId === "t" && entry.summary === undefined)).toBe(true);
  });

  it("a custom countTokens decides the window", async () => {
    const graph = new DialogueGraph({
      model: server.model(),
      registry: new ToolRegistry(),
      localIntents: false,
      historyTokens: 1_000,
      countTokens: () => 400,
      summarize: false,
    });

    await graph.invoke("一", { threadId: "t" });
    await graph.invoke("二", { threadId: "t" });
    await graph.invoke("三", { threadId: "t" });

    // Each message counts 404 (with its overhead): the current question and one earlier message pair do not both fit.
    expect(
      server.requests
        .at(-1)!
        .messages.filter((message) => message.role !== "system")
        .map((message) => message.content),
    ).toEqual(["三"]);
  });

  it("a transcript sink that throws keeps the turns in the thread", async () => {
    const graph = new DialogueGraph({
      model: server.model(),
      registry: new ToolRegistry(),
      localIntents: false,
      historyTokens: 40,
      summarize: false,
      transcript: () => {
        throw new Error("log store is down");
      },
    });

    for (const text of ["第一句", "第二句", "第三句", "第四句"]) await graph.invoke(text, { threadId: "t" });

    const state = await graph.graph.getState({ configurable: { thread_id: "t" } });
    expect((state.values.messages as BaseMessage[]).map((message) => message.content)).toContain("第一句");
    // The model still reads only what fits.
    expect(conversationTokens(server.requests.at(-1)!)).toBeLessThanOrEqual(40);
  });
});
