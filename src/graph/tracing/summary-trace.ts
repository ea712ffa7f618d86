import type { Callbacks } from "@langchain/core/callbacks/manager";
import type { Tracer } from "@opentelemetry/api";
import { hasCallbacks } from "./has-callbacks";
import { loadOpenTelemetry } from "./load-open-telemetry";
import { mergeCallbacks } from "./merge-callbacks";
import { OpenTelemetryHandler } from "./open-telemetry-handler";
import type { OpenTelemetryOption } from "./open-telemetry-option";
import { openTelemetryWanted } from "./open-telemetry-wanted";

/** Options of {@link startSummaryTrace}. */
export interface StartSummaryTraceOptions {
  /** `DialogueGraphOptions.callbacks`. */
  callbacks?: Callbacks;
  /** `DialogueGraphOptions.openTelemetry`. Default: automatic. */
  openTelemetry?: OpenTelemetryOption;
  threadId: string;
  /** The thread's language. */
  locale: string;
}

/** What watches one summary being written: the callbacks for its model call, and the end of its span. */
export interface SummaryTrace {
  /** The graph's callbacks and the OpenTelemetry handler when spans are made; undefined when nothing listens. */
  callbacks: Callbacks | undefined;
  /** Ends the summary's span with the summary's length, or as failed. */
  end(summary: string | undefined, error?: unknown): void;
}

/**
 * Begins watching the writing of a thread's running summary, which runs after a turn's reply (and
 * its trace) has ended: the graph's callbacks see its model call (purpose `summary`) as a run of its
 * own, and when OpenTelemetry spans are wanted a `dialogue_graph.summary` span (under the active
 * span) holds the call's span. When nothing listens it costs nothing: no package is loaded, no handler added.
 */
export async function startSummaryTrace({ callbacks, openTelemetry, threadId, locale }: StartSummaryTraceOptions): Promise<SummaryTrace> {
  const listening = hasCallbacks(callbacks) ? callbacks : undefined;
  if (!openTelemetryWanted(openTelemetry)) return { callbacks: listening, end: () => undefined };
  const api = await loadOpenTelemetry();
  const tracer = typeof openTelemetry === "object" ? (openTelemetry as unknown as Tracer) : api.trace.getTracer("dialogue-graph");
  const span = tracer.startSpan(
    "dialogue_graph.summary",
    { attributes: { "dialogue_graph.thread_id": threadId, "gen_ai.conversation.id": threadId, "dialogue_graph.locale": locale } },
    api.context.active(),
  );
  const handler = new OpenTelemetryHandler(api, tracer, span);
  return {
    callbacks: mergeCallbacks(listening, [handler]),
    end(summary, error) {
      handler.endAll();
      if (summary !== undefined) span.setAttributes({ "dialogue_graph.summary_length": summary.length });
      if (error !== undefined) {
        span.recordException(error instanceof Error ? error : String(error));
        span.setStatus({ code: api.SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
      }
      span.end();
    },
  };
}
