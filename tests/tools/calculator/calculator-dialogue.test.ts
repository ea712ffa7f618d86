import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Locale } from "../../../src/core/locale";
import { loadSettings } from "../../../src/core/settings";
import type { ToolRegistry } from "../../../src/core/tool-registry";
import { routeTurn, type DialogueContext } from "../../../src/routing/route-turn";
import { createCalculatorTool, evaluateExpression } from "../../../src/tools/calculator";
import { createDefaultRegistry } from "../../../src/tools/create-default-registry";

// Tuesday 2026-03-10, 09:00 in Taipei; the last calculation was 20 seconds before.
const now = new Date("2026-03-10T01:00:00Z");
const before = new Date(now.getTime() - 20_000).toISOString();
const dataDir = mkdtempSync(join(tmpdir(), "calculator-dialogue-"));
let registry: ToolRegistry;

beforeAll(() => {
  registry = createDefaultRegistry({ settings: { ...loadSettings({ envFile: false, env: {} }), dataDir } });
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const after = (expression: string, reply = ""): DialogueContext => ({
  last: { tool: "calculate", args: { expression }, success: true, reply, at: before },
  lastReply: { text: reply, at: before },
});
const localeOf = (text: string): Locale => (/^[a-z]/i.test(text) ? "en" : "zh-TW");
const route = (text: string, context: DialogueContext) =>
  routeTurn(text, { registry, now, timeZone: "Asia/Taipei", locale: localeOf(text), context });

/** The value of the follow-up's calculation, or what was routed instead. */
function followUpValue(text: string, context: DialogueContext): number | unknown {
  const turn = route(text, context);
  if (turn?.kind !== "call" || turn.tool !== "calculate" || turn.via !== "follow-up") return turn;
  return evaluateExpression(String(turn.args.expression));
}

describe("one more step on the last result", () => {
  it.each([
    ["然後減三十", 300],
    ["然後再減三十", 300],
    ["接著除以三", 110],
    ["那再加一百呢", 430],
    ["結果再乘二", 660],
    ["把它除以十一", 30],
    ["之後再加上5", 335],
    ["再乘以二", 660],
    ["再除以四呢", 82.5],
    ["减三十", 300],
    ["再平方", 108_900],
  ])("「%s」 after 330", (text, value) => {
    expect(followUpValue(text, after("(128+37)*2"))).toBe(value);
  });

  it.each([
    ["times three", 108],
    ["now divide that by four", 9],
    ["then minus 30", 6],
    ["now times that by two", 72],
    ["divide it by 4", 9],
    ["minus 10", 26],
    ["add 5", 41],
    ["add 4 to that", 40],
    ["subtract 6 from it", 30],
    ["and then times 3", 108],
    ["plus tax of 5%", 37.8],
    ["plus a 10% tip", 39.6],
    ["squared", 1296],
    ["that times two", 72],
  ])("'%s' after 36 (15 percent of 240)", (text, value) => {
    expect(followUpValue(text, after("15 percent of 240"))).toBe(value);
  });

  it.each([
    ["plus 250", 1318],
    ["再減68", 1000],
    ["times two", 2136],
  ])("'%s' after 「八十九乘以十二」 (English after Chinese, Chinese after English)", (text, value) => {
    expect(followUpValue(text, after("八十九乘以十二"))).toBe(value);
  });

  it("builds on the expression, so the answer shows the steps", () => {
    expect(route("然後減三十", after("(128+37)*2"))).toEqual({
      kind: "call",
      tool: "calculate",
      args: { expression: "((128+37)*2)-30" },
      via: "follow-up",
    });
  });

  it("answers a step that cannot be done: 「再除以零」", () => {
    const turn = route("再除以零", after("128*3"));
    expect(turn).toMatchObject({ kind: "call", tool: "calculate", args: { expression: "(128*3)/0" } });
    expect(() => evaluateExpression("(128*3)/0")).toThrow("不能除以零");
  });

  it("takes no step after a calculation that failed", () => {
    const failed: DialogueContext = { last: { tool: "calculate", args: { expression: "1/0" }, success: false, reply: "", at: before } };
    expect(route("再乘以二", failed)).toBeNull();
  });
});

describe("a share of the last result among people", () => {
  it.each([
    ["除以四個人 一個人多少", 82.5],
    ["三個人平分", 110],
    ["分給五個人 每人多少", 66],
    ["那十個人分呢", 33],
    ["split it between four people", 82.5],
    ["divided by 3 people, how much each", 110],
    ["share that among five", 66],
  ])("「%s」 after 330", (text, value) => {
    expect(followUpValue(text, after("(128+37)*2"))).toBe(value);
  });

  it.each(["四個人", "一個人多少", "split the difference", "除以四個人的"])("「%s」 is no share", (text) => {
    expect(route(text, after("(128+37)*2"))).not.toMatchObject({ kind: "call", tool: "calculate", via: "follow-up" });
  });
});

describe("near misses after a calculation", () => {
  it.each([
    "then what",
    "然後呢",
    "plus one for me too",
    "times up",
    "加油",
    "minus",
    "再加一個",
    "負五",
    "再減一點",
    "那為什麼呢",
    "再加百分之五",
  ])("「%s」 is no step", (text) => {
    expect(route(text, after("128*3"))).not.toMatchObject({ kind: "call", tool: "calculate" });
  });

  it("'add milk to my notes' is a memo", () => {
    expect(route("add milk to my notes", after("128*3"))).toMatchObject({ kind: "call", tool: "add_memo", via: "request" });
  });

  it("「再說一次」 is a repeat, which the calculator's hooks leave alone", () => {
    expect(route("再說一次", after("128*3", "128 × 3 等於 384。"))).toEqual({ kind: "repeat", text: "128 × 3 等於 384。" });
    const { dialogue } = createCalculatorTool();
    const last = { tool: "calculate", args: { expression: "128*3" }, success: true };
    const hook = { now, timeZone: "Asia/Taipei", locale: "zh-TW" as const };
    expect(dialogue?.items?.("再說一次", last, hook)).toBeNull();
    expect(dialogue?.followUp?.("再說一次", last, { ...hook, change: false })).toBeNull();
  });
});

describe("putting a one-operation calculation right", () => {
  it.each([
    ["不對 我是說乘以54", 6642],
    ["我是說乘以五十四", 6642],
    ["不是啦 我是說除以3", 41],
    ["no, I meant divided by 5", 24.6],
    ["no, I meant times 2", 246],
    ["不是乘 是加", 168],
    ["no, I meant minus", 78],
    ["換成減5", 118],
    ["make it plus 7", 130],
  ])("「%s」 after 123×45", (text, value) => {
    expect(followUpValue(text, after("123乘以45"))).toBe(value);
  });

  it("replaces the operation, keeping the first number", () => {
    expect(route("不對 我是說乘以54", after("123乘以45"))).toEqual({
      kind: "call",
      tool: "calculate",
      args: { expression: "123*54" },
      via: "follow-up",
    });
  });

  it.each(["不對 是54", "no, I meant 54", "不對 我是說乘以", "不是乘 是乘", "不對 我是說平方"])(
    "「%s」 does not say which part is meant: the model's",
    (text) => {
      expect(route(text, after("123*45"))).not.toMatchObject({ kind: "call", tool: "calculate", via: "follow-up" });
    },
  );

  it.each([
    ["不對 我是說乘以54", "(123*45)*2"],
    ["no, I meant divided by 5", "2+3*4"],
    ["我是說乘以3", "15 percent of 240"],
  ])("「%s」 after %s, of several operations, is the model's", (text, expression) => {
    expect(route(text, after(expression))).not.toMatchObject({ kind: "call", tool: "calculate", via: "follow-up" });
  });
});

describe("the same amount shared among another head count", () => {
  it.each([
    ["那如果是六個人呢", 310],
    ["換成四個人呢", 465],
    ["and for 3 people?", 620],
  ])("「%s」 after 1860/5 shares 1860", (text, value) => {
    expect(followUpValue(text, after("1860/5"))).toBe(value);
  });

  it.each([
    ["那如果是六個人呢", "1860*5"],
    ["那如果是六個人呢", "(3+4)/5"],
    ["那一個人呢", "1860/5"],
  ])("「%s」 after %s is no share of the same amount", (text, expression) => {
    const turn = route(text, after(expression));
    expect(turn?.kind === "call" && turn.via === "follow-up" && turn.tool === "calculate").toBe(false);
  });
});
