import OpenAI from "openai";
import { AS_ALICE, startTestServer, TOKENS } from "./server-test-kit";

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let test: TestServer;
let client: OpenAI;

beforeEach(async () => {
  test = await startTestServer({ tokens: TOKENS });
  client = new OpenAI({ baseURL: `${test.url}/v1`, apiKey: "alice-token-0123456789", maxRetries: 0 });
});
afterEach(() => test.close());

describe("GET /v1/models (the openai client)", () => {
  it("lists the assistant as one model", async () => {
    const models = [];
    for await (const model of client.models.list()) models.push(model.id);
    expect(models).toEqual(["dialogue-graph"]);
  });
});

describe("POST /v1/chat/completions (the openai client)", () => {
  it("answers the last user message, running the tool on the server for the token's user", async () => {
    test.model.enqueue(
      { toolCalls: [{ name: "lookup_city", arguments: { city: "台北" } }] },
      { content: "台北大約有兩百五十萬人。", usage: { prompt_tokens: 30, completion_tokens: 12 } },
    );

    const completion = await client.chat.completions.create({
      model: "dialogue-graph",
      messages: [
        { role: "system", content: "你是助理。" },
        { role: "user", content: "台北有多少人" },
      ],
    });

    expect(completion.choices[0]?.message).toMatchObject({ role: "assistant", content: "台北大約有兩百五十萬人。" });
    expect(completion.choices[0]?.finish_reason).toBe("stop");
    expect(completion.object).toBe("chat.completion");
    expect(completion.usage?.completion_tokens).toBeGreaterThanOrEqual(12);
    expect(test.calls).toEqual([{ city: "台北", userId: "alice" }]);
    // The model saw the turn's text once, as the graph's own conversation; the tools are the server's.
    expect(test.model.requests[0]?.tools?.map((tool) => tool.function.name)).toEqual(["lookup_city"]);
  });

  it("streams the reply as chat.completion.chunk deltas, with usage when asked", async () => {
    test.model.enqueue({ content: "你好！今天想聊什麼？" });

    const stream = await client.chat.completions.create({
      model: "dialogue-graph",
      messages: [{ role: "user", content: "你好" }],
      stream: true,
      stream_options: { include_usage: true },
    });
    const pieces: string[] = [];
    const finishes: Array<string | null> = [];
    let usage: OpenAI.CompletionUsage | undefined | null;
    for await (const chunk of stream) {
      pieces.push(chunk.choices[0]?.delta.content ?? "");
      if (chunk.choices[0]) finishes.push(chunk.choices[0].finish_reason);
      if (chunk.usage) usage = chunk.usage;
    }

    expect(pieces.join("")).toBe("你好！今天想聊什麼？");
    expect(finishes.at(-1)).toBe("stop");
    expect(usage?.total_tokens).toBeGreaterThan(0);
  });

  it("keeps the conversation on the thread named by X-Thread-Id", async () => {
    test.model.enqueue({ content: "記住了，你叫小明。" }, { content: "你叫小明。" });
    const headers = { "X-Thread-Id": "kitchen" };

    await client.chat.completions.create({ model: "dialogue-graph", messages: [{ role: "user", content: "我叫小明" }] }, { headers });
    const second = await client.chat.completions.create(
      { model: "dialogue-graph", messages: [{ role: "user", content: "我叫什麼名字" }] },
      { headers },
    );

    expect(second.choices[0]?.message.content).toBe("你叫小明。");
    const seen = test.model.requests[1]?.messages.map((message) => message.content);
    expect(seen).toEqual(expect.arrayContaining(["我叫小明", "記住了，你叫小明。", "我叫什麼名字"]));
  });

  it("without X-Thread-Id, keeps one thread per conversation as the front end resends it", async () => {
    test.model.enqueue({ content: "好，記下了。" }, { content: "你說你叫阿華。" }, { content: "這是新對話。" });
    const opening = [
      { role: "system" as const, content: "你是助理。" },
      { role: "user" as const, content: "我叫阿華" },
    ];

    const first = await client.chat.completions.create({ model: "dialogue-graph", messages: opening }).withResponse();
    await client.chat.completions.create({
      model: "dialogue-graph",
      messages: [...opening, { role: "assistant", content: "好，記下了。" }, { role: "user", content: "我叫什麼" }],
    });
    await client.chat.completions.create({ model: "dialogue-graph", messages: [{ role: "user", content: "另一段對話" }] });

    expect(first.response.headers.get("x-thread-id")).toMatch(/^chat-[0-9a-f]{24}$/);
    // The second request continued the first thread (the model saw its history once, not twice)…
    expect(test.model.requests[1]?.messages.filter((message) => message.role === "user").map((message) => message.content)).toEqual([
      "我叫阿華",
      "我叫什麼",
    ]);
    // …and a new conversation started a thread of its own.
    expect(test.model.requests[2]?.messages.filter((message) => message.role === "user").map((message) => message.content)).toEqual([
      "另一段對話",
    ]);
  });

  it("reads text parts of a message", async () => {
    test.model.enqueue({ content: "收到。" });
    await client.chat.completions.create({
      model: "dialogue-graph",
      messages: [{ role: "user", content: [{ type: "text", text: "幫我看一下" }] }],
    });
    expect(test.model.requests[0]?.messages.at(-1)?.content).toBe("幫我看一下");
  });
});

describe("chat completion errors (the openai client)", () => {
  it("names an unknown model and the one to use", async () => {
    await expect(client.chat.completions.create({ model: "gpt-4o", messages: [{ role: "user", content: "hi" }] })).rejects.toMatchObject({
      status: 404,
      code: "model_not_found",
      message: expect.stringContaining('use "dialogue-graph"'),
    });
  });

  it("refuses a conversation with no user message, and a text past the limit", async () => {
    await expect(
      client.chat.completions.create({ model: "dialogue-graph", messages: [{ role: "system", content: "你是助理。" }] }),
    ).rejects.toMatchObject({
      status: 400,
      param: "messages",
      message: expect.stringContaining("no user message"),
    });
    await expect(
      client.chat.completions.create({ model: "dialogue-graph", messages: [{ role: "user", content: "字".repeat(4001) }] }),
    ).rejects.toMatchObject({
      status: 400,
      code: "text_too_long",
      message: expect.stringContaining("The text is 4001 characters long; a turn takes at most 4000."),
    });
    expect(test.model.requests).toHaveLength(0);
  });

  it("refuses a missing or unknown token with 401", async () => {
    const stranger = new OpenAI({ baseURL: `${test.url}/v1`, apiKey: "not-a-token", maxRetries: 0 });
    await expect(
      stranger.chat.completions.create({ model: "dialogue-graph", messages: [{ role: "user", content: "hi" }] }),
    ).rejects.toMatchObject({
      status: 401,
      message: expect.stringContaining("not known"),
    });
    const response = await fetch(`${test.url}/v1/models`);
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toContain("Bearer");
    expect(await response.json()).toEqual({
      error: {
        message: 'Send your token as "Authorization: Bearer <token>".',
        type: "authentication_error",
        code: "unauthorized",
        param: null,
      },
    });
  });

  it("answers broken JSON and an oversized body with JSON errors", async () => {
    const broken = await fetch(`${test.url}/v1/chat/completions`, {
      method: "POST",
      headers: { ...AS_ALICE, "content-type": "application/json" },
      body: "{ not json",
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ error: { code: "invalid_json", message: "The request body is not valid JSON." } });

    const huge = JSON.stringify({ model: "dialogue-graph", messages: [{ role: "user", content: "x".repeat(1024 * 1024) }] });
    const tooLarge = await fetch(`${test.url}/v1/chat/completions`, {
      method: "POST",
      headers: { ...AS_ALICE, "content-type": "application/json" },
      body: huge,
    });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({
      error: { code: "body_too_large", message: "The request body is larger than 1048576 bytes." },
    });
  });
});
