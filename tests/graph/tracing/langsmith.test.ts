import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { awaitAllCallbacks } from "@langchain/core/callbacks/promises";
import { LangChainTracer } from "@langchain/core/tracers/tracer_langchain";
import { DialogueGraph } from "../../../src/index";
import { ScriptedModelServer } from "../../../src/testing";
import { tracingWanted } from "../../../src/graph/tracing/tracing-wanted";
import { now, tracedRegistry } from "./trace-fixtures";

/** A run as LangSmith's client posts it (created, then patched when it ends). */
interface PostedRun {
  id: string;
  name: string;
  run_type: string;
  parent_run_id?: string;
  trace_id?: string;
  session_name?: string;
  inputs?: Record<string, unknown>;
  outputs?: Record<string, unknown>;
  error?: string;
  extra?: { metadata?: Record<string, unknown> };
}

/** A stand-in for the LangSmith API on 127.0.0.1: says to use the JSON batch endpoint, and keeps what is posted to it. */
class FakeLangSmith {
  readonly requests: Array<{ method?: string; url?: string; apiKey?: string }> = [];
  readonly runs = new Map<string, PostedRun>();

  private constructor(private readonly server: Server) {}

  static async start(): Promise<FakeLangSmith> {
    const server = createServer();
    const fake = new FakeLangSmith(server);
    server.on("request", (request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        fake.requests.push({ method: request.method, url: request.url, apiKey: request.headers["x-api-key"] as string | undefined });
        const raw = Buffer.concat(chunks);
        const body = request.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw;
        if (request.url?.endsWith("/info")) {
          response.writeHead(200, { "content-type": "application/json" });
          response.end(JSON.stringify({ version: "0.10.0", batch_ingest_config: { use_multipart_endpoint: false } }));
          return;
        }
        if (request.url?.endsWith("/runs/batch")) {
          const batch = JSON.parse(body.toString("utf8")) as { post?: PostedRun[]; patch?: PostedRun[] };
          for (const run of [...(batch.post ?? []), ...(batch.patch ?? [])]) fake.runs.set(run.id, { ...fake.runs.get(run.id), ...run });
        }
        response.writeHead(200, { "content-type": "application/json" });
        response.end("{}");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return fake;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The name of a run's parent. */
  parentName(run: PostedRun): string | undefined {
    return run.parent_run_id === undefined ? undefined : this.runs.get(run.parent_run_id)?.name;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

// LangChain makes one LangSmith client per process, with the endpoint it first read: one stand-in for the file.
let model: ScriptedModelServer;
let langsmith: FakeLangSmith;
beforeAll(async () => {
  langsmith = await FakeLangSmith.start();
  vi.stubEnv("LANGSMITH_TRACING", "true");
  vi.stubEnv("LANGSMITH_ENDPOINT", langsmith.url);
  vi.stubEnv("LANGSMITH_API_KEY", "lsv2-test-key");
  vi.stubEnv("LANGSMITH_PROJECT", "dialogue-graph-tests");
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await langsmith.close();
});
beforeEach(async () => {
  model = await ScriptedModelServer.start();
  langsmith.runs.clear();
});
afterEach(() => model.close());

/** Waits until every callback has run and LangSmith's client has sent what it queued. */
async function flushTraces(): Promise<void> {
  await awaitAllCallbacks();
  // The tracer's client is LangChain's one default LangSmith client (a `langsmith` Client).
  const client = new LangChainTracer().client as { awaitPendingTraceBatches?: () => Promise<void> };
  await client.awaitPendingTraceBatches?.();
}

describe("LangSmith's environment variables", () => {
  it("send a model tool turn's nodes, model calls and tool call to LangSmith, under one trace", async () => {
    model.enqueue({ toolCalls: [{ name: "lookup_city", arguments: { city: "台北" } }] }, { content: "台北大約有兩百五十萬人。" });
    const graph = new DialogueGraph({ model: model.model(), registry: tracedRegistry(), now, localIntents: false });
    expect(tracingWanted()).toBe(true);

    const turn = await graph.invoke("台北有多少人", { threadId: "t1" });
    await flushTraces();

    expect(turn.reply).toBe("台北大約有兩百五十萬人。");
    const runs = [...langsmith.runs.values()];
    expect(langsmith.requests.some((request) => request.url?.endsWith("/runs/batch") && request.apiKey === "lsv2-test-key")).toBe(true);
    expect(new Set(runs.map((run) => run.trace_id)).size).toBe(1);
    expect(new Set(runs.map((run) => run.session_name))).toEqual(new Set(["dialogue-graph-tests"]));
    const nodes = runs.filter(
      (run) => run.run_type === "chain" && run.name !== "__start__" && run.extra?.metadata?.langgraph_node === run.name,
    );
    expect(new Set(nodes.map((run) => run.name))).toEqual(
      new Set([
        "detect_tool_intent",
        "parse_tool_parameters",
        "confirm_tool_calls",
        "execute_tool",
        "format_tool_result_for_llm",
        "integrate_tool_result",
      ]),
    );
    const modelCalls = runs.filter((run) => run.run_type === "llm");
    expect(modelCalls.map((run) => [langsmith.parentName(run), run.extra?.metadata?.dialogue_graph_purpose])).toEqual([
      ["detect_tool_intent", "intent"],
      ["detect_tool_intent", "intent"],
    ]);
    const tools = runs.filter((run) => run.run_type === "tool");
    expect(tools.map((run) => [run.name, langsmith.parentName(run), run.inputs, run.outputs])).toEqual([
      ["lookup_city", "execute_tool", { city: "台北" }, { output: { success: true, data: { city: "台北", population: 2_500_000 } } }],
    ]);
  });

  it("mark a failed tool call with the result's code and message", async () => {
    model.enqueue({ toolCalls: [{ name: "lookup_city", arguments: { city: "火星" } }] }, { content: "找不到火星。" });
    const graph = new DialogueGraph({ model: model.model(), registry: tracedRegistry(), now, localIntents: false });

    await graph.invoke("火星有多少人", { threadId: "t1" });
    await flushTraces();

    const tools = [...langsmith.runs.values()].filter((run) => run.run_type === "tool");
    expect(tools.map((run) => [run.name, run.error?.split("\n")[0]])).toEqual([["lookup_city", "NOT_FOUND: 找不到火星。"]]);
  });
});
