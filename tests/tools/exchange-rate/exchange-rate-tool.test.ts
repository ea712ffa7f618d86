import { createExchangeRateTool } from "../../../src/tools/exchange-rate";
import type { ToolContext } from "../../../src/core/tool-context";
import { FixtureServer, readJsonFixture } from "../../support/fixture-server";

const context: ToolContext = {
  signal: new AbortController().signal,
  now: new Date("2026-03-10T01:00:00Z"),
  timeZone: "Asia/Taipei",
  locale: "zh-TW",
};

async function call(tool: ReturnType<typeof createExchangeRateTool>, args: Record<string, unknown>, overrides: Partial<ToolContext> = {}) {
  const turn = { ...context, ...overrides };
  const checked = tool.validate(tool.normalize(args, turn));
  if (!checked.success) throw new Error(checked.message);
  return tool.execute(checked.args, turn);
}

describe("get_exchange_rate", () => {
  let server: FixtureServer;
  let tool: ReturnType<typeof createExchangeRateTool>;

  beforeEach(async () => {
    server = await FixtureServer.start({
      "GET /v2/rate/USD/TWD": { json: readJsonFixture("frankfurter/rate-usd-twd.json") },
      "GET /v2/rate/EUR/CNY": { json: readJsonFixture("frankfurter/rate-eur-cny.json") },
      "GET /v2/rate/USD/JPY": { json: readJsonFixture("frankfurter/rate-usd-jpy.json") },
      "GET /v2/rate/USD/KRW": { json: readJsonFixture("frankfurter/rate-usd-krw.json") },
    });
    tool = createExchangeRateTool({ frankfurterBaseUrl: server.url, openErApiBaseUrl: server.url });
  });
  afterEach(() => server.close());

  it("converts 100 美金 to TWD through Frankfurter v2, multiplying on our side", async () => {
    const result = await call(tool, { from_currency: "美金", amount: 100 });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      from_currency: "USD",
      from_amount: "100",
      to_currency: "TWD",
      to_amount: "3162",
      rate: 31.62,
      rate_date: "2026-03-09",
      source: "Frankfurter",
      queried_at: "2026-03-10T01:00:00.000Z",
    });
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0].path).toBe("/v2/rate/USD/TWD");
    expect([...server.requests[0].query.keys()]).toEqual([]);
    expect(server.requests[0].headers["user-agent"]).toMatch(/^dialogue-graph\//);
    expect(tool.format(result, context)).toBe("100 美元約等於 3,162 新台幣（匯率 31.62，2026-03-09，資料來源 Frankfurter）。");
  });

  it("reads Simplified names, ISO codes in any case and spoken amounts", async () => {
    const result = await call(tool, { from_currency: "欧元", to_currency: "人民币", amount: "200" });
    expect(result.data).toMatchObject({ from_currency: "EUR", to_currency: "CNY", from_amount: "200", to_amount: "1578.24" });
    const lower = await call(tool, { from_currency: "usd", to_currency: "twd", amount: "1,000" });
    expect(lower.data).toMatchObject({ from_currency: "USD", to_currency: "TWD", from_amount: "1000", to_amount: "31620" });
    const spoken = await call(tool, { from_currency: "美刀", to_currency: "新臺幣", amount: "一百元" });
    expect(spoken.data).toMatchObject({ from_currency: "USD", to_currency: "TWD", from_amount: "100" });
  });

  it("defaults to 1 unit into TWD", async () => {
    const result = await call(tool, { from_currency: "USD" });
    expect(result.data).toMatchObject({ from_amount: "1", to_currency: "TWD", to_amount: "31.62" });
  });

  it("multiplies in decimal, with no binary float noise", async () => {
    const result = await call(tool, { from_currency: "USD", amount: 0.1 });
    expect(result.data?.to_amount).toBe("3.16");
    const exact = await call(tool, { from_currency: "USD", amount: 3 });
    expect(exact.data?.to_amount).toBe("94.86");
  });

  describe("amounts as they are said", () => {
    it("speaks yen and won in whole units, as ISO 4217 counts them", async () => {
      const yen = await call(tool, { from_currency: "美金", to_currency: "日圓", amount: 100 });
      expect(yen.data).toMatchObject({ from_amount: "100", to_amount: "15735" });
      expect(tool.format(yen, context)).toBe("100 美元約等於 15,735 日圓（匯率 157.35，2026-03-09，資料來源 Frankfurter）。");
      const won = await call(tool, { from_currency: "USD", to_currency: "KRW", amount: 3 });
      expect(tool.format(won, { ...context, locale: "en" })).toBe(
        "3 US dollars is about 4,350 South Korean won (rate 1,449.9 as of 2026-03-09, from Frankfurter).",
      );
    });

    it("keeps every digit of an amount past 2^53, from the model's string or the user's digits", async () => {
      const cents = await call(tool, { from_currency: "USD", amount: "123456789012345.67" });
      expect(cents.data).toMatchObject({ from_amount: "123456789012345.67", to_amount: "3903703668570370.09" });
      expect(tool.format(cents, context)).toBe(
        "123,456,789,012,345.67 美元約等於 3,903,703,668,570,370.09 新台幣（匯率 31.62，2026-03-09，資料來源 Frankfurter）。",
      );
      const huge = await call(tool, { from_currency: "USD", amount: 1e21 });
      expect(huge.data).toMatchObject({ from_amount: "1000000000000000000000", to_amount: "31620000000000000000000" });
      const written = await call(tool, { from_currency: "USD", amount: "1,000,000,000,000,000,000,001元" });
      expect(written.data).toMatchObject({ from_amount: "1000000000000000000001", to_amount: "31620000000000000000031.62" });
    });

    it("refuses an amount too large to say, in words", async () => {
      const result = await call(tool, { from_currency: "USD", amount: "1e40" });
      expect(result.error?.toJSON()).toEqual({
        code: "invalid_amount",
        message: "金額「1e40」太大了，換算不了。",
        details: { amount: "1e40" },
      });
    });
  });

  describe("unsupported currency", () => {
    it("names a currency nobody knows, without asking any source", async () => {
      const result = await call(tool, { from_currency: "比特幣" });
      expect(result.error?.code).toBe("unsupported_currency");
      expect(result.error?.message).toBe("不支援「比特幣」這個幣別。");
      expect(server.requests).toHaveLength(0);
    });

    it("speaks English in the en locale", async () => {
      const result = await call(tool, { from_currency: "USD", to_currency: "dogecoin" }, { locale: "en" });
      expect(result.error?.message).toBe('The currency "dogecoin" is not supported.');
    });
  });

  describe("same currency", () => {
    it("refuses to convert 美金 into USD", async () => {
      const result = await call(tool, { from_currency: "美金", to_currency: "usd", amount: 5 });
      expect(result.error?.code).toBe("same_currency");
      expect(result.error?.message).toBe("兩邊都是美元，不需要換算。");
      expect(server.requests).toHaveLength(0);
    });
  });

  describe("invalid amount", () => {
    it.each([[0], [-5], ["abc"]])("refuses %p", async (amount) => {
      const result = await call(tool, { from_currency: "USD", amount });
      expect(result.error?.code).toBe("invalid_amount");
      expect(result.error?.message).toContain(`「${amount}」`);
    });

    it("refuses NaN handed straight to execute", async () => {
      const result = await tool.execute({ from_currency: "USD", to_currency: "TWD", amount: Number.NaN }, context);
      expect(result.error?.code).toBe("invalid_amount");
      expect(server.requests).toHaveLength(0);
    });
  });

  it("is offered to the model with string currencies and a TWD default", () => {
    const definition = tool.toOpenAITool().function;
    expect(definition.name).toBe("get_exchange_rate");
    expect(definition.parameters).toMatchObject({
      required: ["from_currency"],
      properties: { to_currency: { default: "TWD" }, amount: { default: 1 } },
    });
  });
});
