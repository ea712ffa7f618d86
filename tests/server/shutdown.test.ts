import type { ScriptedReply } from "../../src/testing";
import { AS_ALICE, AS_BOB, body, readSse, startTestServer, TOKENS } from "./server-test-kit";

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let test: TestServer | undefined;
afterEach(() => test?.close());

const turn = (url: string, text: string) =>
  fetch(`${url}/v1/threads/kitchen/turns`, {
    method: "POST",
    headers: { ...AS_ALICE, "content-type": "application/json" },
    body: JSON.stringify({ text, stream: false }),
  });

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** A model answer held back until `release()`: the turn runs exactly as long as the test needs, on a loaded machine too. */
function heldAnswer(reply: ScriptedReply): { step: () => Promise<ScriptedReply>; release: () => void } {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return { step: async () => (await released, reply), release };
}

describe("graceful shutdown", () => {
  it("lets a running turn end with its reply, then stops listening", async () => {
    test = await startTestServer({ tokens: TOKENS });
    const slow = heldAnswer({ content: "慢慢想好的回答。" });
    test.model.enqueue(slow.step);
    const running = turn(test.url, "想一想");
    await until(() => test!.model.requests.length === 1);

    const closing = test.server.close();
    slow.release();
    const answer = await running;

    expect(answer.status).toBe(200);
    expect((await body(answer)).reply).toBe("慢慢想好的回答。");
    expect(await closing).toEqual({ abortedTurns: 0 });
    await expect(fetch(`${test.url}/healthz`)).rejects.toThrow();
  });

  it("aborts turns still running at the deadline; one that had said nothing tells the user why", async () => {
    test = await startTestServer({ tokens: TOKENS, shutdownTimeoutMs: 100 });
    test.model.enqueue({ content: "這個回答永遠來不及。", neverRespond: true });
    const running = turn(test.url, "想很久");
    await until(() => test!.model.requests.length === 1);

    const closed = await test.server.close();
    const answer = await running;

    expect(closed).toEqual({ abortedTurns: 1 });
    expect(answer.status).toBe(200);
    const record = await body(answer);
    expect(record).toMatchObject({ text: "想很久", reply: "伺服器正在重新啟動，請再說一次。", interrupted: true });
  });
});

describe("shutdown of a streamed chat completion that had said nothing", () => {
  it("streams the fixed sentence before finish_reason stop, never an empty answer", async () => {
    test = await startTestServer({ tokens: TOKENS, shutdownTimeoutMs: 100 });
    test.model.enqueue({ content: "這個回答永遠來不及。", neverRespond: true });
    const running = fetch(`${test.url}/v1/chat/completions`, {
      method: "POST",
      headers: { ...AS_ALICE, "content-type": "application/json" },
      body: JSON.stringify({ model: "dialogue-graph", stream: true, messages: [{ role: "user", content: "想很久" }] }),
    });
    await until(() => test!.model.requests.length === 1);

    await test.server.close();
    const chunks = (await readSse(await running))
      .filter((event) => event.data !== "[DONE]")
      .map((event) => JSON.parse(event.data) as { choices: Array<{ delta: { content?: string }; finish_reason: string | null }> });
    const choices = chunks.flatMap((chunk) => chunk.choices);

    expect(choices.map((choice) => choice.delta.content ?? "").join("")).toBe("伺服器正在重新啟動，請再說一次。");
    expect(choices.at(-1)?.finish_reason).toBe("stop");
  });
});

describe("maxConcurrentTurns", () => {
  it("refuses a turn past the limit with 503 and a message to send it again", async () => {
    test = await startTestServer({ tokens: TOKENS, maxConcurrentTurns: 1 });
    const held = heldAnswer({ content: "第一個。" });
    test.model.enqueue(held.step);
    const first = turn(test.url, "一");
    await until(() => test!.model.requests.length === 1);

    const second = await turn(test.url, "二");
    held.release();

    expect(second.status).toBe(503);
    expect((await body(second)).error).toMatchObject({
      code: "overloaded",
      message: "The server is running 1 turns already; send the turn again in a moment.",
    });
    expect((await body(await first)).reply).toBe("第一個。");
  });
});

describe("one user, no tokens", () => {
  it("listens on 127.0.0.1 and needs no token; tools run with no user", async () => {
    test = await startTestServer();
    test.model.enqueue({ toolCalls: [{ name: "lookup_city", arguments: { city: "高雄" } }] }, { content: "高雄的資料在這。" });

    const answer = await fetch(`${test.url}/v1/threads/kitchen/turns`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text: "高雄", stream: false }),
    });

    expect(test.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await body(answer)).reply).toBe("高雄的資料在這。");
    expect(test.calls).toEqual([{ city: "高雄", userId: undefined }]);
  });

  it("refuses to listen where others can reach it", async () => {
    await expect(startTestServer({ host: "0.0.0.0" })).rejects.toThrow(
      "Without tokens the server serves one user and listens on 127.0.0.1 only, not on 0.0.0.0: set DIALOGUE_GRAPH_TOKENS or --tokens to serve others (or, knowing that anyone who reaches it acts as that user, --allow-unauthenticated-remote).",
    );
  });
});

describe("maxTurnsPerUser", () => {
  it("refuses a user's turn past their limit with 429, while others still get theirs", async () => {
    test = await startTestServer({ tokens: TOKENS, maxTurnsPerUser: 1 });
    const held = heldAnswer({ content: "第一個。" });
    test.model.enqueue(held.step, { content: "Bob 的。" });
    const first = turn(test.url, "一");
    await until(() => test!.model.requests.length === 1);

    const again = await turn(test.url, "二");
    const bob = await fetch(`${test.url}/v1/threads/bob-thread/turns`, {
      method: "POST",
      headers: { ...AS_BOB, "content-type": "application/json" },
      body: JSON.stringify({ text: "嗨", stream: false }),
    });
    held.release();

    expect(again.status).toBe(429);
    expect((await body(again)).error).toMatchObject({
      code: "too_many_turns",
      type: "rate_limit_error",
      message: "You have 1 turns running already; send the next when one has ended.",
    });
    expect((await body(bob)).reply).toBe("Bob 的。");
    expect((await body(await first)).reply).toBe("第一個。");
  });
});
