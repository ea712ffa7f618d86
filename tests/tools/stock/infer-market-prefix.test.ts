import { inferMarketPrefix } from "../../../src/tools/stock/infer-market-prefix";
import { readStockCode } from "../../../src/tools/stock/read-stock-code";

describe("inferMarketPrefix", () => {
  it.each([
    ["600519", "sh"],
    ["601318", "sh"],
    ["688981", "sh"],
    ["689009", "sh"],
    ["510300", "sh"],
    ["900901", "sh"],
    ["113050", "sh"],
    ["000001", "sz"],
    ["002594", "sz"],
    ["300750", "sz"],
    ["301269", "sz"],
    ["159915", "sz"],
    ["161725", "sz"],
    ["123456", "sz"],
    ["200002", "sz"],
    ["399001", "sz"],
    ["920002", "bj"],
    ["430047", "bj"],
    ["830799", "bj"],
    ["871981", "bj"],
    ["888888", "bj"],
  ])("%s trades on %s", (code, prefix) => {
    expect(inferMarketPrefix(code)).toBe(prefix);
  });

  it("tests 920 before 9, so new Beijing codes do not go to Shanghai", () => {
    expect(inferMarketPrefix("920819")).toBe("bj");
    expect(inferMarketPrefix("900957")).toBe("sh");
  });

  it("gives null for codes no exchange uses and for anything not six digits", () => {
    expect(inferMarketPrefix("712345")).toBeNull();
    expect(inferMarketPrefix("410000")).toBeNull();
    expect(inferMarketPrefix("60051")).toBeNull();
    expect(inferMarketPrefix("sh600519")).toBeNull();
  });
});

describe("readStockCode", () => {
  it.each([
    ["600519", "600519"],
    ["sh600519", "sh600519"],
    ["SZ000001", "sz000001"],
    ["600519.SH", "sh600519"],
    ["000001.sz", "sz000001"],
    ["600519.SS", "sh600519"],
    ["sz.000001", "sz000001"],
    ["bj 920002", "bj920002"],
    ["６００５１９", "600519"],
  ])("reads %s as %s", (text, symbol) => {
    expect(readStockCode(text)).toBe(symbol);
  });

  it("refuses what is not a code", () => {
    expect(readStockCode("貴州茅台")).toBeNull();
    expect(readStockCode("hk00700")).toBeNull();
    expect(readStockCode("60051")).toBeNull();
  });
});
