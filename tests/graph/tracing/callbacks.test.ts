import { awaitAllCallbacks } from "@langchain/core/callbacks/promises";
import { DialogueGraph } from "../../../src/index";
import { ScriptedModelServer } from "../../../src/testing";
import { tracingWanted } from "../../../src/index";
import { CollectingHandler, now, tracedRegistry } from "./trace-fixtures";

const NODES_OF_A_TOOL_TURN = [
  "detect_tool_intent",
  "parse_tool_parameters",
  "confirm_tool_calls",
  "execute_tool",
  "format_tool_result_for_llm",
  "integrate_tool_result",
  "detect_tool_intent",
];

let server: ScriptedModelServer;
beforeEach(async () => {
  server = await ScriptedModelServer.start();
});
afterEach(() => server.close());

function nodesSeen(handler: CollectingHandler): string[] {
  return handler
    .of("chain")
    .filter((run) => run.name === run.node && run.name !== "__start__")
    .map((run) => run.name ?? "");
}

describe("callbacks", () => {
  it("see every node, both model calls with the purpose they were made for and their tokens, and the tool call of a model tool turn", async () => {
    server.enqueue(
      { toolCalls: [{ name: "lookup_city", arguments: { city: "台北" }, id: "call_taipei" }] },
      { content: "台北大約有兩百五十萬人。" },
    );
    const handler = new CollectingHandler();
    const graph = new DialogueGraph({ model: server.model(), registry: tracedRegistry(), now, localIntents: false, callbacks: [handler] });

    const turn = await graph.invoke("台北有多少人", { threadId: "t1" });
    await awaitAllCallbacks();

    expect(turn.reply).toBe("台北大約有兩百五十萬人。");
    expect(nodesSeen(handler)).toEqual(NODES_OF_A_TOOL_TURN);
    const models = handler.of("model");
    expect(models.map((run) => [run.purpose, run.model, handler.nodeOf(run.parentRunId)])).toEqual([
      ["intent", "scripted-model", "detect_tool_intent"],
      // Asked for intent with the tools bound; the record calls it the reply once it answered in words.
      ["intent", "scripted-model", "detect_tool_intent"],
    ]);
    expect(turn.modelCalls.map((call) => call.purpose)).toEqual(["intent", "reply"]);
    expect(handler.of("model-end").map((run) => [run.inputTokens, run.outputTokens])).toEqual([
      [10, 5],
      [10, 5],
    ]);
    const [tool] = handler.of("tool");
    expect(tool).toMatchObject({ name: "lookup_city", toolCallId: "call_taipei" });
    expect(JSON.parse(tool.input)).toEqual({ city: "台北" });
    expect(handler.nodeOf(tool.parentRunId)).toBe("execute_tool");
    expect(handler.of("tool-end")).toEqual([
      { kind: "tool-end", runId: tool.runId, output: { success: true, data: { city: "台北", population: 2_500_000 } } },
    ]);
  });

  it("hear a failed tool result as handleToolError with its code", async () => {
    server.enqueue({ toolCalls: [{ name: "lookup_city", arguments: { city: "火星" } }] }, { content: "找不到火星。" });
    const handler = new CollectingHandler();
    const graph = new DialogueGraph({ model: server.model(), registry: tracedRegistry(), now, localIntents: false, callbacks: [handler] });

    const turn = await graph.invoke("火星有多少人", { threadId: "t1" });
    await awaitAllCallbacks();

    expect(turn.toolCalls[0].result.success).toBe(false);
    expect(handler.of("tool-end")).toEqual([]);
    expect(handler.of("tool-error")).toEqual([
      { kind: "tool-error", runId: handler.of("tool")[0].runId, message: "NOT_FOUND: 找不到火星。", code: "NOT_FOUND" },
    ]);
  });

  it("see a local-route turn's nodes and tool call, with no model call", async () => {
    const handler = new CollectingHandler();
    const graph = new DialogueGraph({ model: server.model(), registry: tracedRegistry(), now, callbacks: [handler] });

    const turn = await graph.invoke("現在幾點", { threadId: "t1" });
    await awaitAllCallbacks();

    expect(turn).toMatchObject({ route: "local", reply: "現在是上午九點。" });
    expect(nodesSeen(handler)).toEqual(NODES_OF_A_TOOL_TURN.slice(0, 6).concat("reply"));
    expect(handler.of("model")).toEqual([]);
    expect(handler.of("tool").map((run) => [run.name, run.input, handler.nodeOf(run.parentRunId)])).toEqual([
      ["tell_time", "{}", "execute_tool"],
    ]);
    expect(server.requests).toHaveLength(0);
  });

  it("given for one turn, see that turn only, besides the graph's own", async () => {
    server.enqueue({ content: "你好！" }, { content: "再見！" });
    const always = new CollectingHandler();
    const once = new CollectingHandler();
    const graph = new DialogueGraph({ model: server.model(), registry: tracedRegistry(), now, localIntents: false, callbacks: [always] });

    await graph.invoke("你好", { threadId: "t1", callbacks: [once] });
    await graph.invoke("再見", { threadId: "t1" });
    await awaitAllCallbacks();

    expect(always.of("model").map((run) => run.purpose)).toEqual(["intent", "intent"]);
    expect(once.of("model").map((run) => run.purpose)).toEqual(["intent"]);
  });

  it("make a turn one that something listens to; an empty list does not", () => {
    expect(tracingWanted({ callbacks: [new CollectingHandler()], env: {} })).toBe(true);
    expect(tracingWanted({ callbacks: [], env: {} })).toBe(false);
    expect(tracingWanted({ env: { LANGSMITH_TRACING: "true" } })).toBe(true);
    expect(tracingWanted({ env: { LANGCHAIN_TRACING_V2: "true" } })).toBe(true);
  });
});
