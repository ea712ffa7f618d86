import { z } from "zod";
import { defineTool } from "../../src/core/define-tool";
import { ToolRegistry } from "../../src/core/tool-registry";
import { ToolResult } from "../../src/core/tool-result";
import { resolveDate } from "../../src/language/date-words";
import { NUMBER_PATTERN, parseNumber } from "../../src/language/number-words";
import { routeLocally } from "../../src/routing/route-locally";

const now = new Date("2026-03-10T01:00:00Z");

function echoTool(name: string, pattern: RegExp, toArgs?: (match: RegExpMatchArray) => Record<string, unknown> | null) {
  return defineTool({
    name,
    description: "test tool",
    parameters: z.object({
      count: z.number().int().positive().optional(),
      day: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .optional(),
    }),
    execute: async (args) => ToolResult.ok(args),
    normalize: (args, context) => (typeof args.day === "string" ? { ...args, day: resolveDate(args.day, context) ?? args.day } : args),
    phrases: [{ pattern, toArgs }],
  });
}

const counter = echoTool("count_things", new RegExp(`^數(?<count>${NUMBER_PATTERN})下$`), (match) => ({
  count: parseNumber(match.groups?.count ?? ""),
}));
const dayTool = echoTool("show_day", /^(?<day>\S+)的行程$/, (match) => ({ day: match.groups?.day }));

describe("routeLocally", () => {
  it("returns the tool and the normalised arguments of the phrase that matches", () => {
    const registry = new ToolRegistry([counter, dayTool]);
    expect(routeLocally("數一百二十下", { registry, now })).toEqual({ tool: "count_things", args: { count: 120 } });
    expect(routeLocally("明天的行程", { registry, now, timeZone: "Asia/Taipei" })).toEqual({
      tool: "show_day",
      args: { day: "2026-03-11" },
    });
  });

  it("normalises the text once: Simplified, full-width and trailing punctuation", () => {
    const registry = new ToolRegistry([counter, dayTool]);
    expect(routeLocally("数１００下！", { registry, now })).toEqual({ tool: "count_things", args: { count: 100 } });
    expect(routeLocally("后天的行程？", { registry, now })).toEqual({ tool: "show_day", args: { day: "2026-03-12" } });
  });

  it("gives Chinese arguments back in Simplified when the text was Simplified", () => {
    const memo = defineTool({
      name: "take_note",
      description: "test tool",
      parameters: z.object({ content: z.string().min(1) }),
      execute: async (args) => ToolResult.ok(args),
      phrases: [{ pattern: /^記一下\s*(?<content>.+)$/, toArgs: (match) => ({ content: match.groups?.content }) }],
    });
    const registry = new ToolRegistry([memo]);
    expect(routeLocally("记一下 周五要缴电费", { registry, now })).toEqual({ tool: "take_note", args: { content: "周五要缴电费" } });
    expect(routeLocally("記一下 週五要繳電費", { registry, now })).toEqual({ tool: "take_note", args: { content: "週五要繳電費" } });
  });

  it("does not match when the arguments do not validate", () => {
    const registry = new ToolRegistry([counter, dayTool]);
    expect(routeLocally("數零下", { registry, now })).toBeNull();
    expect(routeLocally("某天的行程", { registry, now })).toBeNull();
  });

  it("declines when toArgs returns null or throws", () => {
    const declining = echoTool("declines", /^hello$/, () => null);
    const throwing = echoTool("throws", /^hello there$/, () => {
      throw new Error("broken phrase");
    });
    const registry = new ToolRegistry([declining, throwing]);
    expect(routeLocally("hello", { registry, now })).toBeNull();
    expect(routeLocally("hello there", { registry, now })).toBeNull();
  });

  it("leaves a text two different tools claim to the model", () => {
    const other = echoTool("count_other", /^數.+下$/, () => ({}));
    expect(routeLocally("數三下", { registry: new ToolRegistry([counter, other]), now })).toBeNull();
  });

  it("skips a tool whose local route is switched off", () => {
    const quiet = echoTool("quiet_counter", new RegExp(`^數(?<count>${NUMBER_PATTERN})下$`), (match) => ({
      count: parseNumber(match.groups?.count ?? ""),
    }));
    quiet.localRoute = false;
    expect(routeLocally("數三下", { registry: new ToolRegistry([quiet]), now })).toBeNull();
    expect(routeLocally("數三下", { registry: new ToolRegistry([quiet, counter]), now })).toEqual({
      tool: "count_things",
      args: { count: 3 },
    });
  });

  it("leaves questions about a topic to the model, whatever the phrases say", () => {
    const greedy = echoTool("greedy", /./, () => ({}));
    const registry = new ToolRegistry([greedy]);
    for (const text of [
      "為什麼天空是藍色的",
      "鬧鐘是誰發明的",
      "你覺得美金會漲嗎",
      "why is the sky blue",
      "who invented the alarm clock",
      "what do you think about bitcoin",
    ]) {
      expect(routeLocally(text, { registry, now })).toBeNull();
    }
    expect(routeLocally("北京明天会下雨吗", { registry, now })).toEqual({ tool: "greedy", args: {} });
  });

  it("returns null for empty text and for an empty registry", () => {
    expect(routeLocally("   ", { registry: new ToolRegistry([counter]), now })).toBeNull();
    expect(routeLocally("數三下", { registry: new ToolRegistry(), now })).toBeNull();
  });
});
