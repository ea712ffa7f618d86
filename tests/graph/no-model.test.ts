import { z } from "zod";
import { DialogueGraph, ToolRegistry, ToolResult, defineTool, loadSettings } from "../../src/index";
import { ScriptedModelServer } from "../../src/testing";

const clock = defineTool({
  name: "tell_time",
  description: "Tells the time.",
  parameters: z.object({}),
  phrases: [{ pattern: /^(?:現在)?幾點(?:了)?$/ }],
  execute: async (_args, { now }) => ToolResult.ok({ iso: now.toISOString() }),
  format: () => "現在是上午九點。",
});
const now = () => new Date("2026-03-10T01:00:00Z");

describe("with no model", () => {
  it("answers a locally routed request with the formatter's text and no model call", async () => {
    const graph = new DialogueGraph({ model: null, registry: new ToolRegistry([clock]), now });

    const turn = await graph.invoke("現在幾點", { threadId: "t1" });

    expect(turn).toMatchObject({ reply: "現在是上午九點。", route: "local", modelCalls: [] });
    expect(turn.toolCalls[0]).toMatchObject({ name: "tell_time", source: "local" });
  });

  it("says what works offline and how to configure a model for anything else", async () => {
    const graph = new DialogueGraph({ model: null, registry: new ToolRegistry([clock]), now });

    const turn = await graph.invoke("講個笑話給我聽", { threadId: "t1" });

    expect(turn.route).toBe("offline");
    expect(turn.reply).toContain("OPENAI_API_KEY");
    expect(turn.reply).toContain("現在幾點");
  });

  it("builds no model when the settings have neither a key nor a base URL", async () => {
    const graph = new DialogueGraph({ registry: new ToolRegistry([clock]), settings: loadSettings({ env: {}, envFile: false }), now });

    const turn = await graph.invoke("what can you do", { threadId: "t1" });

    expect(turn.route).toBe("offline");
    expect(turn.reply).toContain("OPENAI_API_KEY");
  });
});

describe("localIntents", () => {
  let server: ScriptedModelServer;
  beforeEach(async () => {
    server = await ScriptedModelServer.start();
  });
  afterEach(() => server.close());

  it("makes no model call for a local route even when a model is configured", async () => {
    const graph = new DialogueGraph({ model: server.model(), registry: new ToolRegistry([clock]), now });
    const turn = await graph.invoke("現在幾點", { threadId: "t1" });
    expect(turn.modelCalls).toEqual([]);
    expect(server.requests).toEqual([]);
  });

  it("makes exactly one model call, the reply, with phraseWithModel", async () => {
    server.enqueue({ content: "早安，現在九點整。" });
    const graph = new DialogueGraph({ model: server.model(), registry: new ToolRegistry([clock]), now, phraseWithModel: true });
    const turn = await graph.invoke("現在幾點", { threadId: "t1" });
    expect(turn.reply).toBe("早安，現在九點整。");
    expect(turn.modelCalls.map((call) => call.purpose)).toEqual(["reply"]);
    expect(server.requests[0].tools).toBeUndefined();
    expect(server.requests[0].messages.find((message) => message.role === "tool")?.content).toContain("現在是上午九點。");
  });

  it("can be switched off per graph and per tool", async () => {
    server.fallback = { content: "由模型回答。" };
    const offForGraph = new DialogueGraph({ model: server.model(), registry: new ToolRegistry([clock]), now, localIntents: false });
    expect((await offForGraph.invoke("現在幾點", { threadId: "a" })).route).toBe("model");

    const quietClock = defineTool({
      name: "tell_time",
      description: "Tells the time.",
      parameters: z.object({}),
      phrases: clock.phrases,
      execute: async () => ToolResult.ok({}),
    });
    quietClock.localRoute = false;
    const offForTool = new DialogueGraph({ model: server.model(), registry: new ToolRegistry([quietClock]), now });
    expect((await offForTool.invoke("現在幾點", { threadId: "b" })).route).toBe("model");
  });
});
