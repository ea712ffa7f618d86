import { ChatOpenAI } from "@langchain/openai";
import { z } from "zod";
import {
  DialogueGraph,
  ToolRegistry,
  ToolResult,
  defineTool,
  loadSettings,
  type DialogueEvent,
  type DialogueGraphOptions,
  type ModelErrorEvent,
  type TurnRecord,
} from "../../src/index";
import { ScriptedModelServer, type RecordedModelRequest, type ScriptedReply } from "../../src/testing";

// Short deadlines, so a model that never answers costs each test a second and a half.
const deadlines = { modelFirstTokenTimeoutMs: 1_500, modelTimeoutMs: 10_000 } satisfies DialogueGraphOptions;
const failureReply = "抱歉，語言模型暫時沒有回應，請稍後再試。";
const overloaded: ScriptedReply = { status: 500, errorBody: { error: { message: "upstream overloaded", type: "server_error" } } };
const rateLimited: ScriptedReply = { status: 429, errorBody: { error: { message: "Rate limit reached", type: "requests" } } };

const astronauts = defineTool({
  name: "count_astronauts",
  description: "How many people are in space on a station.",
  parameters: z.object({ station: z.enum(["ISS", "Tiangong"]) }),
  execute: async ({ station }) => ToolResult.ok({ station, people: station === "ISS" ? 7 : 3 }),
  format: (result) => `${(result.data as { station: string }).station} 上有 ${(result.data as { people: number }).people} 人。`,
});

// Each test has two scripted model servers of its own (the main model's, the fallback's), so the
// tests run at the same time.
const it = test.extend<{ main: ScriptedModelServer; backup: ScriptedModelServer }>({
  // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from this pattern.
  main: async ({}, use) => {
    const server = await ScriptedModelServer.start();
    await use(server);
    await server.close();
  },
  // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from this pattern.
  backup: async ({}, use) => {
    const server = await ScriptedModelServer.start();
    await use(server);
    await server.close();
  },
});

/** A real ChatOpenAI client as an application makes one: LangChain's own retries left at their default (6) unless given. */
function chatModel(name: string, url: string, maxRetries?: number): ChatOpenAI {
  return new ChatOpenAI({
    model: name,
    apiKey: "test-key",
    configuration: { baseURL: url },
    ...(maxRetries === undefined ? {} : { maxRetries }),
  });
}

/** An address where nothing listens: a server's, closed. */
async function closedUrl(): Promise<string> {
  const server = await ScriptedModelServer.start();
  await server.close();
  return server.url;
}

function graph(mainUrl: string, backupUrl: string, options: DialogueGraphOptions = {}): DialogueGraph {
  return new DialogueGraph({
    model: chatModel("main-model", mainUrl),
    fallbackModels: [chatModel("backup-model", backupUrl)],
    registry: new ToolRegistry([astronauts]),
    localIntents: false,
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
// Each model call: its purpose, the model that answered (or failed last), its error, and the models that failed before it.
const calls = (turn: TurnRecord) =>
  turn.modelCalls.map((call) => [
    call.purpose,
    call.model,
    call.error?.code,
    (call.failedModels ?? []).map((failed) => `${failed.model}: ${failed.error.code} ${failed.error.status ?? ""}`.trim()),
  ]);

describe.concurrent("a main model that fails before anything was spoken", () => {
  it("refusing connections: the fallback model makes the same tool call and writes the reply", async ({ backup, expect }) => {
    backup.enqueue({ toolCalls: [{ name: "count_astronauts", arguments: { station: "Tiangong" } }] }, { content: "天宮上有三個人。" });
    const { events, turn } = await streamed(graph(await closedUrl(), backup.url), "天宮上有幾個人");

    expect(turn.reply).toBe("天宮上有三個人。");
    expect(spoken(events)).toBe("天宮上有三個人。");
    expect(turn.toolCalls).toEqual([expect.objectContaining({ name: "count_astronauts", args: { station: "Tiangong" } })]);
    // The fallback received the very call: the conversation, with the tools bound.
    expect(backup.requests[0].messages.at(-1)).toMatchObject({ role: "user", content: "天宮上有幾個人" });
    expect(backup.requests[0].tools?.map((tool) => tool.function.name)).toEqual(["count_astronauts"]);
    expect(backup.requests[1].tools?.map((tool) => tool.function.name)).toEqual(["count_astronauts"]);
    // The main model rests after its failure (fallbackCooldownMs): the turn's second call goes to the fallback first.
    expect(calls(turn)).toEqual([
      ["intent", "backup-model", undefined, ["main-model: connection_error"]],
      ["reply", "backup-model", undefined, []],
    ]);
  });

  it("answering 500: no retry by the main model's own client, and the log hook names the model gone to next", async ({
    main,
    backup,
    expect,
  }) => {
    main.enqueue(overloaded);
    backup.enqueue({ content: "我在，請說。" });
    const logged: ModelErrorEvent[] = [];
    const turn = await graph(main.url, backup.url, { onModelError: (event) => logged.push(event) }).invoke("你好");

    expect(turn.reply).toBe("我在，請說。");
    expect(main.requests).toHaveLength(1);
    expect(calls(turn)).toEqual([["reply", "backup-model", undefined, ["main-model: http_error 500"]]]);
    expect(logged).toEqual([
      expect.objectContaining({ purpose: "intent", attempt: 1, willRetry: true, model: "main-model", nextModel: "backup-model" }),
    ]);
  });

  it("answering 429: the fallback answers at once", async ({ main, backup, expect }) => {
    main.enqueue(rateLimited);
    backup.enqueue({ content: "我在，請說。" });
    const turn = await graph(main.url, backup.url).invoke("你好");

    expect(turn.reply).toBe("我在，請說。");
    expect(main.requests).toHaveLength(1);
    expect(calls(turn)).toEqual([["reply", "backup-model", undefined, ["main-model: http_error 429"]]]);
  });

  it("missing its first-token deadline: the fallback answers, with the time left of the call", async ({ main, backup, expect }) => {
    main.enqueue({ neverRespond: true });
    backup.enqueue({ content: "我在，請說。" });
    const turn = await graph(main.url, backup.url).invoke("你好");

    expect(turn.reply).toBe("我在，請說。");
    expect(calls(turn)).toEqual([["reply", "backup-model", undefined, ["main-model: first_token_timeout"]]]);
    expect(turn.modelCalls[0].failedModels?.[0].durationMs).toBeGreaterThanOrEqual(1_400);
  });

  it("in prompted mode: the fallback is asked for the tool and then its parameters", async ({ backup, expect }) => {
    backup.enqueue({ content: '{"tool": "count_astronauts"}' }, { content: '{"station": "ISS"}' }, { content: "國際太空站上有七個人。" });
    const turn = await graph(await closedUrl(), backup.url, { toolCalling: "prompted" }).invoke("太空站上有幾個人");

    expect(turn.reply).toBe("國際太空站上有七個人。");
    expect(turn.toolCalls).toEqual([expect.objectContaining({ name: "count_astronauts", args: { station: "ISS" } })]);
    expect(backup.requests[1].messages.at(-1)?.content).toContain("count_astronauts");
    expect(calls(turn).map(([purpose, model]) => [purpose, model])).toEqual([
      ["intent", "backup-model"],
      ["parameters", "backup-model"],
      ["reply", "backup-model"],
    ]);
  });

  it("the repair request: the fallback gets the tool alone, forced, and the validation message", async ({ backup, expect }) => {
    backup.enqueue(
      { toolCalls: [{ name: "count_astronauts", arguments: { station: "Mars" } }] },
      { toolCalls: [{ name: "count_astronauts", arguments: { station: "ISS" } }] },
      { content: "國際太空站上有七個人。" },
    );
    const turn = await graph(await closedUrl(), backup.url, { fallbackCooldownMs: 0 }).invoke("太空站上有幾個人");

    expect(turn.reply).toBe("國際太空站上有七個人。");
    expect(turn.toolCalls).toEqual([expect.objectContaining({ name: "count_astronauts", args: { station: "ISS" } })]);
    expect(backup.requests[1].tool_choice).toEqual({ type: "function", function: { name: "count_astronauts" } });
    expect(backup.requests[1].tools?.map((tool) => tool.function.name)).toEqual(["count_astronauts"]);
    expect(calls(turn).map(([purpose, model, , failed]) => [purpose, model, failed])).toEqual([
      ["intent", "backup-model", ["main-model: connection_error"]],
      ["repair", "backup-model", ["main-model: connection_error"]],
      ["reply", "backup-model", ["main-model: connection_error"]],
    ]);
  });

  it("when the main model answers, no fallback is asked", async ({ main, backup, expect }) => {
    main.enqueue({ content: "我在，請說。" });
    const turn = await graph(main.url, backup.url).invoke("你好");

    expect(turn.reply).toBe("我在，請說。");
    expect(backup.requests).toHaveLength(0);
    expect(calls(turn)).toEqual([["reply", "main-model", undefined, []]]);
  });
});

describe.concurrent("the running summary", () => {
  it("is written by the fallback model when the main model fails it, and the next turn reads it", async ({ main, backup, expect }) => {
    const isSummary = (request: RecordedModelRequest) => String(request.messages[0]?.content).startsWith("把對話濃縮成");
    main.fallback = (request) => (isSummary(request) ? overloaded : { content: "好的。" });
    backup.fallback = { content: "使用者叫小明，喜歡烏龍茶。" };
    const assistant = graph(main.url, backup.url, { historyTokens: 60, fallbackCooldownMs: 0 });

    for (const text of ["我叫小明", "我喜歡烏龍茶", "今天星期幾", "講個笑話", "再一個"])
      await assistant.invoke(text, { threadId: "kitchen" });
    await assistant.settle();
    await assistant.invoke("我叫什麼", { threadId: "kitchen" });

    expect(backup.requests.filter(isSummary).length).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(main.requests.at(-1)?.messages)).toContain("使用者叫小明，喜歡烏龍茶。");
  });
});

describe.concurrent("a main model that failed rests (fallbackCooldownMs)", () => {
  it("the next turns go to the fallback first, not waiting on it again; after the rest it is first again", async ({
    main,
    backup,
    expect,
  }) => {
    main.enqueue({ neverRespond: true }, { content: "主模型回來了。" });
    backup.fallback = { content: "備用模型在。" };
    const assistant = graph(main.url, backup.url, { fallbackCooldownMs: 2_500 });

    const first = await assistant.invoke("你好");
    const started = performance.now();
    const second = await assistant.invoke("還在嗎");
    const quick = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 2_600 - quick));
    const third = await assistant.invoke("現在呢");

    expect([first.reply, second.reply, third.reply]).toEqual(["備用模型在。", "備用模型在。", "主模型回來了。"]);
    expect(quick).toBeLessThan(1_500);
    expect(calls(second)).toEqual([["reply", "backup-model", undefined, []]]);
    expect(calls(third)).toEqual([["reply", "main-model", undefined, []]]);
    expect(main.requests).toHaveLength(2);
  });

  it("with fallbackCooldownMs: 0, every call starts with the main model", async ({ main, backup, expect }) => {
    main.enqueue(overloaded, overloaded);
    backup.fallback = { content: "備用模型在。" };
    const assistant = graph(main.url, backup.url, { fallbackCooldownMs: 0 });

    await assistant.invoke("你好");
    const second = await assistant.invoke("還在嗎");

    expect(calls(second)).toEqual([["reply", "backup-model", undefined, ["main-model: http_error 500"]]]);
    expect(main.requests).toHaveLength(2);
  });
});

describe.concurrent("when no model answers", () => {
  it("the turn says the failure sentence; the record keeps every model's error, the last one retried", async ({ main, backup, expect }) => {
    main.enqueue(overloaded);
    backup.enqueue(overloaded, overloaded);
    // The last model's own client may retry as it is set to (here: not), then `modelRetries` applies.
    const fallbackModels = [chatModel("backup-model", backup.url, 0)];
    const { events, turn } = await streamed(graph(main.url, backup.url, { modelRetries: 1, fallbackModels }), "你好");

    expect(turn.reply).toBe(failureReply);
    expect(spoken(events)).toBe(failureReply);
    expect(calls(turn)).toEqual([["intent", "backup-model", "http_error", ["main-model: http_error 500"]]]);
    expect(turn.modelCalls[0].attempts).toBe(2);
    expect([main.requests.length, backup.requests.length]).toEqual([1, 2]);
  });

  it("after part of the reply was spoken, the call is not sent to the fallback", async ({ main, backup, expect }) => {
    main.enqueue({ content: "國際太空站上有七個人。天宮上有三", stallAfterChunks: 6 });
    const { events, turn } = await streamed(graph(main.url, backup.url), "太空站上有幾個人");

    expect(turn.reply).toBe("國際太空站上有七個人。天宮上有\n抱歉，語言模型太久沒有回應，請再說一次。");
    expect(spoken(events)).toBe(turn.reply);
    expect(backup.requests).toHaveLength(0);
    expect(calls(turn)).toEqual([["intent", "main-model", "stalled", []]]);
  });
});

describe.concurrent("fallback models from the settings", () => {
  it("OPENAI_FALLBACK_MODELS names models on the same server, tried in order", async ({ main, expect }) => {
    main.enqueue(overloaded, rateLimited, { content: "我在，請說。" });
    const env = { OPENAI_BASE_URL: main.url, OPENAI_MODEL: "main-model", OPENAI_FALLBACK_MODELS: "second-model, third-model" };
    const settings = loadSettings({ env, envFile: false });
    const turn = await new DialogueGraph({ settings, registry: new ToolRegistry([astronauts]), localIntents: false, ...deadlines }).invoke(
      "你好",
    );

    expect(turn.reply).toBe("我在，請說。");
    expect(main.requests.map((request) => request.model)).toEqual(["main-model", "second-model", "third-model"]);
    expect(calls(turn)).toEqual([["reply", "third-model", undefined, ["main-model: http_error 500", "second-model: http_error 429"]]]);
  });

  it("a model of the application's own takes none of them", async ({ main, expect }) => {
    main.enqueue({ status: 401, errorBody: { error: { message: "Incorrect API key provided", type: "invalid_request_error" } } });
    const settings = loadSettings({ env: { OPENAI_BASE_URL: main.url, OPENAI_FALLBACK_MODELS: "second-model" }, envFile: false });
    const model = chatModel("main-model", main.url);
    const turn = await new DialogueGraph({ settings, model, registry: new ToolRegistry(), localIntents: false, modelRetries: 0 }).invoke(
      "你好",
    );

    expect(turn.reply).toBe(failureReply);
    expect(main.requests.map((request) => request.model)).toEqual(["main-model"]);
  });

  it("fallbackModels with no model to stand in for, or not an array, are refused when the graph is built", ({ backup, expect }) => {
    expect(() => new DialogueGraph({ model: null, fallbackModels: [chatModel("backup-model", backup.url)] })).toThrow(
      /fallbackModels need a model/,
    );
    const one = chatModel("backup-model", backup.url) as unknown as ChatOpenAI[];
    expect(() => new DialogueGraph({ model: chatModel("main-model", backup.url), fallbackModels: one })).toThrow(/must be an array/);
  });
});
