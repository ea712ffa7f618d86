import { awaitAllCallbacks } from "@langchain/core/callbacks/promises";
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from "@opentelemetry/sdk-trace-base";
import { DialogueGraph, type DialogueGraphOptions } from "../../../src/index";
import { ScriptedModelServer, type RecordedModelRequest } from "../../../src/testing";
import { CollectingHandler, now, tracedRegistry } from "./trace-fixtures";

const SUMMARY = "使用者叫小明，喜歡烏龍茶。";
const isSummaryRequest = (request: RecordedModelRequest) => String(request.messages[0]?.content).startsWith("把對話濃縮成");
const TURNS = ["我叫小明", "我喜歡烏龍茶", "今天星期幾", "講個笑話", "再一個"];

let server: ScriptedModelServer;
beforeEach(async () => {
  server = await ScriptedModelServer.start();
  server.fallback = (request) => (isSummaryRequest(request) ? { content: SUMMARY } : { content: "好的。" });
});
afterEach(() => server.close());

/** A thread long enough (a small `historyTokens`) that its older turns are folded into a summary after a reply. */
async function longThread(options: DialogueGraphOptions, turnHandler?: CollectingHandler): Promise<DialogueGraph> {
  const graph = new DialogueGraph({
    model: server.model(),
    registry: tracedRegistry(),
    now,
    localIntents: false,
    historyTokens: 60,
    ...options,
  });
  for (const text of TURNS) await graph.invoke(text, { threadId: "kitchen", callbacks: turnHandler ? [turnHandler] : undefined });
  await graph.settle();
  await awaitAllCallbacks();
  expect(server.requests.filter(isSummaryRequest).length).toBeGreaterThanOrEqual(1);
  return graph;
}

describe("the running summary's model call", () => {
  it("reaches the graph's callbacks as a run of its own, purpose summary, with its tokens; a turn's callbacks do not see it", async () => {
    const handler = new CollectingHandler();
    const turnHandler = new CollectingHandler();

    await longThread({ callbacks: [handler] }, turnHandler);

    const summaries = handler.of("model").filter((run) => run.purpose === "summary");
    expect(summaries.length).toBe(server.requests.filter(isSummaryRequest).length);
    expect(summaries[0]).toMatchObject({ model: "scripted-model", parentRunId: undefined });
    expect(handler.of("model-end").find((run) => run.runId === summaries[0].runId)).toMatchObject({ inputTokens: 10, outputTokens: 5 });
    // Every other model call the graph's handler saw was a turn's, made in a node.
    expect(
      handler
        .of("model")
        .filter((run) => run.purpose !== "summary")
        .every((run) => handler.nodeOf(run.parentRunId) !== undefined),
    ).toBe(true);
    expect(turnHandler.of("model").map((run) => run.purpose)).not.toContain("summary");
    expect(turnHandler.of("model").length).toBe(TURNS.length);
  });

  it("is an OpenTelemetry span under a dialogue_graph.summary span of its own, not under a turn", async () => {
    const exporter = new InMemorySpanExporter();
    const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
    try {
      await longThread({ openTelemetry: provider.getTracer("test") });

      const spans = exporter.getFinishedSpans();
      const byId = new Map(spans.map((span) => [span.spanContext().spanId, span]));
      const parentOf = (span: ReadableSpan) => byId.get(span.parentSpanContext?.spanId ?? "");
      const summarySpans = spans.filter((span) => span.name === "dialogue_graph.summary");
      expect(summarySpans.length).toBe(server.requests.filter(isSummaryRequest).length);
      expect(parentOf(summarySpans[0])).toBeUndefined();
      expect(summarySpans[0].attributes).toMatchObject({
        "dialogue_graph.thread_id": "kitchen",
        "dialogue_graph.summary_length": SUMMARY.length,
      });
      const calls = spans.filter((span) => span.attributes["dialogue_graph.model_call.purpose"] === "summary");
      expect(calls.map((span) => [span.name, parentOf(span)?.name])).toEqual(
        summarySpans.map(() => ["chat scripted-model", "dialogue_graph.summary"]),
      );
      expect(calls[0].attributes).toMatchObject({ "gen_ai.usage.input_tokens": 10, "gen_ai.usage.output_tokens": 5 });
      expect(spans.filter((span) => span.name === "dialogue_graph.turn")).toHaveLength(TURNS.length);
    } finally {
      await provider.shutdown();
    }
  });

  it("marks a failed summary's span as failed, and the thread keeps its turns", async () => {
    server.fallback = (request) =>
      isSummaryRequest(request) ? { status: 500, errorBody: { error: { message: "down" } } } : { content: "好的。" };
    const exporter = new InMemorySpanExporter();
    const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
    try {
      const graph = await longThread({ openTelemetry: provider.getTracer("test"), modelRetries: 0 });

      const [summary] = exporter.getFinishedSpans().filter((span) => span.name === "dialogue_graph.summary");
      expect(summary.status.code).toBe(2);
      const [call] = exporter.getFinishedSpans().filter((span) => span.attributes["dialogue_graph.model_call.purpose"] === "summary");
      expect(call.attributes["error.type"]).toBe("http_error");
      const state = await graph.graph.getState({ configurable: { thread_id: "kitchen" } });
      expect(state.values.summary ?? "").toBe("");
    } finally {
      await provider.shutdown();
    }
  });
});
