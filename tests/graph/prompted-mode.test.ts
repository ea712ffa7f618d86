import { z } from "zod";
import { DialogueGraph, ToolRegistry, ToolResult, defineTool } from "../../src/index";
import { ScriptedModelServer } from "../../src/testing";

const now = () => new Date("2026-03-10T01:00:00Z");
let server: ScriptedModelServer;
beforeEach(async () => {
  server = await ScriptedModelServer.start();
});
afterEach(() => server.close());

const astronauts = defineTool({
  name: "count_astronauts",
  description: "How many people are in space on a station.",
  parameters: z.object({ station: z.enum(["ISS", "Tiangong"]) }),
  execute: async ({ station }) => ToolResult.ok({ station, people: station === "ISS" ? 7 : 3 }),
  format: (result) => `${(result.data as { station: string }).station} 上有 ${(result.data as { people: number }).people} 人。`,
});

describe('toolCalling: "prompted"', () => {
  it("asks which tool, then its parameters, each as JSON, then the answer — without function calling", async () => {
    server.enqueue(
      { content: '{"tool": "count_astronauts"}' },
      { content: '好的：```json\n{"station": "ISS"}\n```' },
      { content: "國際太空站上現在有七個人。" },
    );
    const graph = new DialogueGraph({
      model: server.model(),
      registry: new ToolRegistry([astronauts]),
      now,
      localIntents: false,
      toolCalling: "prompted",
    });

    const turn = await graph.invoke("太空站上有幾個人", { threadId: "t1" });

    expect(turn.modelCalls.map((call) => call.purpose)).toEqual(["intent", "parameters", "reply"]);
    expect(turn.toolCalls[0]).toMatchObject({ name: "count_astronauts", args: { station: "ISS" }, result: { success: true } });
    expect(turn.reply).toBe("國際太空站上現在有七個人。");
    expect(server.requests.every((request) => request.tools === undefined)).toBe(true);
    expect(server.requests[0].messages.at(-1)?.content).toContain("count_astronauts");
    expect(server.requests[1].messages.at(-1)?.content).toContain('"enum":["ISS","Tiangong"]');
  });

  it("repairs invalid parameters once with the validation message", async () => {
    server.enqueue(
      { content: '{"tool": "count_astronauts"}' },
      { content: '{"station": "Mir"}' },
      { content: '{"station": "Tiangong"}' },
      { content: "天宮上有三個人。" },
    );
    const graph = new DialogueGraph({
      model: server.model(),
      registry: new ToolRegistry([astronauts]),
      now,
      localIntents: false,
      toolCalling: "prompted",
    });

    const turn = await graph.invoke("天宮有幾個人", { threadId: "t1" });

    expect(turn.modelCalls.map((call) => call.purpose)).toEqual(["intent", "parameters", "repair", "reply"]);
    expect(server.requests[2].messages.at(-1)?.content).toContain("station");
    expect(turn.toolCalls[0].args).toEqual({ station: "Tiangong" });
  });

  it("answers directly when the model names no tool", async () => {
    server.enqueue({ content: '{"tool": "none"}' }, { content: "你好！" });
    const graph = new DialogueGraph({
      model: server.model(),
      registry: new ToolRegistry([astronauts]),
      now,
      localIntents: false,
      toolCalling: "prompted",
    });

    const turn = await graph.invoke("你好", { threadId: "t1" });

    expect(turn.toolCalls).toEqual([]);
    expect(turn.reply).toBe("你好！");
  });
});
