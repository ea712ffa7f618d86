import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { createExchangeRateTool } from "../../../src/tools/exchange-rate";
import type { ToolContext } from "../../../src/core/tool-context";
import { FixtureServer, LOADED_MACHINE_DEADLINE_MS, readJsonFixture, type FixtureHandler } from "../../support/fixture-server";

const context: ToolContext = {
  signal: new AbortController().signal,
  now: new Date("2026-03-10T01:00:00Z"),
  timeZone: "Asia/Taipei",
  locale: "zh-TW",
};
const frankfurterNotFound = { status: 404, json: readJsonFixture("frankfurter/not-found.json") };
const frankfurterInvalid = { status: 422, json: readJsonFixture("frankfurter/invalid-currency.json") };
const openErLatest = { json: readJsonFixture("open-er-api/latest-usd.json") };
const openErUnsupported = { status: 404, json: readJsonFixture("open-er-api/unsupported-code.json") };

describe("rate sources", () => {
  let frankfurter: FixtureServer;
  let openEr: FixtureServer;

  async function start(frankfurterRoute: FixtureHandler, openErRoute: FixtureHandler) {
    frankfurter = await FixtureServer.start({ "GET *": frankfurterRoute });
    openEr = await FixtureServer.start({ "GET *": openErRoute });
    // A source that hangs (`hang`) ends only by this deadline; the other must still answer within it.
    return createExchangeRateTool({
      frankfurterBaseUrl: frankfurter.url,
      openErApiBaseUrl: openEr.url,
      timeoutMs: LOADED_MACHINE_DEADLINE_MS,
      retries: 0,
    });
  }
  afterEach(async () => {
    await frankfurter.close();
    await openEr.close();
  });

  describe("fallback to open.er-api", () => {
    it("answers from ExchangeRate-API when Frankfurter lacks the pair (404)", async () => {
      const tool = await start(frankfurterNotFound, openErLatest);
      const result = await tool.execute({ from_currency: "USD", to_currency: "TWD", amount: 100 }, context);
      expect(result.data).toMatchObject({ to_amount: "3158", rate: 31.58, rate_date: "2026-03-09", source: "ExchangeRate-API" });
      expect(openEr.requests.map((request) => request.path)).toEqual(["/v6/latest/USD"]);
      expect(tool.format(result, context)).toContain("資料來源 ExchangeRate-API");
    });

    it.each([
      ["a timeout", { hang: true }],
      ["a 503", { status: 503, body: "Service Unavailable" }],
      ["a 429", { status: 429, json: { message: "rate limited" } }],
      ["malformed JSON", { body: '{"date":"2026-03-09","rate":' }],
      ["an unexpected shape", { json: [{ date: "2026-03-09", base: "USD", quote: "TWD", rate: 31.62 }] }],
    ])("falls back after %s from Frankfurter", async (_label, answer) => {
      const tool = await start(answer, openErLatest);
      const result = await tool.execute({ from_currency: "USD", to_currency: "TWD", amount: 1 }, context);
      expect(result.success).toBe(true);
      expect(result.data?.source).toBe("ExchangeRate-API");
    });
  });

  describe("unsupported currency", () => {
    it("when neither source knows the code", async () => {
      const tool = await start(frankfurterInvalid, openErUnsupported);
      const result = await tool.execute({ from_currency: "CUP", to_currency: "TWD", amount: 1 }, context);
      expect(result.error?.code).toBe("unsupported_currency");
      expect(result.error?.message).toBe("查不到古巴披索換新台幣的匯率，可能不支援這個幣別。");
    });

    it("when the fallback answers without the quote currency", async () => {
      const tool = await start(frankfurterNotFound, openErLatest);
      const result = await tool.execute({ from_currency: "USD", to_currency: "VND", amount: 1 }, context);
      expect(result.error?.code).toBe("unsupported_currency");
    });
  });

  describe("both sources fail", () => {
    it.each([
      ["api_timeout", { hang: true }, "匯率服務沒有及時回應，請稍後再試。"],
      ["api_error", { status: 500, body: "Internal Server Error" }, "匯率服務暫時無法使用（錯誤 500）。"],
      ["rate_limited", { status: 429, json: { message: "rate limited" } }, "匯率服務的查詢次數太多了，請稍後再試。"],
      ["api_error", { body: "<html>oops" }, "匯率服務回傳了看不懂的資料。"],
      ["api_error", { json: { result: "success", rates: "none" } }, "匯率服務回傳的資料格式不對。"],
    ])("gives %s with a spoken message", async (code, answer, message) => {
      const tool = await start(answer, answer);
      const result = await tool.execute({ from_currency: "USD", to_currency: "TWD", amount: 1 }, context);
      expect(result.error?.code).toBe(code);
      expect(result.error?.message).toBe(message);
      expect(frankfurter.requests).toHaveLength(1);
      expect(openEr.requests).toHaveLength(1);
    });

    it("gives network_error when nothing listens", async () => {
      const port = await new Promise<number>((resolve) => {
        const probe = createServer().listen(0, "127.0.0.1", () => {
          const { port: free } = probe.address() as AddressInfo;
          probe.close(() => resolve(free));
        });
      });
      frankfurter = await FixtureServer.start();
      openEr = await FixtureServer.start();
      const tool = createExchangeRateTool({
        frankfurterBaseUrl: `http://127.0.0.1:${port}`,
        openErApiBaseUrl: `http://127.0.0.1:${port}`,
        retries: 0,
      });
      const result = await tool.execute({ from_currency: "USD", to_currency: "TWD", amount: 1 }, { ...context, locale: "en" });
      expect(result.error?.code).toBe("network_error");
      expect(result.error?.message).toBe("Could not reach the exchange rate service. Please check the network.");
    });
  });
});
