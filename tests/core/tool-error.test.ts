import {
  CALCULATOR_ERROR_CODES,
  EXCHANGE_RATE_ERROR_CODES,
  TOOL_ERROR_CODES,
  ToolError,
  ToolResult,
  type ExchangeRateErrorCode,
} from "../../src/index";

describe("error codes", () => {
  it("keeps the shared list free of any one tool's codes", () => {
    for (const code of ["unsupported_currency", "same_currency", "invalid_amount", "invalid_expression"]) {
      expect(TOOL_ERROR_CODES).not.toContain(code);
    }
  });

  it("lets each family declare its own codes, none of them shared", () => {
    const own = [...EXCHANGE_RATE_ERROR_CODES, ...CALCULATOR_ERROR_CODES];
    expect(own).toEqual(["unsupported_currency", "same_currency", "invalid_amount", "invalid_expression"]);
    for (const code of own) expect(TOOL_ERROR_CODES).not.toContain(code);
  });

  it("takes a family's code only under its family's type", () => {
    // @ts-expect-error: same_currency is the exchange rate tool's code, not a shared one.
    const untyped = new ToolError("same_currency", "兩邊都是美元，不需要換算。");
    // @ts-expect-error: the check holds inside ToolResult.fail too.
    const failed = ToolResult.fail(new ToolError("same_currency", "兩邊都是美元，不需要換算。"));
    const typed = new ToolError<ExchangeRateErrorCode>("same_currency", "兩邊都是美元，不需要換算。");
    // The type check is the guard; at run time the three are the same error.
    expect([untyped.toJSON(), failed.toJSON().error, typed.toJSON()]).toEqual(
      Array(3).fill({ code: "same_currency", message: "兩邊都是美元，不需要換算。" }),
    );
  });
});
