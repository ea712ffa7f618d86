import { z } from "zod";
import { defineTool } from "../../src/core/define-tool";
import type { LocalPhrase } from "../../src/core/local-phrase";
import { ToolRegistry } from "../../src/core/tool-registry";
import { ToolResult } from "../../src/core/tool-result";
import { phraseIndexOf } from "../../src/routing/phrase-index";
import { routeLocally } from "../../src/routing/route-locally";
import { createDefaultRegistry } from "../../src/tools/create-default-registry";

const now = new Date("2026-03-10T01:00:00Z");

// A pattern that counts how often the route runs it.
class CountedPattern extends RegExp {
  static runs = 0;
  override exec(text: string): RegExpExecArray | null {
    CountedPattern.runs += 1;
    return super.exec(text);
  }
}

function toolWith(name: string, phrases: LocalPhrase[]) {
  return defineTool({
    name,
    description: "test tool",
    parameters: z.object({ thing: z.string() }),
    execute: async (args) => ToolResult.ok(args),
    phrases,
  });
}

/** A tool whose one template phrase is 「查…的<word>」. */
function toolNamed(name: string, word: string) {
  return toolWith(name, [{ template: `查{thing:text}的${word}` }]);
}

/** A tool whose one regex phrase is 「查…的<word>」, counted. */
function regexToolNamed(name: string, word: string) {
  return toolWith(name, [
    { pattern: new CountedPattern(`^查(?<thing>.+)的${word}$`, "u"), toArgs: (match) => ({ thing: match.groups?.thing }) },
  ]);
}

/** The tools of the phrases the index gives for `text`, in the order the route tries them. */
function candidateTools(registry: ToolRegistry, text: string): string[] {
  return phraseIndexOf(registry)
    .candidates(text)
    .map(({ tool }) => tool.name);
}

describe("the phrase index", () => {
  beforeEach(() => {
    CountedPattern.runs = 0;
  });

  it("tries no template on a sentence that holds none of their words, however many tools there are", () => {
    const registry = new ToolRegistry(Array.from({ length: 60 }, (_, index) => toolNamed(`tool_${index}`, `詞${index}號`)));
    expect(candidateTools(registry, "查台北的天氣")).toEqual([]);
    expect(routeLocally("查台北的天氣", { registry, now })).toBeNull();
  });

  it("tries only the templates whose words the sentence holds", () => {
    const registry = new ToolRegistry([toolNamed("get_price", "價格"), toolNamed("get_size", "尺寸"), toolNamed("get_colour", "顏色")]);
    expect(candidateTools(registry, "查咖啡的價格")).toEqual(["get_price"]);
    expect(routeLocally("查咖啡的價格", { registry, now })).toEqual({ tool: "get_price", args: { thing: "咖啡" } });
  });

  it("tries a template only when the sentence holds a word of each list it needs", () => {
    // Needs one of 這個|上個 and 花了: 「花了幾」 holds 花了 alone, 「這個月幾號」 這個 alone.
    const registry = new ToolRegistry([toolWith("spent", [{ template: "(這個|上個)月{thing:text}花了(多少|幾)" }])]);
    expect(candidateTools(registry, "花了幾")).toEqual([]);
    expect(candidateTools(registry, "這個月幾號")).toEqual([]);
    expect(candidateTools(registry, "這個月咖啡花了多少")).toEqual(["spent"]);
    expect(routeLocally("這個月咖啡花了多少", { registry, now })).toEqual({ tool: "spent", args: { thing: "咖啡" } });
  });

  it("tries a regex phrase on every sentence, since its words cannot be read back", () => {
    const registry = new ToolRegistry([regexToolNamed("get_price", "價格")]);
    expect(routeLocally("查台北的天氣", { registry, now })).toBeNull();
    expect(CountedPattern.runs).toBe(1);
    expect(routeLocally("查咖啡的價格", { registry, now })).toEqual({ tool: "get_price", args: { thing: "咖啡" } });
    expect(CountedPattern.runs).toBe(2);
  });

  it("tries a regex phrase that declares its words only on the sentences that hold them", () => {
    CountedPattern.runs = 0;
    const registry = new ToolRegistry([
      toolWith("get_price", [
        {
          pattern: new CountedPattern("^查(?<thing>.+)的價格$", "u"),
          words: [["價格"]],
          toArgs: (match) => ({ thing: match.groups?.thing }),
        },
      ]),
    ]);
    expect(routeLocally("查台北的天氣", { registry, now })).toBeNull();
    expect(CountedPattern.runs).toBe(0);
    expect(routeLocally("查咖啡的價格", { registry, now })).toEqual({ tool: "get_price", args: { thing: "咖啡" } });
    expect(CountedPattern.runs).toBe(1);
  });

  it("keeps the registry's order between regex phrases and the templates a sentence holds the words of", () => {
    const registry = new ToolRegistry([
      toolNamed("template_first", "價格"),
      regexToolNamed("regex_between", "尺寸"),
      toolNamed("template_unheld", "顏色"),
      toolNamed("template_last", "價格"),
      regexToolNamed("regex_last", "重量"),
    ]);
    expect(candidateTools(registry, "查咖啡的價格")).toEqual(["template_first", "regex_between", "template_last", "regex_last"]);
    // Two tools claim it: the route leaves it to the model, as before.
    expect(routeLocally("查咖啡的價格", { registry, now })).toBeNull();
    expect(routeLocally("查咖啡的尺寸", { registry, now })).toEqual({ tool: "regex_between", args: { thing: "咖啡" } });
  });

  it("routes each registry to its own tools when registries share phrases (one word index is built for both)", () => {
    const price: LocalPhrase = { template: "查{thing:text}的價格" };
    const size: LocalPhrase = { template: "查{thing:text}的尺寸" };
    const shop = new ToolRegistry([toolWith("shop_price", [price]), toolWith("shop_size", [size])]);
    const market = new ToolRegistry([toolWith("market_price", [price]), toolWith("market_size", [size])]);
    const reversed = new ToolRegistry([toolWith("both", [size, price])]);
    expect(routeLocally("查咖啡的價格", { registry: shop, now })).toEqual({ tool: "shop_price", args: { thing: "咖啡" } });
    expect(routeLocally("查咖啡的價格", { registry: market, now })).toEqual({ tool: "market_price", args: { thing: "咖啡" } });
    expect(routeLocally("查茶的尺寸", { registry: market, now })).toEqual({ tool: "market_size", args: { thing: "茶" } });
    expect(routeLocally("查茶的尺寸", { registry: shop, now })).toEqual({ tool: "shop_size", args: { thing: "茶" } });
    expect(routeLocally("查茶的價格", { registry: reversed, now })).toEqual({ tool: "both", args: { thing: "茶" } });
  });

  it("finds the same built-in phrases in every registry, so registries share their compiled patterns and word index", () => {
    // A regex by identity (V8 compiles each once), a template by its text (compiled once per text).
    const phrasesOf = (registry: ToolRegistry) =>
      registry
        .list()
        .flatMap((tool) => [...tool.phrases, ...(tool.dialogue?.slots ?? []).flatMap((slot) => slot.requests)])
        .map((phrase) => (typeof phrase === "string" ? phrase : (phrase.pattern ?? phrase.template)));
    for (const options of [{}, { weather: { defaultCity: "台北" } }]) {
      const first = phrasesOf(createDefaultRegistry(options));
      const second = phrasesOf(createDefaultRegistry(options));
      expect(first.length).toBeGreaterThan(0);
      expect(second.filter((phrase, index) => phrase !== first[index]).map(String)).toEqual([]);
    }
  });

  it("reads English words in any case", () => {
    const shout = (phrase: LocalPhrase) =>
      defineTool({
        name: "shout",
        description: "test tool",
        parameters: z.object({}),
        execute: async () => ToolResult.ok({}),
        phrases: [phrase],
      });
    expect(routeLocally("Say HELLO", { registry: new ToolRegistry([shout({ pattern: /^say hello$/i })]), now })).toEqual({
      tool: "shout",
      args: {},
    });
    expect(routeLocally("Say HELLO", { registry: new ToolRegistry([shout({ template: "say hello" })]), now })).toEqual({
      tool: "shout",
      args: {},
    });
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
