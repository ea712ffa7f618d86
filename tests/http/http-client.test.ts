import { createServer } from "node:net";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { createHttpClient, isHttpCancel, isHttpError, USER_AGENT } from "../../src/http/http-client";
import { toToolError } from "../../src/http/to-tool-error";
import { FixtureServer } from "../support/fixture-server";

const SERVICE = { zh: "測試服務", en: "the test service" };

/** A loopback port nothing listens on (fetch refuses the spec's "bad ports", 9 among them). */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** What a failed request threw, as the user hears it (toToolError) and as the client gave it. */
async function failure(request: Promise<unknown>) {
  const error = await request.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  return { error, toolError: toToolError(error, "zh-TW", SERVICE) };
}

describe("createHttpClient", () => {
  let server: FixtureServer;
  beforeEach(async () => {
    server = await FixtureServer.start();
  });
  afterEach(() => server.close());

  it("sends its User-Agent and Accept, and the query as axios writes it", async () => {
    server.route("GET /v1/search", { json: { ok: true } });
    const { data, status } = await createHttpClient().get(`${server.url}/v1/search`, {
      params: { name: "台北 101", fields: "a,b", count: 1, skipped: undefined },
    });
    expect({ data, status }).toEqual({ data: { ok: true }, status: 200 });
    const [request] = server.requests;
    expect(Object.fromEntries(request!.query)).toEqual({ name: "台北 101", fields: "a,b", count: "1" });
    expect(request!.headers["user-agent"]).toBe(USER_AGENT);
    expect(request!.headers.accept).toBe("application/json");
    // fetch says `Accept-Language: *` when asked for none: no language preferred, as with no header.
    expect(request!.headers["accept-language"] ?? "*").toBe("*");
  });

  it("lets a request's own headers replace the client's, whatever their case", async () => {
    server.route("GET /quote", { body: "ok" });
    const http = createHttpClient({ headers: { "User-Agent": "my-app/1" } });
    await http.get(`${server.url}/quote`, { headers: { accept: "*/*", Referer: "https://finance.example/" } });
    expect(server.requests[0]!.headers).toMatchObject({ "user-agent": "my-app/1", accept: "*/*", referer: "https://finance.example/" });
  });

  it("gives a body that is not JSON as its text, a packed body unpacked, and bytes when asked", async () => {
    server.route("GET /text", { body: "not json {" });
    server.route("GET /packed", { body: gzipSync(JSON.stringify({ phase: "滿月" })), headers: { "content-encoding": "gzip" } });
    server.route("GET /brotli", { body: brotliCompressSync("月相"), headers: { "content-encoding": "br" } });
    server.route("GET /bytes", { body: Buffer.from([0xa4, 0xa4]), headers: { "content-type": "text/plain; charset=big5" } });
    const http = createHttpClient();
    expect((await http.get(`${server.url}/text`)).data).toBe("not json {");
    expect((await http.get(`${server.url}/packed`)).data).toEqual({ phase: "滿月" });
    expect((await http.get(`${server.url}/brotli`)).data).toBe("月相");
    const bytes = await http.get<Buffer>(`${server.url}/bytes`, { responseType: "arraybuffer" });
    expect([...bytes.data]).toEqual([0xa4, 0xa4]);
    expect(bytes.headers["content-type"]).toBe("text/plain; charset=big5");
  });

  it("follows a redirect", async () => {
    server.route("GET /old", { status: 301, headers: { location: "/new?x=1" } });
    server.route("GET /new", { json: { moved: true } });
    expect((await createHttpClient().get(`${server.url}/old`)).data).toEqual({ moved: true });
    expect(server.requests.map((request) => `${request.path}${request.query.size ? `?${request.query}` : ""}`)).toEqual([
      "/old",
      "/new?x=1",
    ]);
  });

  it("tries a 5xx once more, and answers with the second try", async () => {
    let calls = 0;
    server.route("GET /busy", () => (calls++ === 0 ? { status: 503, body: "busy" } : { json: { rate: 31.6 } }));
    const { data } = await createHttpClient({ retryDelayMs: 10 }).get(`${server.url}/busy`);
    expect(data).toEqual({ rate: 31.6 });
    expect(server.requests).toHaveLength(2);
  });

  it("never retries a 4xx or a 429, and gives the status and the parsed body", async () => {
    server.route("GET /missing", { status: 404, json: { result: "error", "error-type": "unsupported-code" } });
    server.route("GET /slow-down", { status: 429, body: "too many" });
    const http = createHttpClient({ retryDelayMs: 10 });
    const missing = await failure(http.get(`${server.url}/missing`));
    expect(isHttpError(missing.error) && missing.error.response?.data).toEqual({ result: "error", "error-type": "unsupported-code" });
    expect(missing.toolError).toMatchObject({ code: "api_error", details: { status: 404 } });
    const limited = await failure(http.get(`${server.url}/slow-down`));
    expect(limited.toolError).toMatchObject({ code: "rate_limited", message: "測試服務的查詢次數太多了，請稍後再試。" });
    expect(server.requests).toHaveLength(2);
  });

  it("gives up at its timeout, without a retry", async () => {
    server.route("GET /hang", { hang: true });
    const { toolError } = await failure(createHttpClient({ timeoutMs: 200 }).get(`${server.url}/hang`));
    expect(toolError).toMatchObject({ code: "api_timeout", message: "測試服務沒有及時回應，請稍後再試。" });
    expect(server.requests).toHaveLength(1);
  });

  it("says the service is out of reach when nothing listens, with the socket's code and the URL without its query", async () => {
    const http = createHttpClient({ retryDelayMs: 10 });
    const nowhere = `http://127.0.0.1:${await closedPort()}/v6/latest/USD`;
    const { toolError } = await failure(http.get(nowhere, { params: { key: "secret" } }));
    expect(toolError).toMatchObject({ code: "network_error", message: "連不上測試服務，請檢查網路連線。" });
    expect(toolError.details).toEqual({ url: nowhere, cause: "ECONNREFUSED" });
  });

  it("stops when its signal is aborted", async () => {
    server.route("GET /hang", { hang: true });
    const controller = new AbortController();
    const request = createHttpClient().get(`${server.url}/hang`, { signal: controller.signal });
    while (server.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort();
    const { error, toolError } = await failure(request);
    expect(isHttpCancel(error)).toBe(true);
    expect(toolError).toMatchObject({ code: "ABORTED", message: "測試服務的查詢已取消。" });
  });

  describe("with a proxy in the environment", () => {
    const saved = { HTTP_PROXY: process.env.HTTP_PROXY, NO_PROXY: process.env.NO_PROXY };
    afterEach(() => {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    });

    it("sends the request through the proxy", async () => {
      server.route("GET /v1/forecast", { json: { through: "proxy" } });
      process.env.HTTP_PROXY = server.url;
      const { data } = await createHttpClient().get("http://api.example.invalid/v1/forecast", { params: { days: 3 } });
      expect(data).toEqual({ through: "proxy" });
      expect(server.requests[0]!.headers.host).toBe("api.example.invalid");
      expect(server.requests[0]!.query.get("days")).toBe("3");
    });

    it("asks a host in NO_PROXY directly", async () => {
      server.route("GET /v1/forecast", { json: { through: "direct" } });
      process.env.HTTP_PROXY = `http://127.0.0.1:${await closedPort()}`;
      process.env.NO_PROXY = "127.0.0.1";
      expect((await createHttpClient().get(`${server.url}/v1/forecast`)).data).toEqual({ through: "direct" });
    });
  });
});
