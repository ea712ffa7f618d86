/** The attributes of a span, as OpenTelemetry takes them. */
export type SpanAttributes = Record<string, string | number | boolean | undefined>;

/** The part of an OpenTelemetry `Span` the graph uses; any real span fits. */
export interface OpenTelemetrySpan {
  setAttributes(attributes: SpanAttributes): unknown;
  setStatus(status: { code: number; message?: string }): unknown;
  recordException(exception: Error | string): void;
  end(): void;
}

/** The part of an OpenTelemetry `Tracer` (`@opentelemetry/api`) the graph uses; any real tracer fits. */
export interface OpenTelemetryTracer {
  startSpan(name: string, options?: { attributes?: SpanAttributes }, context?: unknown): OpenTelemetrySpan;
}

/**
 * `DialogueGraphOptions.openTelemetry`: `"auto"` makes spans when a global tracer provider is
 * registered; `true` always, from the global provider; a tracer, from it; `false`, never.
 */
export type OpenTelemetryOption = boolean | "auto" | OpenTelemetryTracer;
