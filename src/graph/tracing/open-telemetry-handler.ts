import { BaseCallbackHandler } from "@langchain/core/callbacks/base";
import type { Serialized } from "@langchain/core/load/serializable";
import type { LLMResult } from "@langchain/core/outputs";
import type { Span, Tracer } from "@opentelemetry/api";
import { describeModelError } from "../describe-model-error";
import type { OpenTelemetryApi } from "./load-open-telemetry";
import { modelCallAttributes, modelUsageAttributes } from "./model-call-attributes";
import { ToolCallFailure } from "./tool-call-failure";

// OpenTelemetry's SpanStatusCode.ERROR, without loading the package to read it.
const ERROR = 2;

/**
 * Turns the LangChain runs of one turn into OpenTelemetry spans under the turn's span: a span per
 * node (named after it), per model call (`chat <model>`, with GenAI attributes, its purpose and
 * tokens) and per tool call (`execute_tool <tool>`, with success and error code). Other runs (the
 * graph's own, its edges and hidden writes) make no span; what runs inside them goes to their parent.
 */
export class OpenTelemetryHandler extends BaseCallbackHandler {
  name = "dialogue_graph_open_telemetry";
  // Spans begin and end in line with the runs, not later from LangChain's background queue.
  override awaitHandlers = true;
  // Each run's span: its own, or the one its children belong under.
  private readonly spans = new Map<string, Span>();
  private readonly own = new Map<string, Span>();
  // Each model call's signal: a deadline aborts it with the reason the span's error code names.
  private readonly signals = new Map<string, AbortSignal>();

  constructor(
    private readonly api: OpenTelemetryApi,
    private readonly tracer: Tracer,
    private readonly turnSpan: Span,
  ) {
    super();
  }

  override handleChainStart(
    _chain: Serialized,
    _inputs: unknown,
    runId: string,
    parentRunId?: string,
    tags?: string[],
    metadata?: Record<string, unknown>,
    _runType?: string,
    runName?: string,
  ): void {
    // LangGraph runs each node under the graph's run, named after the node, and says so in metadata.
    const isNode =
      parentRunId !== undefined && runName !== undefined && metadata?.langgraph_node === runName && !tags?.includes("langsmith:hidden");
    if (isNode) this.start(runId, parentRunId, runName, { "dialogue_graph.node": runName, "langgraph.step": stepOf(metadata) });
    else this.spans.set(runId, this.parentOf(parentRunId));
  }

  override handleChainEnd(_outputs: unknown, runId: string): void {
    this.finish(runId);
  }

  override handleChainError(error: Error, runId: string): void {
    // A pause for the user's confirmation ends the run by a GraphInterrupt: a question, not a failure.
    if (error?.name === "GraphInterrupt") this.finish(runId);
    else this.finish(runId, error, error?.name || "error");
  }

  override handleChatModelStart(
    _llm: Serialized,
    _messages: unknown,
    runId: string,
    parentRunId?: string,
    extraParams?: Record<string, unknown>,
    _tags?: string[],
    metadata?: Record<string, unknown>,
  ): void {
    const attributes = modelCallAttributes(extraParams, metadata);
    const signal = (extraParams?.options as { signal?: unknown } | undefined)?.signal;
    if (signal instanceof AbortSignal) this.signals.set(runId, signal);
    this.start(runId, parentRunId, `chat ${attributes["gen_ai.request.model"] ?? "model"}`, attributes);
  }

  override handleLLMEnd(output: LLMResult, runId: string): void {
    this.signals.delete(runId);
    this.own.get(runId)?.setAttributes(modelUsageAttributes(output));
    this.finish(runId);
  }

  override handleLLMError(error: Error, runId: string): void {
    const signal = this.signals.get(runId);
    this.signals.delete(runId);
    // The client says only "Request was aborted."; the signal's reason says which deadline passed.
    this.finish(runId, error, describeModelError(signal?.aborted ? signal.reason : error, signal).code);
  }

  override handleToolStart(
    _tool: Serialized,
    _input: string,
    runId: string,
    parentRunId?: string,
    _tags?: string[],
    _metadata?: Record<string, unknown>,
    runName?: string,
    toolCallId?: string,
  ): void {
    this.start(runId, parentRunId, `execute_tool ${runName ?? "tool"}`, {
      "gen_ai.operation.name": "execute_tool",
      "gen_ai.tool.name": runName,
      "gen_ai.tool.call.id": toolCallId,
    });
  }

  override handleToolEnd(_output: unknown, runId: string): void {
    this.own.get(runId)?.setAttributes({ "dialogue_graph.tool.success": true });
    this.finish(runId);
  }

  override handleToolError(error: Error, runId: string): void {
    this.own.get(runId)?.setAttributes({ "dialogue_graph.tool.success": false });
    this.finish(runId, error, ToolCallFailure.isInstance(error) ? error.code : "TOOL_ERROR");
  }

  /** Ends the spans of runs that never reported their end (a turn cut short). */
  endAll(): void {
    for (const span of this.own.values()) span.end();
    this.own.clear();
    this.spans.clear();
    this.signals.clear();
  }

  private parentOf(parentRunId: string | undefined): Span {
    return (parentRunId === undefined ? undefined : this.spans.get(parentRunId)) ?? this.turnSpan;
  }

  private start(runId: string, parentRunId: string | undefined, name: string, attributes: Record<string, string | number | undefined>) {
    const parent = this.api.trace.setSpan(this.api.context.active(), this.parentOf(parentRunId));
    const span = this.tracer.startSpan(name, { attributes: definedOnly(attributes) }, parent);
    this.spans.set(runId, span);
    this.own.set(runId, span);
  }

  private finish(runId: string, error?: Error, code?: string): void {
    const span = this.own.get(runId);
    this.spans.delete(runId);
    if (span === undefined) return;
    this.own.delete(runId);
    if (error !== undefined) {
      span.setAttributes({ "error.type": code });
      span.recordException(error);
      span.setStatus({ code: ERROR, message: error.message });
    }
    span.end();
  }
}

function stepOf(metadata: Record<string, unknown> | undefined): number | undefined {
  return typeof metadata?.langgraph_step === "number" ? metadata.langgraph_step : undefined;
}

function definedOnly(attributes: Record<string, string | number | undefined>): Record<string, string | number> {
  const kept: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(attributes)) if (value !== undefined) kept[key] = value;
  return kept;
}
