import { request } from "node:http";
import { AS_ALICE, startTestServer, TOKENS } from "./server-test-kit";

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let test: TestServer | undefined;
afterEach(() => test?.close());

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: { reply?: string; turns?: unknown[]; error?: { code: string; message: string; type: string } };
}

/** A request as any client may send it, Host header included (fetch does not let a caller set it). */
function send(
  url: string,
  { method = "GET", path, headers = {}, body }: { method?: string; path: string; headers?: Record<string, string>; body?: string },
) {
  const { hostname, port } = new URL(url);
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = request({ hostname, port, method, path, headers }, (response) => {
      let text = "";
      response.on("data", (chunk: Buffer) => (text += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: text ? JSON.parse(text) : {} }));
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

const turnBody = (text: string) => JSON.stringify({ text, stream: false });
const JSON_TYPE = { "content-type": "application/json" };

describe("serve without tokens: a web page cannot drive it", () => {
  it("refuses the probe's request: a foreign Host, a foreign Origin, a text/plain body — and runs nothing", async () => {
    test = await startTestServer();
    const own = new URL(test.url).host;

    const rebound = await send(test.url, {
      method: "POST",
      path: "/v1/threads/kitchen/turns",
      headers: { host: "attacker.example", origin: "http://attacker.example", "content-type": "text/plain" },
      body: turnBody("delete all alarms"),
    });
    const crossSite = await send(test.url, {
      method: "POST",
      path: "/v1/threads/kitchen/turns",
      headers: { host: own, origin: "http://attacker.example", "content-type": "text/plain" },
      body: turnBody("delete all alarms"),
    });
    const plainText = await send(test.url, {
      method: "POST",
      path: "/v1/threads/kitchen/turns",
      headers: { host: own, "content-type": "text/plain" },
      body: turnBody("delete all alarms"),
    });
    const history = await send(test.url, {
      path: "/v1/threads/kitchen/turns",
      headers: { host: `attacker.example:${new URL(test.url).port}` },
    });

    expect(rebound.status).toBe(403);
    expect(rebound.body.error).toMatchObject({
      code: "host_not_allowed",
      type: "permission_error",
      message:
        'This server answers only requests addressed to itself, not to "attacker.example"; if that name is this server\'s, add it to --allowed-hosts.',
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.error).toMatchObject({
      code: "origin_not_allowed",
      message: "Pages from http://attacker.example may not call this server: only its own pages and the origins given with --cors may.",
    });
    expect(plainText.status).toBe(415);
    expect(plainText.body.error).toMatchObject({
      code: "unsupported_media_type",
      message: 'Send the request body as JSON, with "Content-Type: application/json".',
    });
    expect(history.status).toBe(403);
    expect(history.body.error?.code).toBe("host_not_allowed");
    expect(test.model.requests).toHaveLength(0);
  });

  it("answers its own names on its own port, and a page of its own origin (Origin: http://127.0.0.1:PORT)", async () => {
    test = await startTestServer();
    test.model.enqueue({ content: "一。" }, { content: "二。" });
    const { port } = new URL(test.url);

    const fromPage = await send(test.url, {
      method: "POST",
      path: "/v1/threads/kitchen/turns",
      headers: { host: `127.0.0.1:${port}`, origin: `http://127.0.0.1:${port}`, ...JSON_TYPE },
      body: turnBody("一"),
    });
    const byName = await send(test.url, {
      method: "POST",
      path: "/v1/threads/kitchen/turns",
      headers: { host: `localhost:${port}`, "content-type": "application/json; charset=utf-8" },
      body: turnBody("二"),
    });
    const otherPort = await send(test.url, { path: "/v1/models", headers: { host: "127.0.0.1:1" } });
    const otherLocalPage = await send(test.url, {
      path: "/v1/models",
      headers: { host: `localhost:${port}`, origin: "http://localhost:3000" },
    });

    expect([fromPage.status, fromPage.body.reply]).toEqual([200, "一。"]);
    expect([byName.status, byName.body.reply]).toEqual([200, "二。"]);
    expect(otherPort.status).toBe(403);
    expect(otherLocalPage.status).toBe(403);
    expect(otherLocalPage.body.error?.code).toBe("origin_not_allowed");
  });

  it("answers the names given in allowedHosts and pages of the origins given in corsOrigins", async () => {
    test = await startTestServer({ allowedHosts: ["assistant.home.arpa"], corsOrigins: ["https://chat.example.com"] });

    const named = await send(test.url, { path: "/v1/models", headers: { host: "assistant.home.arpa:8443" } });
    const front = await send(test.url, {
      path: "/v1/models",
      headers: { host: "assistant.home.arpa", origin: "https://chat.example.com" },
    });
    const other = await send(test.url, { path: "/v1/models", headers: { host: "elsewhere.example" } });

    expect(named.status).toBe(200);
    expect(front.status).toBe(200);
    expect(front.headers["access-control-allow-origin"]).toBe("https://chat.example.com");
    expect(other.status).toBe(403);
  });

  it("listens on another address only with allowUnauthenticatedRemote, and says where it bound", async () => {
    test = await startTestServer({ host: "0.0.0.0", allowUnauthenticatedRemote: true });
    expect(test.server.address).toBe("0.0.0.0");
    expect(test.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await send(test.url, { path: "/v1/models", headers: { host: "attacker.example" } })).status).toBe(403);
  });
});

describe("serve with tokens", () => {
  it("is reached by any host name (the token decides), but refuses foreign pages and non-JSON bodies", async () => {
    test = await startTestServer({ tokens: TOKENS });
    test.model.enqueue({ content: "好。" });

    const byName = await send(test.url, {
      method: "POST",
      path: "/v1/threads/kitchen/turns",
      headers: { ...AS_ALICE, host: "assistant.example.com", ...JSON_TYPE },
      body: turnBody("嗨"),
    });
    const fromPage = await send(test.url, {
      path: "/v1/models",
      headers: { ...AS_ALICE, host: "assistant.example.com", origin: "https://evil.example.net" },
    });
    const plainText = await send(test.url, {
      method: "POST",
      path: "/v1/chat/completions",
      headers: { ...AS_ALICE, "content-type": "text/plain" },
      body: JSON.stringify({ model: "dialogue-graph", messages: [{ role: "user", content: "嗨" }] }),
    });

    expect([byName.status, byName.body.reply]).toEqual([200, "好。"]);
    expect(fromPage.status).toBe(403);
    expect(fromPage.body.error?.code).toBe("origin_not_allowed");
    expect(plainText.status).toBe(415);
  });
});
