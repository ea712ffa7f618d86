import { z } from "zod";
import { DialogueGraph, ToolResult, defineTool } from "../../../src/index";
import { ScriptedModelServer, type RecordedModelRequest } from "../../../src/testing";
import { offlineDefaultRegistry } from "../../support/offline-default-registry";

const now = () => new Date("2026-03-10T01:00:00Z");
const offered = (request: RecordedModelRequest | undefined) => (request?.tools ?? []).map((tool) => tool.function.name);
const FINANCE = ["finance_transactions_search", "finance_transactions_sum", "finance_accounts_list"];

let server: ScriptedModelServer;
beforeEach(async () => {
  server = await ScriptedModelServer.start();
});
afterEach(() => server.close());

function graph(options: Partial<ConstructorParameters<typeof DialogueGraph>[0]> = {}) {
  return new DialogueGraph({ model: server.model(), registry: offlineDefaultRegistry(), now, localIntents: false, ...options });
}

describe("toolBudget (native tool calling)", () => {
  it("offers the weather tool for a weather sentence, and no finance tool; the record says what was offered", async () => {
    server.enqueue({ content: "明天台北多雲。" });
    const turn = await graph().invoke("明天台北天氣如何", { threadId: "t1" });

    const names = offered(server.requests[0]);
    expect(names).toContain("get_weather");
    for (const finance of FINANCE) expect(names).not.toContain(finance);
    expect(names.length).toBeLessThan(10);
    expect(turn.modelCalls[0].tools).toEqual(names);
  });

  it("offers every tool for a sentence that names none with confidence", async () => {
    const registry = offlineDefaultRegistry();
    server.enqueue({ content: "你好！" });
    const turn = await graph({ registry }).invoke("你好 你是誰", { threadId: "t1" });

    expect(offered(server.requests[0])).toEqual(registry.names());
    expect(turn.modelCalls[0].tools).toEqual(registry.names());
  });

  it("keeps offering a tool the thread used in the previous turn", async () => {
    server.enqueue(
      { toolCalls: [{ name: "get_weather", arguments: { city: "台北" } }] },
      { content: "查不到天氣。" },
      { content: "一日圓約 0.21 台幣。" },
    );
    const dialogue = graph();
    await dialogue.invoke("明天台北天氣如何", { threadId: "t1" });
    await dialogue.invoke("日幣匯率多少", { threadId: "t1" });

    const followUp = offered(server.requests[2]);
    expect(followUp).toContain("get_exchange_rate");
    expect(followUp).toContain("get_weather");
    expect(followUp).not.toContain("set_timer");
  });

  it("always offers the tools the application names", async () => {
    server.enqueue({ content: "明天台北多雲。" });
    await graph({ alwaysOfferedTools: ["calculate", "list_memos"] }).invoke("明天台北天氣如何", { threadId: "t1" });

    expect(offered(server.requests[0])).toEqual(expect.arrayContaining(["get_weather", "calculate", "list_memos"]));
  });

  it("offers no tool on the call after the last allowed round", async () => {
    server.enqueue({ toolCalls: [{ name: "get_weather", arguments: { city: "台北" } }] }, { content: "查不到天氣。" });
    const turn = await graph({ maxToolRounds: 1 }).invoke("明天台北天氣如何", { threadId: "t1" });

    expect(server.requests).toHaveLength(2);
    expect(offered(server.requests[0])).toContain("get_weather");
    expect(server.requests[1].tools).toBeUndefined();
    expect(turn.modelCalls.map((call) => [call.purpose, call.tools?.length])).toEqual([
      ["intent", offered(server.requests[0]).length],
      ["reply", 0],
    ]);
  });

  it("toolBudget: false offers every tool on every call", async () => {
    const registry = offlineDefaultRegistry();
    server.enqueue({ content: "明天台北多雲。" });
    await graph({ registry, toolBudget: false }).invoke("明天台北天氣如何", { threadId: "t1" });

    expect(offered(server.requests[0])).toEqual(registry.names());
  });

  it("offers a tool known only by an English description on a Chinese sentence, and judges it on an English one", async () => {
    const registry = offlineDefaultRegistry().register(
      defineTool({
        name: "flight_status",
        description: "Tells whether a flight is on time, delayed or cancelled, by its flight number.",
        parameters: z.object({ flight: z.string() }),
        execute: async ({ flight }) => ToolResult.ok({ flight, status: "on time" }),
      }),
    );
    server.enqueue({ content: "明天台北多雲。" }, { content: "Cloudy." });
    const dialogue = graph({ registry });
    await dialogue.invoke("明天台北天氣如何", { threadId: "zh" });
    await dialogue.invoke("what's the weather in Taipei tomorrow", { threadId: "en" });

    expect(offered(server.requests[0])).toEqual(expect.arrayContaining(["get_weather", "flight_status"]));
    expect(offered(server.requests[1])).toContain("get_weather");
    expect(offered(server.requests[1])).not.toContain("flight_status");
  });

  it("offers what the README's Tool budget snippet says, the always-offered tool among them", async () => {
    server.enqueue({ content: "明天台北多雲。" });
    const turn = await graph({ toolBudget: 5, alwaysOfferedTools: ["calculate"] }).invoke("明天台北天氣如何", { threadId: "t1" });

    expect(turn.modelCalls[0].tools).toEqual(["get_exchange_rate", "get_stock", "calculate", "get_weather", "get_moon_phase"]);
  });

  it("throws at construction on a budget that is neither a whole number from 1 nor false, saying false turns it off", () => {
    const message = (shown: string) =>
      `toolBudget must be a whole number from 1, or false to turn the budget off (every tool on every call), not ${shown}.`;
    // A JavaScript caller's slips: 0 or true for "off", a number read from the environment as text.
    expect(() => graph({ toolBudget: 0 })).toThrow(message("0"));
    expect(() => graph({ toolBudget: 2.5 })).toThrow(message("2.5"));
    expect(() => graph({ toolBudget: true as unknown as number })).toThrow(message("true"));
    expect(() => graph({ toolBudget: "8" as unknown as number })).toThrow(message('"8"'));
    expect(() => graph({ toolBudget: false })).not.toThrow();
  });

  it("throws at construction, naming the option, on alwaysOfferedTools that is not a list of tool names", () => {
    // A JavaScript caller's slip: one name for a list, or something other than names in it.
    const one = "calculate" as unknown as string[];
    const numbers = [1] as unknown as string[];
    expect(() => graph({ alwaysOfferedTools: one })).toThrow('alwaysOfferedTools must be an array of tool names, e.g. ["calculate"].');
    expect(() => graph({ alwaysOfferedTools: numbers })).toThrow('alwaysOfferedTools must be an array of tool names, e.g. ["calculate"].');
  });
});
