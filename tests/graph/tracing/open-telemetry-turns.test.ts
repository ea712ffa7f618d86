import { AsyncLocalStorage } from "node:async_hooks";
import { ROOT_CONTEXT, context, trace, type Context, type ContextManager } from "@opentelemetry/api";
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { z } from "zod";
import { DialogueGraph, ToolRegistry, ToolResult, defineTool } from "../../../src/index";
import { ScriptedModelServer } from "../../../src/testing";
import { now, tracedRegistry } from "./trace-fixtures";

/** The context manager an application's OpenTelemetry SDK registers in Node, in a few lines. */
class StorageContextManager implements ContextManager {
  private readonly storage = new AsyncLocalStorage<Context>();
  active(): Context {
    return this.storage.getStore() ?? ROOT_CONTEXT;
  }
  with<A extends unknown[], F extends (...args: A) => ReturnType<F>>(scope: Context, fn: F, thisArg?: ThisParameterType<F>, ...args: A) {
    return this.storage.run(scope, () => fn.call(thisArg, ...args));
  }
  bind<T>(_scope: Context, target: T): T {
    return target;
  }
  enable(): this {
    return this;
  }
  disable(): this {
    this.storage.disable();
    return this;
  }
}

let server: ScriptedModelServer;
let exporter: InMemorySpanExporter;
let provider: BasicTracerProvider;
beforeEach(async () => {
  server = await ScriptedModelServer.start();
  exporter = new InMemorySpanExporter();
  provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
});
afterEach(async () => {
  context.disable();
  trace.disable();
  await provider.shutdown();
  await server.close();
});

describe("OpenTelemetry spans across turns", () => {
  it("put the turn under the application's active span (a request being served)", async () => {
    context.setGlobalContextManager(new StorageContextManager());
    const tracer = provider.getTracer("app");
    const graph = new DialogueGraph({ model: server.model(), registry: tracedRegistry(), now, openTelemetry: tracer });

    const request = tracer.startSpan("POST /v1/threads/kitchen/turns");
    await context.with(trace.setSpan(context.active(), request), () => graph.invoke("現在幾點", { threadId: "kitchen" }));
    request.end();

    const spans = exporter.getFinishedSpans();
    const turn = spans.find((span) => span.name === "dialogue_graph.turn");
    expect(turn?.parentSpanContext?.spanId).toBe(request.spanContext().spanId);
    expect(new Set(spans.map((span) => span.spanContext().traceId))).toEqual(new Set([request.spanContext().traceId]));
  });

  it("end a turn that stops for a confirmation without an error, and trace the answer's tool calls", async () => {
    const books = ["a", "b", "c"];
    const removeBook = defineTool({
      name: "remove_book",
      description: "Removes a book from the shelf.",
      parameters: z.object({ title: z.string() }),
      destructive: true,
      execute: async ({ title }) => ToolResult.ok({ removed: books.splice(books.indexOf(title), 1) }),
    });
    server.enqueue(
      {
        toolCalls: [
          { name: "remove_book", arguments: { title: "a" } },
          { name: "remove_book", arguments: { title: "b" } },
        ],
      },
      { content: "兩本都移掉了。" },
    );
    const graph = new DialogueGraph({
      model: server.model(),
      registry: new ToolRegistry([removeBook]),
      localIntents: false,
      openTelemetry: true,
    });
    trace.setGlobalTracerProvider(provider);

    const asked = await graph.invoke("把 a 跟 b 拿掉", { threadId: "t" });
    const askedSpans = exporter.getFinishedSpans();
    exporter.reset();
    await graph.invoke("好", { threadId: "t" });
    const answerSpans = exporter.getFinishedSpans();
    trace.disable();

    expect(asked.awaiting?.kind).toBe("confirm");
    expect(askedSpans.filter((span) => span.status.code === 2).map((span) => span.name)).toEqual([]);
    expect(askedSpans.map((span) => span.name)).toContain("await_confirmation");
    expect(askedSpans.filter((span) => span.name.startsWith("execute_tool"))).toEqual([]);
    expect(books).toEqual(["c"]);
    expect(answerSpans.filter((span) => span.name === "execute_tool remove_book")).toHaveLength(2);
    expect(answerSpans.find((span) => span.name === "dialogue_graph.turn")?.attributes["dialogue_graph.tool_calls"]).toBe(2);
  });
});
