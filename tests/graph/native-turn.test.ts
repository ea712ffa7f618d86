import { z } from "zod";
import { DialogueGraph, ToolRegistry, ToolResult, defineTool } from "../../src/index";
import { ScriptedModelServer } from "../../src/testing";

const now = () => new Date("2026-03-10T01:00:00Z");

function lookupTool(calls: string[] = []) {
  return defineTool({
    name: "lookup_city",
    description: "Looks up facts about a city.",
    parameters: z.object({ city: z.string().min(1) }),
    execute: async ({ city }) => {
      calls.push(city);
      return ToolResult.ok({ city, population: city === "台北" ? 2_500_000 : 1_000 });
    },
    format: (result) =>
      result.success
        ? `${(result.data as { city: string }).city}人口 ${(result.data as { population: number }).population} 人。`
        : result.error!.message,
  });
}

let server: ScriptedModelServer;
beforeEach(async () => {
  server = await ScriptedModelServer.start();
});
afterEach(() => server.close());

describe("a tool turn (native)", () => {
  it("calls the tool the model asks for and answers with its formatted result, in two model calls", async () => {
    const calls: string[] = [];
    server.enqueue({ toolCalls: [{ name: "lookup_city", arguments: { city: "台北" } }] }, { content: "台北大約有兩百五十萬人。" });
    const graph = new DialogueGraph({ model: server.model(), registry: new ToolRegistry([lookupTool(calls)]), now, localIntents: false });

    const turn = await graph.invoke("台北有多少人", { threadId: "t1" });

    expect(turn.reply).toBe("台北大約有兩百五十萬人。");
    expect(turn.toolCalls.map((call) => [call.name, call.args, call.result.success])).toEqual([["lookup_city", { city: "台北" }, true]]);
    expect(calls).toEqual(["台北"]);
    expect(turn.modelCalls.map((call) => call.purpose)).toEqual(["intent", "reply"]);
    expect(server.requests[0].tools?.map((tool) => tool.function.name)).toEqual(["lookup_city"]);
    const toolMessage = server.requests[1].messages.find((message) => message.role === "tool");
    expect(toolMessage?.content).toContain("台北人口 2500000 人。");
  });

  it("answers directly with one model call when no tool is needed", async () => {
    server.enqueue({ content: "你好！有什麼可以幫你？" });
    const graph = new DialogueGraph({ model: server.model(), registry: new ToolRegistry([lookupTool()]), now, localIntents: false });

    const turn = await graph.invoke("你好", { threadId: "t1" });

    expect(turn.reply).toBe("你好！有什麼可以幫你？");
    expect(turn.toolCalls).toEqual([]);
    expect(turn.modelCalls).toHaveLength(1);
    expect(server.requests).toHaveLength(1);
  });

  it("runs several calls of one round concurrently", async () => {
    let releaseFirst!: () => void;
    const secondStarted = new Promise<void>((resolve) => (releaseFirst = resolve));
    const started: string[] = [];
    const waitTool = defineTool({
      name: "wait_for_other",
      description: "Test tool.",
      parameters: z.object({ label: z.string() }),
      execute: async ({ label }) => {
        started.push(label);
        if (label === "b") releaseFirst();
        // "a" can only finish once "b" has started: run one after the other and "a" times out.
        if (label === "a")
          await Promise.race([secondStarted, new Promise((_, reject) => setTimeout(() => reject(new Error("b never started")), 5000))]);
        return ToolResult.ok({ label });
      },
    });
    server.enqueue(
      {
        toolCalls: [
          { name: "wait_for_other", arguments: { label: "a" } },
          { name: "wait_for_other", arguments: { label: "b" } },
        ],
      },
      { content: "都好了。" },
    );
    const graph = new DialogueGraph({ model: server.model(), registry: new ToolRegistry([waitTool]), now, localIntents: false });

    const turn = await graph.invoke("兩個一起", { threadId: "t1" });

    expect(turn.toolCalls.map((call) => call.result.success)).toEqual([true, true]);
    expect(started.sort()).toEqual(["a", "b"]);
  });

  it("keeps memory per thread", async () => {
    const graph = new DialogueGraph({ model: server.model(), registry: new ToolRegistry([lookupTool()]), now, localIntents: false });
    server.enqueue({ content: "記住了，你叫小明。" }, { content: "你叫小明。" }, { content: "我不知道。" });

    await graph.invoke("我叫小明", { threadId: "a" });
    await graph.invoke("我叫什麼", { threadId: "a" });
    await graph.invoke("我叫什麼", { threadId: "b" });

    const contents = (index: number) => server.requests[index].messages.map((message) => message.content);
    expect(contents(1)).toEqual(expect.arrayContaining(["我叫小明", "記住了，你叫小明。", "我叫什麼"]));
    expect(contents(2)).not.toContain("我叫小明");
  });
});
