import { z } from "zod";
import {
  DialogueGraph,
  ToolRegistry,
  ToolResult,
  defineTool,
  loadSettings,
  type DialogueEvent,
  type DialogueGraphOptions,
  type TurnRecord,
} from "../../src/index";
import { type ScriptedModelServer, type ScriptStep } from "../../src/testing";
import { testWithModelServer } from "../support/model-server-test";

// Short deadlines, so a model that never answers ends each test in seconds; long enough that an
// answering step is never cut on a busy machine. Retries only where a test is about them.
const deadlines = { modelFirstTokenTimeoutMs: 1_500, modelTimeoutMs: 10_000, modelRetries: 0 } satisfies DialogueGraphOptions;
const timeoutReply = "抱歉，語言模型太久沒有回應，請再說一次。";
const hang: ScriptStep = { neverRespond: true };
const now = () => new Date("2026-03-10T01:00:00Z");

const astronauts = defineTool({
  name: "count_astronauts",
  description: "How many people are in space on a station.",
  parameters: z.object({ station: z.enum(["ISS", "Tiangong"]) }),
  execute: async ({ station }) => ToolResult.ok({ station, people: station === "ISS" ? 7 : 3 }),
  format: (result) => `${(result.data as { station: string }).station} 上有 ${(result.data as { people: number }).people} 人。`,
});

const it = testWithModelServer;

function graph(server: ScriptedModelServer, options: DialogueGraphOptions = {}) {
  return new DialogueGraph({
    model: server.model(),
    registry: new ToolRegistry([astronauts]),
    localIntents: false,
    now,
    ...deadlines,
    ...options,
  });
}

async function streamed(assistant: DialogueGraph, text: string): Promise<{ events: DialogueEvent[]; turn: TurnRecord }> {
  const events: DialogueEvent[] = [];
  for await (const event of assistant.stream(text, { threadId: "t1" })) events.push(event);
  const end = events.find((event) => event.type === "turn-end");
  if (end?.type !== "turn-end") throw new Error("no turn-end");
  return { events, turn: end.turn };
}

const spoken = (events: DialogueEvent[]) => events.flatMap((event) => (event.type === "text-delta" ? [event.text] : [])).join("");
const errors = (turn: TurnRecord) => turn.modelCalls.map((call) => [call.purpose, call.error?.code, call.attempts ?? 1]);

describe.concurrent("a model that never sends headers", () => {
  it("is cut at the first-token deadline, tried once more, and the turn says it took too long", async ({ server, expect }) => {
    server.enqueue(hang, hang);
    const { events, turn } = await streamed(graph(server, { modelRetries: 1 }), "太空站上有幾個人");

    expect(turn.reply).toBe(timeoutReply);
    expect(spoken(events)).toBe(timeoutReply);
    expect(errors(turn)).toEqual([["intent", "first_token_timeout", 2]]);
    expect(server.requests).toHaveLength(2);
  });

  it("the default model from the settings (whose own timeout is a minute) is cut too", async ({ server, expect }) => {
    server.enqueue(hang);
    const settings = loadSettings({ env: { OPENAI_BASE_URL: server.url, OPENAI_API_KEY: "test-key" }, envFile: false });
    const turn = await new DialogueGraph({ settings, registry: new ToolRegistry([astronauts]), localIntents: false, ...deadlines }).invoke(
      "你好",
    );

    expect(turn.reply).toBe(timeoutReply);
    expect(errors(turn)).toEqual([["intent", "first_token_timeout", 1]]);
  });

  it("answers in English for an English turn", async ({ server, expect }) => {
    server.enqueue(hang);
    const turn = await graph(server).invoke("how many people are on the ISS");
    expect(turn.reply).toBe("Sorry, the language model took too long to answer. Please say that again.");
  });

  it("with modelRetries: 0, is not tried again", async ({ server, expect }) => {
    server.enqueue(hang, { content: "不該被問到。" });
    const turn = await graph(server).invoke("你好");
    expect(turn.reply).toBe(timeoutReply);
    expect(server.requests).toHaveLength(1);
  });
});

describe.concurrent("a model that stalls", () => {
  it("before anything was spoken: the retry answers", async ({ server, expect }) => {
    server.enqueue({ content: "不會說完的答案。", stallAfterChunks: 1 }, { content: "你好，我在。" });
    const { events, turn } = await streamed(graph(server, { modelRetries: 1 }), "你好");

    expect(turn.reply).toBe("你好，我在。");
    expect(spoken(events)).toBe("你好，我在。");
    expect(errors(turn)).toEqual([["reply", undefined, 2]]);
  });

  it("after part of the reply was spoken: no retry; the turn keeps what was said and adds the sentence", async ({ server, expect }) => {
    server.enqueue(
      { toolCalls: [{ name: "count_astronauts", arguments: { station: "ISS" } }] },
      { content: "國際太空站上有七個人。天宮上有三", stallAfterChunks: 6 },
    );
    const { events, turn } = await streamed(graph(server, { modelRetries: 1 }), "太空站上有幾個人");

    // The role chunk and five pieces of three characters arrived before the stall.
    expect(turn.reply).toBe(`國際太空站上有七個人。天宮上有\n${timeoutReply}`);
    expect(spoken(events)).toBe(turn.reply);
    expect(events.flatMap((event) => (event.type === "sentence" ? [event.text] : []))).toEqual([
      "國際太空站上有七個人。",
      "天宮上有",
      timeoutReply,
    ]);
    // With tools bound, the answer after a tool comes from the intent call.
    expect(errors(turn)).toEqual([
      ["intent", undefined, 1],
      ["intent", "stalled", 1],
    ]);
    expect(server.requests).toHaveLength(2);
  });

  it("after part of the reply node's answer was spoken: what was said is not said again", async ({ server, expect }) => {
    // maxToolRounds 1: after the tool round the reply node writes the answer, with no tools bound.
    server.enqueue(
      { toolCalls: [{ name: "count_astronauts", arguments: { station: "ISS" } }] },
      { content: "國際太空站上有七個人。天宮上有三", stallAfterChunks: 6 },
    );
    const { events, turn } = await streamed(graph(server, { modelRetries: 1, maxToolRounds: 1 }), "太空站上有幾個人");

    expect(turn.reply).toBe(`國際太空站上有七個人。天宮上有\n${timeoutReply}`);
    expect(spoken(events)).toBe(turn.reply);
    expect(errors(turn)).toEqual([
      ["intent", undefined, 1],
      ["reply", "stalled", 1],
    ]);
  });

  it("a reply that trickles on past the whole call's deadline ends with the sentence", async ({ server, expect }) => {
    server.chunkDelayMs = 100;
    server.enqueue({ content: "一二三。".repeat(100) });
    const turn = await graph(server, { modelTimeoutMs: 1_000 }).invoke("說個長故事");

    expect(turn.reply.endsWith(timeoutReply)).toBe(true);
    expect(errors(turn)).toEqual([["intent", "timeout", 1]]);
  });
});

describe.concurrent("every kind of model call has the deadline", () => {
  it("the repair call (native)", async ({ server, expect }) => {
    server.enqueue({ toolCalls: [{ name: "count_astronauts", arguments: { station: "Mir" } }] }, hang);
    const turn = await graph(server).invoke("和平號上有幾個人");

    expect(turn.reply).toBe(timeoutReply);
    expect(errors(turn)).toEqual([
      ["intent", undefined, 1],
      ["repair", "first_token_timeout", 1],
    ]);
    expect(server.requests).toHaveLength(2);
  });

  it("the answer after a tool (the intent call, tools bound)", async ({ server, expect }) => {
    server.enqueue({ toolCalls: [{ name: "count_astronauts", arguments: { station: "ISS" } }] }, hang);
    const turn = await graph(server).invoke("太空站上有幾個人");

    expect(turn.reply).toBe(timeoutReply);
    expect(turn.toolCalls[0]).toMatchObject({ name: "count_astronauts", result: { success: true } });
    expect(errors(turn)).toEqual([
      ["intent", undefined, 1],
      ["intent", "first_token_timeout", 1],
    ]);
  });

  it("the reply node's call (after the last allowed tool round)", async ({ server, expect }) => {
    server.enqueue({ toolCalls: [{ name: "count_astronauts", arguments: { station: "ISS" } }] }, hang);
    const turn = await graph(server, { maxToolRounds: 1 }).invoke("太空站上有幾個人");

    expect(turn.reply).toBe(timeoutReply);
    expect(errors(turn)).toEqual([
      ["intent", undefined, 1],
      ["reply", "first_token_timeout", 1],
    ]);
  });

  it("prompted mode: the intent call", async ({ server, expect }) => {
    server.enqueue(hang);
    const turn = await graph(server, { toolCalling: "prompted" }).invoke("太空站上有幾個人");

    expect(turn.reply).toBe(timeoutReply);
    expect(errors(turn)).toEqual([["intent", "first_token_timeout", 1]]);
  });

  it("prompted mode: the parameters call ends the turn instead of waiting on the model again", async ({ server, expect }) => {
    server.enqueue({ content: '{"tool": "count_astronauts"}' }, hang);
    const turn = await graph(server, { toolCalling: "prompted" }).invoke("太空站上有幾個人");

    expect(turn.reply).toBe(timeoutReply);
    expect(errors(turn)).toEqual([
      ["intent", undefined, 1],
      ["parameters", "first_token_timeout", 1],
    ]);
    expect(server.requests).toHaveLength(2);
  });

  it("prompted mode: the repair call", async ({ server, expect }) => {
    server.enqueue({ content: '{"tool": "count_astronauts"}' }, { content: '{"station": "Mir"}' }, hang);
    const turn = await graph(server, { toolCalling: "prompted" }).invoke("和平號上有幾個人");

    expect(turn.reply).toBe(timeoutReply);
    expect(errors(turn)).toEqual([
      ["intent", undefined, 1],
      ["parameters", undefined, 1],
      ["repair", "first_token_timeout", 1],
    ]);
  });
});

describe("model deadline options", () => {
  it("refuse values that are not a positive time or a whole number of retries", ({ server, expect }) => {
    expect(() => graph(server, { modelFirstTokenTimeoutMs: 0 })).toThrow(/modelFirstTokenTimeoutMs must be/);
    expect(() => graph(server, { modelTimeoutMs: Number.NaN })).toThrow(/modelTimeoutMs must be/);
    expect(() => graph(server, { modelRetries: 1.5 })).toThrow(/modelRetries must be/);
  });
});
