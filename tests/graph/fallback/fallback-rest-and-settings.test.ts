import type { ChatOpenAI } from "@langchain/openai";
import { DialogueGraph, ToolRegistry, loadSettings } from "../../../src/index";
import type { RecordedModelRequest } from "../../../src/testing";
import { astronauts, calls, chatModel, deadlines, failureReply, graph, it, overloaded, rateLimited } from "./fallback-kit";

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
