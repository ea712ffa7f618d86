import { z } from "zod";
import { defineTool } from "../../src/core/define-tool";
import { ToolRegistry } from "../../src/core/tool-registry";
import { ToolResult } from "../../src/core/tool-result";
import { routeLocally } from "../../src/routing/route-locally";
import { createDefaultRegistry } from "../../src/tools/create-default-registry";
import { indexedPatterns } from "../../scripts/generate-word-lists";

const now = new Date("2026-03-10T01:00:00Z");

// A pattern that counts how often the route runs it.
class CountedPattern extends RegExp {
  static runs = 0;
  override exec(text: string): RegExpExecArray | null {
    CountedPattern.runs += 1;
    return super.exec(text);
  }
}

function toolNamed(name: string, word: string) {
  return defineTool({
    name,
    description: "test tool",
    parameters: z.object({ thing: z.string() }),
    execute: async (args) => ToolResult.ok(args),
    phrases: [{ pattern: new CountedPattern(`^查(?<thing>.+)的${word}$`, "u"), toArgs: (match) => ({ thing: match.groups?.thing }) }],
  });
}

describe("the phrase index", () => {
  beforeEach(() => {
    CountedPattern.runs = 0;
  });

  it("runs no phrase on a sentence that holds none of their words, however many tools there are", () => {
    const registry = new ToolRegistry(Array.from({ length: 60 }, (_, index) => toolNamed(`tool_${index}`, `詞${index}號`)));
    expect(routeLocally("查台北的天氣", { registry, now })).toBeNull();
    expect(CountedPattern.runs).toBe(0);
  });

  it("runs only the phrases whose words the sentence holds", () => {
    const registry = new ToolRegistry([toolNamed("get_price", "價格"), toolNamed("get_size", "尺寸"), toolNamed("get_colour", "顏色")]);
    expect(routeLocally("查咖啡的價格", { registry, now })).toEqual({ tool: "get_price", args: { thing: "咖啡" } });
    expect(CountedPattern.runs).toBe(1);
  });

  it("runs a phrase only when the sentence holds a word of each list it needs", () => {
    // Needs one of 這個月|上個月 and one of 花了多少|花了幾: 「現在幾點」 holds 幾 alone, 「這個月幾號」 the month alone.
    const spent = defineTool({
      name: "spent",
      description: "test tool",
      parameters: z.object({ thing: z.string() }),
      execute: async (args) => ToolResult.ok(args),
      phrases: [
        {
          pattern: new CountedPattern("^(?:這個|上個)月(?<thing>.{1,8})花了(?:多少|幾)$", "u"),
          toArgs: (match) => ({ thing: match.groups?.thing }),
        },
      ],
    });
    const registry = new ToolRegistry([spent]);
    expect(routeLocally("花了幾", { registry, now })).toBeNull();
    expect(routeLocally("這個月幾號", { registry, now })).toBeNull();
    expect(CountedPattern.runs).toBe(0);
    expect(routeLocally("這個月咖啡花了多少", { registry, now })).toEqual({ tool: "spent", args: { thing: "咖啡" } });
    expect(CountedPattern.runs).toBe(1);
  });

  it("routes each registry to its own tools when registries share phrases (one word index is built for both)", () => {
    const price = {
      pattern: new CountedPattern("^查(?<thing>.+)的價格$", "u"),
      toArgs: (match: RegExpMatchArray) => ({ thing: match.groups?.thing }),
    };
    const size = {
      pattern: new CountedPattern("^查(?<thing>.+)的尺寸$", "u"),
      toArgs: (match: RegExpMatchArray) => ({ thing: match.groups?.thing }),
    };
    const sharing = (name: string, phrases: (typeof price)[]) =>
      defineTool({
        name,
        description: "test tool",
        parameters: z.object({ thing: z.string() }),
        execute: async (args) => ToolResult.ok(args),
        phrases,
      });
    const shop = new ToolRegistry([sharing("shop_price", [price]), sharing("shop_size", [size])]);
    const market = new ToolRegistry([sharing("market_price", [price]), sharing("market_size", [size])]);
    const reversed = new ToolRegistry([sharing("both", [size, price])]);
    expect(routeLocally("查咖啡的價格", { registry: shop, now })).toEqual({ tool: "shop_price", args: { thing: "咖啡" } });
    expect(routeLocally("查咖啡的價格", { registry: market, now })).toEqual({ tool: "market_price", args: { thing: "咖啡" } });
    expect(routeLocally("查茶的尺寸", { registry: market, now })).toEqual({ tool: "market_size", args: { thing: "茶" } });
    expect(routeLocally("查茶的尺寸", { registry: shop, now })).toEqual({ tool: "shop_size", args: { thing: "茶" } });
    expect(routeLocally("查茶的價格", { registry: reversed, now })).toEqual({ tool: "both", args: { thing: "茶" } });
    expect(CountedPattern.runs).toBe(5);
  });

  it("finds the same built-in patterns in every registry, so registries share their compiled patterns and word index", () => {
    for (const options of [{}, { weather: { defaultCity: "台北" } }]) {
      const first = indexedPatterns(createDefaultRegistry(options));
      const second = indexedPatterns(createDefaultRegistry(options));
      expect(first.length).toBeGreaterThan(200);
      expect(second.filter((pattern, index) => pattern !== first[index]).map(String)).toEqual([]);
    }
  });

  it("reads English words in any case", () => {
    const shout = defineTool({
      name: "shout",
      description: "test tool",
      parameters: z.object({}),
      execute: async () => ToolResult.ok({}),
      phrases: [{ pattern: /^say hello$/i }],
    });
    expect(routeLocally("Say HELLO", { registry: new ToolRegistry([shout]), now })).toEqual({ tool: "shout", args: {} });
  });

  it("sees a tool registered after the first sentence", () => {
    const registry = new ToolRegistry([toolNamed("get_price", "價格")]);
    expect(routeLocally("查咖啡的尺寸", { registry, now })).toBeNull();
    registry.register(toolNamed("get_size", "尺寸"));
    expect(routeLocally("查咖啡的尺寸", { registry, now })).toEqual({ tool: "get_size", args: { thing: "咖啡" } });
  });

  it("still tries a phrase that needs no particular word", () => {
    const echo = defineTool({
      name: "echo",
      description: "test tool",
      parameters: z.object({ text: z.string() }),
      execute: async (args) => ToolResult.ok(args),
      phrases: [{ pattern: /^(?<text>\d+)$/u, toArgs: (match) => ({ text: match.groups?.text }) }],
    });
    expect(routeLocally("12345", { registry: new ToolRegistry([echo]), now })).toEqual({ tool: "echo", args: { text: "12345" } });
  });
});
