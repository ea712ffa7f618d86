import { ToolError, ToolResult, type ExchangeRateErrorCode } from "../../src/index";

describe("ToolResult", () => {
  it("carries data on success and renders it as JSON content", () => {
    const result = ToolResult.ok({ rate: 31.6 });
    expect(result.success).toBe(true);
    expect(JSON.parse(result.toContent())).toEqual({ success: true, data: { rate: 31.6 } });
  });

  it("carries a ToolError on failure, from either form", () => {
    const plain = ToolResult.fail({ code: "NOT_FOUND", message: "找不到。" });
    const error = ToolResult.fail(new ToolError<ExchangeRateErrorCode>("same_currency", "兩個幣別相同。", { currency: "USD" }));
    expect(plain.error?.code).toBe("NOT_FOUND");
    expect(JSON.parse(error.toContent())).toEqual({
      success: false,
      error: { code: "same_currency", message: "兩個幣別相同。", details: { currency: "USD" } },
    });
    expect(ToolError.isInstance(error.error)).toBe(true);
  });
});
