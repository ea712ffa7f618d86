import { get } from "node:http";
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
