import { ToolError } from "../../../src/core/tool-error";
import { ToolResult } from "../../../src/core/tool-result";
import { createExchangeRateTool, type ExchangeRateData, type ExchangeRateErrorCode } from "../../../src/tools/exchange-rate";

const tool = createExchangeRateTool();
const now = new Date("2026-03-10T01:00:00Z");
const data: ExchangeRateData = {
  from_currency: "USD",
  from_amount: "1234.5",
  to_currency: "TWD",
  to_amount: "39034.89",
  rate: 31.62,
  rate_date: "2026-03-09",
  source: "Frankfurter",
  queried_at: now.toISOString(),
};
const format = (result: ToolResult<ExchangeRateData>, locale: "zh-TW" | "zh-CN" | "en") =>
  tool.format(result, { now, timeZone: "Asia/Taipei", locale });

describe("exchange rate formatter", () => {
  it("speaks a whole sentence with thousands separators, the rate, its date and source", () => {
    expect(format(ToolResult.ok(data), "zh-TW")).toBe(
      "1,234.5 美元約等於 39,034.89 新台幣（匯率 31.62，2026-03-09，資料來源 Frankfurter）。",
    );
  });

  it("answers in Simplified Chinese", () => {
    expect(format(ToolResult.ok(data), "zh-CN")).toBe(
      "1,234.5 美元约等于 39,034.89 新台币（汇率 31.62，2026-03-09，数据源 Frankfurter）。",
    );
  });

  it("answers in English with plural currency names", () => {
    expect(format(ToolResult.ok(data), "en")).toBe(
      "1,234.5 US dollars is about 39,034.89 New Taiwan dollars (rate 31.62 as of 2026-03-09, from Frankfurter).",
    );
  });

  it("keeps small amounts from rounding to zero", () => {
    const won = { ...data, from_currency: "KRW", from_amount: "1", to_amount: "0.0225", rate: 0.022537 };
    expect(format(ToolResult.ok(won), "zh-TW")).toBe("1 韓元約等於 0.0225 新台幣（匯率 0.022537，2026-03-09，資料來源 Frankfurter）。");
  });

  it("reads a failure as its message", () => {
    expect(format(ToolResult.fail(new ToolError<ExchangeRateErrorCode>("same_currency", "兩邊都是美元，不需要換算。")), "zh-TW")).toBe(
      "兩邊都是美元，不需要換算。",
    );
  });
});
