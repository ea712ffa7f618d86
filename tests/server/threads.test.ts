import { AS_ALICE, body, AS_BOB, readSse, startTestServer, TOKENS } from "./server-test-kit";

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let test: TestServer;

beforeEach(async () => {
  test = await startTestServer({ tokens: TOKENS });
});
afterEach(() => test.close());

const post = (path: string, body: unknown, headers: Record<string, string> = AS_ALICE) =>
  fetch(`${test.url}${path}`, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(body) });

describe("POST /v1/threads/{threadId}/turns", () => {
  it("streams the turn's DialogueEvents as SSE, the tool run for the token's user", async () => {
    test.model.enqueue(
      { toolCalls: [{ name: "lookup_city", arguments: { city: "台北" } }] },
      { content: "台北大約有兩百五十萬人。還想知道什麼？" },
    );

    const response = await post("/v1/threads/kitchen/turns", { text: "台北有多少人" });
    const events = await readSse(response);

    expect(response.headers.get("content-type")).toContain("text/event-stream");
    expect(events.map((event) => event.event)).toEqual(
      expect.arrayContaining(["turn-start", "tool-call-start", "tool-call-end", "text-delta", "sentence", "turn-end"]),
    );
    expect(events[0]).toEqual({
      event: "turn-start",
      data: JSON.stringify({ type: "turn-start", threadId: "kitchen", text: "台北有多少人", locale: "zh-TW" }),
    });
    const sentences = events.filter((event) => event.event === "sentence").map((event) => JSON.parse(event.data).text);
    expect(sentences).toEqual(["台北大約有兩百五十萬人。", "還想知道什麼？"]);
    const end = JSON.parse(events.at(-1)!.data);
    expect(end.turn).toMatchObject({
      threadId: "kitchen",
      reply: "台北大約有兩百五十萬人。還想知道什麼？",
      toolCalls: [{ name: "lookup_city", args: { city: "台北" } }],
    });
    expect(test.calls).toEqual([{ city: "台北", userId: "alice" }]);
  });

  it("answers the turn's record as JSON with stream: false", async () => {
    test.model.enqueue({ content: "早安！" });
    const response = await post("/v1/threads/kitchen/turns", { text: "早安", stream: false });
    expect(response.status).toBe(200);
    expect(await body(response)).toMatchObject({ threadId: "kitchen", text: "早安", reply: "早安！", toolCalls: [] });
  });

  it("refuses a bad thread id and a missing text with clear messages", async () => {
    const badId = await post("/v1/threads/a%20b/turns", { text: "hi" });
    expect(badId.status).toBe(400);
    expect((await body(badId)).error?.message).toBe(
      'The thread id "a b" is not valid: use 1 to 128 letters, digits, ".", "_", ":", "@" or "-".',
    );
    const noText = await post("/v1/threads/kitchen/turns", { words: "hi" });
    expect(noText.status).toBe(400);
    expect((await body(noText)).error).toMatchObject({
      param: "text",
      message: '"text" must be a non-empty string: the user\'s words for this turn.',
    });
  });
});

describe("GET /v1/threads/{threadId}/turns and DELETE /v1/threads/{threadId}", () => {
  it("lists the thread's recent turns, oldest first, with the tools they called", async () => {
    test.model.enqueue(
      { toolCalls: [{ name: "lookup_city", arguments: { city: "台北" } }] },
      { content: "兩百五十萬人。" },
      { content: "不客氣。" },
    );
    await body(await post("/v1/threads/kitchen/turns", { text: "台北有多少人", stream: false }));
    await body(await post("/v1/threads/kitchen/turns", { text: "謝謝", stream: false }));

    const all = await body(await fetch(`${test.url}/v1/threads/kitchen/turns`, { headers: AS_ALICE }));
    const last = await body(await fetch(`${test.url}/v1/threads/kitchen/turns?limit=1`, { headers: AS_ALICE }));

    expect(all).toEqual({
      thread_id: "kitchen",
      turns: [
        { text: "台北有多少人", reply: "兩百五十萬人。", tools: ["lookup_city"] },
        { text: "謝謝", reply: "不客氣。", tools: [] },
      ],
    });
    expect(last.turns).toEqual([{ text: "謝謝", reply: "不客氣。", tools: [] }]);
  });

  it("forgets a deleted thread: its history is gone and its next turn starts afresh", async () => {
    test.model.enqueue({ content: "記住了。" }, { content: "我不知道你叫什麼。" });
    await body(await post("/v1/threads/kitchen/turns", { text: "我叫小明", stream: false }));

    const deleted = await fetch(`${test.url}/v1/threads/kitchen`, { method: "DELETE", headers: AS_ALICE });
    const history = await fetch(`${test.url}/v1/threads/kitchen/turns`, { headers: AS_ALICE });
    await body(await post("/v1/threads/kitchen/turns", { text: "我叫什麼", stream: false }));

    expect(deleted.status).toBe(204);
    expect(history.status).toBe(404);
    expect(test.model.requests[1]?.messages.filter((message) => message.role === "user").map((message) => message.content)).toEqual([
      "我叫什麼",
    ]);
  });
});

describe("one user's threads are theirs alone", () => {
  it("answers another user's thread id with 404, never its content, and keeps each user's turns apart", async () => {
    test.model.enqueue({ content: "記住了，密碼是 1234。" }, { content: "你還沒告訴我任何密碼。" });
    await body(await post("/v1/threads/secrets/turns", { text: "我的密碼是 1234", stream: false }));

    const peek = await fetch(`${test.url}/v1/threads/secrets/turns`, { headers: AS_BOB });
    const wipe = await fetch(`${test.url}/v1/threads/secrets`, { method: "DELETE", headers: AS_BOB });
    const bobTurn = await body(await post("/v1/threads/secrets/turns", { text: "我的密碼是什麼", stream: false }, AS_BOB));
    const aliceHistory = await body(await fetch(`${test.url}/v1/threads/secrets/turns`, { headers: AS_ALICE }));

    expect(peek.status).toBe(404);
    const peeked = await peek.text();
    expect(peeked).not.toContain("1234");
    expect(JSON.parse(peeked).error).toMatchObject({ code: "not_found", message: 'There is no thread "secrets".' });
    expect(wipe.status).toBe(404);
    // Bob's "secrets" is a thread of his own: the model saw none of Alice's words.
    expect(bobTurn.reply).toBe("你還沒告訴我任何密碼。");
    expect(JSON.stringify(test.model.requests[1]?.messages)).not.toContain("1234");
    expect(aliceHistory.turns).toEqual([{ text: "我的密碼是 1234", reply: "記住了，密碼是 1234。", tools: [] }]);
  });
});

describe("GET /healthz", () => {
  it("answers without a token", async () => {
    const response = await fetch(`${test.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await body(response)).toEqual({ status: "ok", turns: 0 });
  });
});
