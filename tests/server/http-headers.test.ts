import { get } from "node:http";
import { connect } from "node:net";
import { AS_ALICE, startTestServer, TOKENS } from "./server-test-kit";

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let test: TestServer | undefined;
afterEach(() => test?.close());

describe("X-Request-Id", () => {
  it("names every answer, keeping the client's own id, and the access log carries it", async () => {
    const logged: Array<{ path: string; requestId: string; userId?: string; status: number }> = [];
    test = await startTestServer({ tokens: TOKENS, onRequest: (entry) => logged.push(entry) });

    const fresh = await fetch(`${test.url}/v1/models`, { headers: AS_ALICE });
    const given = await fetch(`${test.url}/v1/models`, { headers: { ...AS_ALICE, "X-Request-Id": "front-end-42" } });

    expect(fresh.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(given.headers.get("x-request-id")).toBe("front-end-42");
    expect(logged.map(({ path, requestId, userId, status }) => ({ path, requestId, userId, status }))).toEqual([
      { path: "/v1/models", requestId: fresh.headers.get("x-request-id"), userId: "alice", status: 200 },
      { path: "/v1/models", requestId: "front-end-42", userId: "alice", status: 200 },
    ]);
  });
});

describe("corsOrigins", () => {
  it("lets a browser front end of a named origin call, and no other", async () => {
    test = await startTestServer({ tokens: TOKENS, corsOrigins: ["https://chat.example.com"] });
    const preflight = (origin: string) =>
      fetch(`${test!.url}/v1/chat/completions`, {
        method: "OPTIONS",
        headers: {
          origin,
          "access-control-request-method": "POST",
          "access-control-request-headers": "authorization,content-type,x-thread-id",
        },
      });

    const allowed = await preflight("https://chat.example.com");
    const other = await preflight("https://evil.example.net");

    expect(allowed.status).toBe(204);
    expect(allowed.headers.get("access-control-allow-origin")).toBe("https://chat.example.com");
    expect(allowed.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("x-thread-id");
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("sends no CORS headers unless asked to", async () => {
    test = await startTestServer({ tokens: TOKENS });
    const response = await fetch(`${test.url}/v1/models`, { headers: { ...AS_ALICE, origin: "https://chat.example.com" } });
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("kept-alive connections", () => {
  it("stay open longer than a load balancer keeps its idle ones (60 s), so the balancer closes them, not the server", async () => {
    test = await startTestServer({ tokens: TOKENS });
    const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
      get(`${test!.url}/healthz`, { headers: { connection: "keep-alive" } }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.headers));
      }).on("error", reject);
    });
    expect(headers["keep-alive"]).toBe("timeout=65");
  });
});

describe("requestTimeoutMs", () => {
  it("cuts a request whose body trickles in past the deadline, even with a valid token", async () => {
    test = await startTestServer({ tokens: TOKENS, requestTimeoutMs: 500 });
    const { hostname, port } = new URL(test.url);
    const socket = connect(Number(port), hostname);
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    const closed = new Promise<number>((resolve) => socket.on("close", () => resolve(performance.now())));
    socket.on("error", () => undefined);
    const started = performance.now();
    socket.write(
      `POST /v1/threads/kitchen/turns HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAuthorization: ${AS_ALICE.authorization}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"te',
    );

    const closedAfterMs = (await closed) - started;

    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(450);
    expect(closedAfterMs).toBeLessThan(5_000);
  });

  it("does not cut the answer: a turn that streams longer than the deadline ends with its reply", async () => {
    test = await startTestServer({ tokens: TOKENS, requestTimeoutMs: 300 });
    test.model.enqueue({ content: "慢慢來的回答。", delayMs: 900 });

    const answer = await fetch(`${test.url}/v1/threads/kitchen/turns`, {
      method: "POST",
      headers: { ...AS_ALICE, "content-type": "application/json" },
      body: JSON.stringify({ text: "慢慢說", stream: false }),
    });

    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { reply: string }).reply).toBe("慢慢來的回答。");
  });
});
