import type { ModelErrorEvent } from "../../../src/index";
import { calls, chatModel, closedUrl, failureReply, graph, it, overloaded, rateLimited, spoken, streamed } from "./fallback-kit";

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
