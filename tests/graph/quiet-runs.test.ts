import { BaseCallbackHandler } from "@langchain/core/callbacks/base";
import { HumanMessage } from "@langchain/core/messages";
import { RunnableLambda } from "@langchain/core/runnables";
import type { Client } from "langsmith";
import { traceable } from "langsmith/traceable";
import { z } from "zod";
import { DialogueGraph, ToolRegistry, ToolResult, defineTool } from "../../src/index";

const clock = defineTool({
  name: "tell_time",
  description: "Tells the time.",
  parameters: z.object({}),
  phrases: [{ pattern: /^(?:現在)?幾點(?:了)?$/ }],
  execute: async () => ToolResult.ok({}),
  format: () => "現在是上午九點。",
});

describe("turns nothing listens to", () => {
  it("leave other LangChain runs in the same process reported to their callbacks", async () => {
    const graph = new DialogueGraph({ model: null, registry: new ToolRegistry([clock]) });
    expect((await graph.invoke("現在幾點", { threadId: "kitchen" })).reply).toBe("現在是上午九點。");
    const started: string[] = [];
    const handler = BaseCallbackHandler.fromMethods({
      handleChainStart: (_chain, _inputs, _runId, _parent, _tags, _metadata, _type, name) => void started.push(name ?? ""),
    });

    const doubled = await RunnableLambda.from((value: number) => value * 2)
      .withConfig({ runName: "double" })
      .invoke(21, { callbacks: [handler] });

    expect(doubled).toBe(42);
    expect(started).toEqual(["double"]);
  });

  it("leave the compiled graph, streamed with callbacks, reporting every node to them", async () => {
    const graph = new DialogueGraph({ model: null, registry: new ToolRegistry([clock]) });
    const started: string[] = [];
    const handler = BaseCallbackHandler.fromMethods({
      handleChainStart: (_chain, _inputs, _runId, _parent, _tags, _metadata, _type, name) => void started.push(name ?? ""),
    });

    await graph.graph.invoke({ messages: [new HumanMessage("現在幾點")] }, { configurable: { thread_id: "studio" }, callbacks: [handler] });

    expect(started).toEqual(expect.arrayContaining(["detect_tool_intent", "execute_tool", "format_tool_result_for_llm", "reply"]));
  });
});

describe("a turn inside a traced LangSmith run", () => {
  it("sends its nodes to LangSmith under that run", async () => {
    const graph = new DialogueGraph({ model: null, registry: new ToolRegistry([clock]) });
    const names: string[] = [];
    // A stand-in for LangSmith's client: the runs it would have sent.
    const client = {
      createRun: async (run: { name: string }) => void names.push(run.name),
      updateRun: async () => undefined,
      awaitPendingTraceBatches: async () => undefined,
    } as unknown as Client;
    const ask = traceable((text: string) => graph.invoke(text, { threadId: "traced" }), {
      name: "voice_turn",
      tracingEnabled: true,
      client,
    });

    expect((await ask("現在幾點")).reply).toBe("現在是上午九點。");
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(names).toEqual(expect.arrayContaining(["voice_turn", "detect_tool_intent", "execute_tool", "reply"]));
  });
});
