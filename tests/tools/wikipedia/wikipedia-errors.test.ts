import type { ToolContext } from "../../../src/core/tool-context";
import { createWikipediaTool } from "../../../src/tools/wikipedia";
import { FixtureServer, LOADED_MACHINE_DEADLINE_MS, readJsonFixture, type FixtureResponse } from "../../support/fixture-server";

const context: ToolContext = {
  signal: new AbortController().signal,
  now: new Date("2026-03-10T01:00:00Z"),
  timeZone: "Asia/Taipei",
  locale: "zh-TW",
};
const search = { json: readJsonFixture("wikipedia/search-black-hole.json") };

describe("search_wikipedia error paths", () => {
  let server: FixtureServer;
  afterEach(() => server.close());

  // A route that hangs ends only by this deadline; the search before a hung summary must still answer within it.
  async function run(routes: Record<string, FixtureResponse>) {
    server = await FixtureServer.start(routes);
    const tool = createWikipediaTool({ baseUrls: { zh: server.url, en: server.url }, timeoutMs: LOADED_MACHINE_DEADLINE_MS, retries: 0 });
    return tool.execute({ query: "黑洞" }, context);
  }

  it.each([
    ["a slow search", "api_timeout", { "GET /w/api.php": { hang: true } }, "維基百科沒有及時回應，請稍後再試。"],
    [
      "a slow summary",
      "api_timeout",
      { "GET /w/api.php": search, "GET /api/rest_v1/page/summary/黑洞": { hang: true } },
      "維基百科沒有及時回應，請稍後再試。",
    ],
    [
      "a 503 summary",
      "api_error",
      { "GET /w/api.php": search, "GET /api/rest_v1/page/summary/黑洞": { status: 503, body: "Service Temporarily Unavailable" } },
      "維基百科暫時無法使用（錯誤 503）。",
    ],
    ["a 429", "rate_limited", { "GET /w/api.php": { status: 429, body: "Too many requests" } }, "維基百科的查詢次數太多了，請稍後再試。"],
    [
      "malformed JSON",
      "api_error",
      {
        "GET /w/api.php": search,
        "GET /api/rest_v1/page/summary/黑洞": { body: '{"type":"standard","title":', headers: { "content-type": "application/json" } },
      },
      "維基百科回傳了看不懂的資料。",
    ],
    [
      "an unexpected shape",
      "api_error",
      { "GET /w/api.php": { json: { batchcomplete: true, query: { search: "黑洞" } } } },
      "維基百科回傳的資料格式不對。",
    ],
    [
      "an Action API error (HTTP 200)",
      "api_error",
      { "GET /w/api.php": { json: readJsonFixture("wikipedia/action-error.json"), headers: { "mediawiki-api-error": "badvalue" } } },
      "維基百科暫時無法使用，請稍後再試。",
    ],
  ])("%s gives %s, in words the user can hear", async (_label, code, routes, message) => {
    const result = await run(routes as Record<string, FixtureResponse>);
    expect(result.success).toBe(false);
    expect(result.error?.code).toBe(code);
    expect(result.error?.message).toBe(message);
  });

  it("turns an Action API ratelimited error into rate_limited", async () => {
    const result = await run({
      "GET /w/api.php": {
        json: {
          error: { code: "ratelimited", info: "You've exceeded your rate limit. Please wait some time and try again." },
          servedby: "mw1426",
        },
      },
    });
    expect(result.error?.code).toBe("rate_limited");
  });

  it("still lists a disambiguation page's options from the search when its links fail", async () => {
    server = await FixtureServer.start({
      "GET /w/api.php": (request) =>
        request.query.get("prop") === "links" ? { status: 500, body: "" } : { json: readJsonFixture("wikipedia/search-mercury.json") },
      "GET /api/rest_v1/page/summary/Mercury": { json: readJsonFixture("wikipedia/summary-mercury.json") },
    });
    const tool = createWikipediaTool({ baseUrls: { zh: server.url, en: server.url }, retries: 0 });
    const result = await tool.execute({ query: "Mercury" }, { ...context, locale: "en" });
    expect(result.data?.options).toEqual(["Mercury (planet)", "Mercury (element)", "Freddie Mercury"]);
  });
});
