import { createExchangeRateTool } from "../../../src/tools/exchange-rate";
import type { ToolContext } from "../../../src/core/tool-context";
import { FixtureServer, readJsonFixture } from "../../support/fixture-server";

const start = new Date("2026-03-10T01:00:00Z");
const at = (minutes: number): ToolContext => ({
  signal: new AbortController().signal,
  now: new Date(start.getTime() + minutes * 60_000),
  timeZone: "Asia/Taipei",
  locale: "zh-TW",
});
const usdToTwd = { from_currency: "USD", to_currency: "TWD", amount: 100 };

describe("rate cache", () => {
  let server: FixtureServer;
  afterEach(() => server.close());

  it("answers a repeated query within the cache time with no HTTP request, for any amount", async () => {
    server = await FixtureServer.start({ "GET /v2/rate/USD/TWD": { json: readJsonFixture("frankfurter/rate-usd-twd.json") } });
    const tool = createExchangeRateTool({ frankfurterBaseUrl: server.url, openErApiBaseUrl: server.url, cacheTtlMs: 60 * 60_000 });
    await tool.execute(usdToTwd, at(0));
    const again = await tool.execute({ ...usdToTwd, amount: 250 }, at(30));
    expect(again.data).toMatchObject({ to_amount: "7905", queried_at: "2026-03-10T01:30:00.000Z" });
    expect(server.requests).toHaveLength(1);
  });

  it("asks again once the cache time has passed", async () => {
    server = await FixtureServer.start({ "GET /v2/rate/USD/TWD": { json: readJsonFixture("frankfurter/rate-usd-twd.json") } });
    const tool = createExchangeRateTool({ frankfurterBaseUrl: server.url, openErApiBaseUrl: server.url, cacheTtlMs: 10 * 60_000 });
    await tool.execute(usdToTwd, at(0));
    await tool.execute(usdToTwd, at(10));
    expect(server.requests).toHaveLength(2);
  });

  it("keeps pairs apart", async () => {
    server = await FixtureServer.start({
      "GET /v2/rate/USD/TWD": { json: readJsonFixture("frankfurter/rate-usd-twd.json") },
      "GET /v2/rate/EUR/CNY": { json: readJsonFixture("frankfurter/rate-eur-cny.json") },
    });
    const tool = createExchangeRateTool({ frankfurterBaseUrl: server.url, openErApiBaseUrl: server.url });
    await tool.execute(usdToTwd, at(0));
    const euro = await tool.execute({ from_currency: "EUR", to_currency: "CNY", amount: 1 }, at(1));
    expect(euro.data?.rate).toBe(7.8912);
    expect(server.requests.map((request) => request.path)).toEqual(["/v2/rate/USD/TWD", "/v2/rate/EUR/CNY"]);
  });

  it("does not keep failures", async () => {
    let healthy = false;
    server = await FixtureServer.start({
      "GET /v2/rate/USD/TWD": () =>
        healthy ? { json: readJsonFixture("frankfurter/rate-usd-twd.json") } : { status: 500, body: "Internal Server Error" },
      "GET /v6/latest/USD": { status: 500, body: "Internal Server Error" },
    });
    const tool = createExchangeRateTool({ frankfurterBaseUrl: server.url, openErApiBaseUrl: server.url, retries: 0 });
    expect((await tool.execute(usdToTwd, at(0))).error?.code).toBe("api_error");
    healthy = true;
    expect((await tool.execute(usdToTwd, at(1))).data?.to_amount).toBe("3162");
  });
});
