import { z } from "zod";
import { DeferredChatModel } from "../../src/core/deferred-chat-model";
import { DialogueGraph, ToolRegistry, ToolResult, createCalculatorTool, defineTool, type DialogueEvent } from "../../src/index";
import { ScriptedModelServer } from "../../src/testing";

let server: ScriptedModelServer;
beforeEach(async () => {
  server = await ScriptedModelServer.start();
});
afterEach(() => server.close());

const echo = defineTool({
  name: "echo",
  description: "Says the text back.",
  parameters: z.object({ text: z.string() }),
  execute: async ({ text }) => ToolResult.ok({ text }),
});

describe("a chat model made on its first call", () => {
  it("is not made by building the graph nor by a local turn, and is made once for the model's turns", async () => {
    let made = 0;
    const model = new DeferredChatModel(async () => {
      made += 1;
      return server.model();
    }, "openai");
    const graph = new DialogueGraph({ model, registry: new ToolRegistry([echo, createCalculatorTool()]) });

    const local = await graph.invoke("1+2等於多少", { threadId: "local" });
    expect(local.reply).toBe("1+2 等於 3。");
    expect(made).toBe(0);

    server.enqueue({ toolCalls: [{ name: "echo", arguments: { text: "hi" } }] }, { content: "It said hi." }, { content: "Bye." });
    const events: DialogueEvent[] = [];
    for await (const event of graph.stream("say hi", { threadId: "model" })) events.push(event);
    const second = await graph.invoke("say bye", { threadId: "model" });

    expect(made).toBe(1);
    // The loaded model streams as it would on its own: the text as it comes, the tool it called.
    expect(events.flatMap((event) => (event.type === "text-delta" ? [event.text] : [])).join("")).toBe("It said hi.");
    expect(events.at(-1)).toMatchObject({
      type: "turn-end",
      turn: { reply: "It said hi.", toolCalls: [{ name: "echo", args: { text: "hi" } }] },
    });
    expect(second.reply).toBe("Bye.");
    // The tools were bound on the loaded model and offered to the server.
    expect(server.requests[0].tools?.map((tool) => tool.function.name)).toEqual(["echo", "calculate"]);
  });

  it("passes a failure to load on to the turn as a model failure, spoken, and tries again on the next turn", async () => {
    let attempts = 0;
    const model = new DeferredChatModel(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("Cannot find module '@langchain/openai'");
      return server.model();
    }, "openai");
    const graph = new DialogueGraph({ model, registry: new ToolRegistry(), localIntents: false });

    const failed = await graph.invoke("你好", { threadId: "t1" });
    expect(failed.reply).toMatch(/^抱歉/);
    expect(failed.reply).not.toContain("@langchain/openai");

    server.enqueue({ content: "我在。" });
    const next = await graph.invoke("你還在嗎", { threadId: "t1" });
    expect(next.reply).toBe("我在。");
    expect(attempts).toBe(2);
  });
});
