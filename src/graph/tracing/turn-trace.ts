import type { Callbacks } from "@langchain/core/callbacks/manager";
import type { Tracer } from "@opentelemetry/api";
import type { TurnRecord } from "../turn-record";
import { loadOpenTelemetry } from "./load-open-telemetry";
import { mergeCallbacks } from "./merge-callbacks";
import { OpenTelemetryHandler } from "./open-telemetry-handler";
import type { OpenTelemetryOption } from "./open-telemetry-option";
import { openTelemetryWanted } from "./open-telemetry-wanted";

/** Options of {@link startTurnTrace}. */
export interface StartTurnTraceOptions {
  /** `DialogueGraphOptions.callbacks`. */
  callbacks?: Callbacks;
  /** `TurnOptions.callbacks`, added to the graph's for this turn. */
  turnCallbacks?: Callbacks;
  /** `DialogueGraphOptions.openTelemetry`. Default: automatic. */
  openTelemetry?: OpenTelemetryOption;
  threadId: string;
  /** The turn's language. */
  locale: string;
}

/** What watches one turn: the callbacks to run the graph with, and the end of its turn span. */
export interface TurnTrace {
  /** The graph's and the turn's callbacks, and the OpenTelemetry handler when spans are made. */
  callbacks: Callbacks | undefined;
  /** Ends the turn's span with what the record says (route, reply length), or as failed. */
  end(record: TurnRecord | undefined, error?: unknown): void;
}

const UNTRACED = { end: () => undefined };

/**
 * Begins watching a turn: merges the graph's and the turn's callbacks and, when OpenTelemetry spans
 * are wanted, starts the `dialogue_graph.turn` span (under the caller's active span) and adds the
 * handler that makes the spans of its nodes, model calls and tool calls.
 */
export async function startTurnTrace({
  callbacks,
  turnCallbacks,
  openTelemetry,
  threadId,
  locale,
}: StartTurnTraceOptions): Promise<TurnTrace> {
  const merged = mergeCallbacks(callbacks, turnCallbacks);
  if (!openTelemetryWanted(openTelemetry)) return { callbacks: merged, ...UNTRACED };
  const api = await loadOpenTelemetry();
  const tracer = typeof openTelemetry === "object" ? (openTelemetry as unknown as Tracer) : api.trace.getTracer("dialogue-graph");
  const span = tracer.startSpan(
    "dialogue_graph.turn",
    { attributes: { "dialogue_graph.thread_id": threadId, "gen_ai.conversation.id": threadId, "dialogue_graph.locale": locale } },
    api.context.active(),
  );
  const handler = new OpenTelemetryHandler(api, tracer, span);
  return {
    callbacks: mergeCallbacks(merged, [handler]),
    end(record, error) {
      handler.endAll();
      if (record !== undefined)
        span.setAttributes({
          "dialogue_graph.locale": record.locale,
          "dialogue_graph.route": record.route,
          "dialogue_graph.reply_length": record.reply.length,
          "dialogue_graph.tool_calls": record.toolCalls.length,
          "dialogue_graph.model_calls": record.modelCalls.length,
          "dialogue_graph.interrupted": record.interrupted === true,
        });
      if (error !== undefined) {
        span.recordException(error instanceof Error ? error : String(error));
        span.setStatus({ code: api.SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
      }
      span.end();
    },
  };
}
