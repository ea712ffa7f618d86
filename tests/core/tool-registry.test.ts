import { z } from "zod";
import { BaseTool, ToolRegistry, ToolResult, defineTool } from "../../src/index";

const named = (name: string) =>
  defineTool({ name, description: "Test.", parameters: z.object({}), execute: async () => ToolResult.ok({}) });

class EchoTool extends BaseTool<{ text: string }> {
  readonly name = "echo";
  readonly description = "Repeats the text.";
  readonly parameters = { type: "object", properties: { text: { type: "string" } }, required: ["text"] };
  async execute({ text }: { text: string }) {
    return ToolResult.ok({ text });
  }
}

describe("ToolRegistry", () => {
  it("registers, looks up and lists tools, and exports OpenAI definitions", () => {
    const registry = new ToolRegistry().register(named("get_time")).register(new EchoTool());
    expect(registry.names()).toEqual(["get_time", "echo"]);
    expect(registry.get("echo")?.description).toBe("Repeats the text.");
    expect(registry.toOpenAITools()[1]).toEqual({
      type: "function",
      function: {
        name: "echo",
        description: "Repeats the text.",
        parameters: { type: "object", properties: { text: { type: "string" } }, required: ["text"] },
      },
    });
  });

  it("rejects a duplicate and a name no model could call", () => {
    const registry = new ToolRegistry([named("get_time")]);
    expect(() => registry.register(named("get_time"))).toThrow('A tool named "get_time" is already registered.');
    expect(() => registry.register(named("get time"))).toThrow(/must match/);
    expect(() => registry.register(named("x".repeat(65)))).toThrow(/at most 64/);
  });

  it("sends a dotted name with underscores and finds it either way", () => {
    const registry = new ToolRegistry([named("finance.accounts.list")]);
    expect(registry.toOpenAITools()[0].function.name).toBe("finance_accounts_list");
    expect(registry.get("finance.accounts.list")).toBe(registry.get("finance_accounts_list"));
    expect(() => registry.register(named("finance..search"))).toThrow(/empty segment/);
  });

  it("knows no tool family's naming rule: any name a model can call is taken", () => {
    const registry = new ToolRegistry([named("finance_report")]);
    expect(registry.names()).toEqual(["finance_report"]);
  });

  it("offers LangChain tools that validate, run and format", async () => {
    const [echo] = new ToolRegistry([new EchoTool()]).toLangChainTools();
    expect(echo.name).toBe("echo");
    expect(await echo.invoke({ text: "hi" })).toBe('{"text":"hi"}');
  });

  it("gives LangChain tools the graph's timeout and error handling", async () => {
    const stalls = defineTool({
      name: "stalls",
      description: "Never answers.",
      parameters: z.object({}),
      timeoutMs: 50,
      execute: () => new Promise<never>(() => {}),
    });
    const throws = defineTool({
      name: "throws",
      description: "Breaks.",
      parameters: z.object({}),
      execute: async () => {
        throw new Error("disk full");
      },
    });
    const [stalled, thrown] = new ToolRegistry([stalls, throws]).toLangChainTools({ locale: "en" });
    expect(await stalled.invoke({})).toBe("stalls did not answer within 0.05 s.");
    expect(await thrown.invoke({})).toBe("throws failed: disk full");
  });

  it("stops a LangChain tool when the caller aborts", async () => {
    const stalls = defineTool({
      name: "stalls",
      description: "Never answers.",
      parameters: z.object({}),
      execute: () => new Promise<never>(() => {}),
    });
    const [stalled] = new ToolRegistry([stalls]).toLangChainTools();
    const controller = new AbortController();
    const answer = stalled.invoke({}, { signal: controller.signal });
    controller.abort();
    await expect(answer).resolves.toBe("stalls 已取消。");
  });
});

describe("BaseTool", () => {
  it("validates arguments against its JSON Schema", () => {
    const tool = new EchoTool();
    expect(tool.validate({ text: "a" })).toEqual({ success: true, args: { text: "a" } });
    const invalid = tool.validate({});
    expect(invalid.success).toBe(false);
    expect(!invalid.success && invalid.message).toContain("text");
  });
});

describe("defineTool", () => {
  it("derives the JSON Schema from zod, applying defaults when validating", () => {
    const tool = defineTool({
      name: "convert",
      description: "Converts.",
      parameters: z.object({ amount: z.number().positive().default(1), currency: z.string().describe("ISO code") }),
      execute: async (args) => ToolResult.ok(args),
    });
    expect(tool.parameters).toMatchObject({
      type: "object",
      properties: { amount: { type: "number", default: 1 }, currency: { type: "string", description: "ISO code" } },
      required: ["currency"],
    });
    expect(tool.validate({ currency: "USD" })).toEqual({ success: true, args: { amount: 1, currency: "USD" } });
    expect(tool.validate({ amount: -1, currency: "USD" }).success).toBe(false);
  });
});
