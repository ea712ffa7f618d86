import type { ToolContext } from "../../../src/core/tool-context";
import { createCalculatorTool, evaluateExpression } from "../../../src/tools/calculator";

const context = (locale: ToolContext["locale"] = "zh-TW"): ToolContext => ({
  signal: new AbortController().signal,
  now: new Date("2026-03-10T01:00:00Z"),
  timeZone: "Asia/Taipei",
  locale,
});

async function calculate(expression: string, locale: ToolContext["locale"] = "zh-TW") {
  const tool = createCalculatorTool();
  const checked = tool.validate(tool.normalize({ expression }, context(locale)));
  if (!checked.success) throw new Error(checked.message);
  const result = await tool.execute(checked.args, context(locale));
  return { result, text: tool.format(result, context(locale)) };
}

describe("calculate", () => {
  it.each([
    ["(3+5)*12", 96],
    ["123乘以45", 5535],
    ["3的平方加4的平方", 25],
    ["100除以8", 12.5],
    ["三加五乘二", 13],
    ["一百除以八", 12.5],
    ["根號16", 4],
    ["16開根號", 4],
    ["2的10次方", 1024],
    ["27的立方根", 3],
    ["百分之二十乘以50", 10],
    ["200的15%", 30],
    ["100+5%", 105],
    ["3×4÷2", 6],
    ["（３＋４）＊２", 14],
    ["0.1+0.2", 0.3],
    ["三點五乘以二", 7],
    ["2.5萬加5千", 30000],
    ["10除以3的餘數", 1],
    ["5的階乘", 120],
    ["sqrt(16) + nthRoot(27, 3)", 7],
    ["2的负3次方", 0.125],
    ["what is 12 times 7", 84],
    ["square root of 81", 9],
    ["0x10", 16],
    ["0X1F + 0b11", 34],
    ["0o17", 15],
    ["3x4", 12],
    ["10 x 10", 100],
    ["round(2.345, 2)", 2.35],
  ])("reads %s", async (expression, expected) => {
    expect(evaluateExpression(expression)).toBe(expected);
    const { result } = await calculate(expression);
    expect(result.success).toBe(true);
    expect(result.data?.result).toBe(expected);
  });

  it("speaks the answer with the expression, grouped and without float noise", async () => {
    expect((await calculate("123乘以45等於多少")).text).toBe("123 × 45 等於 5,535。");
    expect((await calculate("0.1+0.2", "en")).text).toBe("0.1+0.2 equals 0.3.");
    expect((await calculate("100除以8", "zh-CN")).text).toBe("100 ÷ 8 等于 12.5。");
    expect((await calculate("2^1000", "en")).text).toBe("2^1000 equals 1.071508607 × 10^301.");
    expect((await calculate("0x10")).text).toBe("0x10 等於 16。");
  });
});

describe("invalid_expression", () => {
  it.each([
    ["", "請告訴我要算什麼。"],
    ["1/0", "不能除以零。"],
    ["sqrt(-1)", "這個算式的結果不是實數。"],
    ["根號負四", "這個算式的結果不是實數。"],
    ["10^400", "結果太大了，算不出來。"],
    ["171!", "階乘只能算 0 到 170 的整數。"],
    ["三加", "我看不懂這個算式：三加"],
    ["今天天氣好嗎", "我看不懂這個算式：今天天氣好嗎"],
    ["hello", "算式裡不能用「hello」，只能用加減乘除、次方、根號和常見的數學函數。"],
    ["0xZZ", "我看不懂這個算式：0xZZ"],
    ["round(1.5, 1000)", "round 的小數位數要是 0 到 15 的整數。"],
    ["round(1.5, 0.5)", "round 的小數位數要是 0 到 15 的整數。"],
    ["nthRoot(8, 2.5)", "開方的次數要是不為零的整數。"],
    ["sqrt(16, 2)", "「sqrt」給的數字個數不對。"],
  ])("refuses %j with a clear message", async (expression, message) => {
    const { result, text } = await calculate(expression || " ");
    expect(result.success).toBe(false);
    expect(result.error?.code).toBe("invalid_expression");
    expect(text).toBe(message);
  });

  it("speaks English and Simplified Chinese messages", async () => {
    expect((await calculate("1/0", "en")).text).toBe("You cannot divide by zero.");
    expect((await calculate("10^400", "zh-CN")).text).toBe("结果太大了，算不出来。");
  });

  it("rejects an empty expression in validation, before it runs", () => {
    const tool = createCalculatorTool();
    expect(tool.validate({ expression: "" }).success).toBe(false);
    expect(tool.validate({}).success).toBe(false);
  });
});

describe("hostile input", () => {
  it.each([
    ["10 kB of text", "1+".repeat(5000) + "1", "too_long"],
    ["a tower of powers", "9^9^9^9", "exponent_too_large"],
    ["a huge exponent", "2^999999", "exponent_too_large"],
    ["1000 nested brackets", "(".repeat(1000) + "1" + ")".repeat(1000), "too_long"],
    ["60 nested brackets", "(".repeat(60) + "1" + ")".repeat(60), "too_deep"],
    ["import", 'import("fs")', "unreadable"],
    ["evaluate", 'evaluate("1+1")', "unreadable"],
    ["createUnit", "createUnit(x)", "not_allowed"],
    ["process.exit", "process.exit()", "not_allowed"],
    ["constructor", "constructor", "not_allowed"],
    ["property access", "pi.constructor", "not_allowed"],
    ["assignment", "x = 1", "unreadable"],
    ["function definition", "f(x) = x^2", "unreadable"],
    ["a matrix", "[1, 2] * 3", "unreadable"],
    ["a unit", "5 cm + 2 inch", "not_allowed"],
    ["a large factorial", "100000!", "factorial"],
  ])("refuses %s with invalid_expression", async (_label, expression, problem) => {
    const { result } = await calculate(expression);
    expect(result.success).toBe(false);
    expect(result.error?.code).toBe("invalid_expression");
    expect(result.error?.details?.problem).toBe(problem);
    expect(() => evaluateExpression(expression)).toThrow();
  });
});

describe("spoken form", () => {
  it.each([
    ["3的平方加4的平方", "3²+4² 等於 25。"],
    ["根號16乘2", "√(16) × 2 等於 8。"],
    ["2的10次方", "2^10 等於 1,024。"],
    ["2的3次方", "2³ 等於 8。"],
    ["2^(2+1)", "2^(2+1) 等於 8。"],
  ])("says %s as %s", async (expression, text) => {
    expect((await calculate(expression)).text).toBe(text);
  });
});
