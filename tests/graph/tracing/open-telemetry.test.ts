import { trace } from "@opentelemetry/api";
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from "@opentelemetry/sdk-trace-base";
import { DialogueGraph } from "../../../src/index";
import { ScriptedModelServer } from "../../../src/testing";
import { tracingWanted } from "../../../src/graph/tracing/tracing-wanted";
import { now, tracedRegistry } from "./trace-fixtures";

let server: ScriptedModelServer;
let exporter: InMemorySpanExporter;
let provider: BasicTracerProvider;
beforeEach(async () => {
  server = await ScriptedModelServer.start();
  exporter = new InMemorySpanExporter();
  provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
});
afterEach(async () => {
  trace.disable();
  await provider.shutdown();
  await server.close();
});

/** The finished spans as a tree: each span's name and the name of its parent. */
function parentsOf(spans: ReadableSpan[]): Array<[string, string | undefined]> {
  const byId = new Map(spans.map((span) => [span.spanContext().spanId, span]));
  const depth = (span: ReadableSpan): number => {
    const parent = byId.get(span.parentSpanContext?.spanId ?? "");
    return parent === undefined ? 0 : depth(parent) + 1;
  };
  // By start; a span and its child started in the same instant: the parent first.
  return spans
    .toSorted(
      (first, second) =>
        first.startTime[0] - second.startTime[0] || first.startTime[1] - second.startTime[1] || depth(first) - depth(second),
    )
    .map((span) => [span.name, byId.get(span.parentSpanContext?.spanId ?? "")?.name]);
}

function only(spans: ReadableSpan[], name: string): ReadableSpan {
  const found = spans.filter((span) => span.name === name);
  expect(found, name).toHaveLength(1);
  return found[0];
}

describe("OpenTelemetry spans", () => {
  it("trace a local-route turn from the tracer given: the turn, its nodes and its tool call", async () => {
    const graph = new DialogueGraph({ model: server.model(), registry: tracedRegistry(), now, openTelemetry: provider.getTracer("test") });

    const turn = await graph.invoke("現在幾點", { threadId: "kitchen" });

    const spans = exporter.getFinishedSpans();
    expect(parentsOf(spans)).toEqual([
      ["dialogue_graph.turn", undefined],
      ["detect_tool_intent", "dialogue_graph.turn"],
      ["parse_tool_parameters", "dialogue_graph.turn"],
      ["confirm_tool_calls", "dialogue_graph.turn"],
      ["execute_tool", "dialogue_graph.turn"],
      ["execute_tool tell_time", "execute_tool"],
      ["format_tool_result_for_llm", "dialogue_graph.turn"],
      ["integrate_tool_result", "dialogue_graph.turn"],
      ["reply", "dialogue_graph.turn"],
    ]);
    expect(only(spans, "dialogue_graph.turn").attributes).toMatchObject({
      "dialogue_graph.thread_id": "kitchen",
      "dialogue_graph.locale": "zh-TW",
      "dialogue_graph.route": "local",
      "dialogue_graph.reply_length": turn.reply.length,
      "dialogue_graph.tool_calls": 1,
      "dialogue_graph.model_calls": 0,
    });
    expect(only(spans, "execute_tool tell_time").attributes).toMatchObject({
      "gen_ai.tool.name": "tell_time",
      "dialogue_graph.tool.success": true,
    });
    expect(only(spans, "execute_tool").attributes).toMatchObject({ "dialogue_graph.node": "execute_tool" });
  });

  it("trace a model tool turn through the global tracer provider: model calls with tokens and purpose, the tool call under its node", async () => {
    trace.setGlobalTracerProvider(provider);
    server.enqueue({ toolCalls: [{ name: "lookup_city", arguments: { city: "台北" } }] }, { content: "台北大約有兩百五十萬人。" });
    const graph = new DialogueGraph({ model: server.model(), registry: tracedRegistry(), now, localIntents: false });

    const turn = await graph.invoke("台北有多少人", { threadId: "t1" });

    const spans = exporter.getFinishedSpans();
    expect(parentsOf(spans).filter(([name]) => name.startsWith("chat") || name.startsWith("execute_tool "))).toEqual([
      ["chat scripted-model", "detect_tool_intent"],
      ["execute_tool lookup_city", "execute_tool"],
      ["chat scripted-model", "detect_tool_intent"],
    ]);
    for (const span of spans.filter((each) => each.name === "chat scripted-model"))
      expect(span.attributes).toMatchObject({
        "gen_ai.operation.name": "chat",
        "gen_ai.provider.name": "openai",
        "gen_ai.request.model": "scripted-model",
        "gen_ai.usage.input_tokens": 10,
        "gen_ai.usage.output_tokens": 5,
        "dialogue_graph.model_call.purpose": "intent",
      });
    expect(only(spans, "dialogue_graph.turn").attributes).toMatchObject({
      "dialogue_graph.route": "model",
      "dialogue_graph.reply_length": turn.reply.length,
      "dialogue_graph.model_calls": 2,
    });
  });

  it("mark a failed model call with its error code and a failed tool call with the result's code", async () => {
    server.enqueue(
      { status: 500, errorBody: { error: { message: "upstream down" } } },
      { toolCalls: [{ name: "lookup_city", arguments: { city: "火星" } }] },
      { content: "找不到火星。" },
    );
    const graph = new DialogueGraph({
      model: server.model(),
      registry: tracedRegistry(),
      now,
      localIntents: false,
      openTelemetry: provider.getTracer("test"),
    });

    await graph.invoke("火星有多少人", { threadId: "t1" });

    const spans = exporter.getFinishedSpans();
    const [failed, ...answered] = spans.filter((span) => span.name === "chat scripted-model");
    expect(failed.attributes["error.type"]).toBe("http_error");
    expect(failed.status.code).toBe(2);
    expect(answered.map((span) => span.attributes["error.type"])).toEqual([undefined, undefined]);
    const tool = only(spans, "execute_tool lookup_city");
    expect(tool.attributes).toMatchObject({ "dialogue_graph.tool.success": false, "error.type": "NOT_FOUND" });
    expect(tool.status.code).toBe(2);
  });

  it("are not made, and nothing listens, when no provider is registered and no option asks", async () => {
    const graph = new DialogueGraph({ model: server.model(), registry: tracedRegistry(), now });

    await graph.invoke("現在幾點", { threadId: "t1" });

    expect(exporter.getFinishedSpans()).toEqual([]);
    expect(tracingWanted({ env: {} })).toBe(false);
    trace.setGlobalTracerProvider(provider);
    expect(tracingWanted({ env: {} })).toBe(true);
    expect(tracingWanted({ env: {}, openTelemetry: false })).toBe(false);
  });
});

describe("OpenTelemetry spans of a model that misses its deadline", () => {
  it("name the deadline missed", async () => {
    server.enqueue({ delayMs: 400, content: "太慢了。" });
    const graph = new DialogueGraph({
      model: server.model(),
      registry: tracedRegistry(),
      now,
      localIntents: false,
      modelRetries: 0,
      modelFirstTokenTimeoutMs: 100,
      openTelemetry: provider.getTracer("test"),
    });

    const turn = await graph.invoke("你好", { threadId: "t1" });

    expect(turn.modelCalls[0].error?.code).toBe("first_token_timeout");
    const [call] = exporter.getFinishedSpans().filter((span) => span.name === "chat scripted-model");
    expect(call.attributes["error.type"]).toBe("first_token_timeout");
  });
});
