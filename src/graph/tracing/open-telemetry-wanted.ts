import type { OpenTelemetryOption } from "./open-telemetry-option";

// Where @opentelemetry/api 1.x keeps what was registered globally (`trace.setGlobalTracerProvider`,
// `NodeSDK.start()`): read without loading the package, so a process without it pays nothing.
const GLOBAL_API_KEY = Symbol.for("opentelemetry.js.api.1");

/**
 * Whether a turn makes OpenTelemetry spans: `true` or a tracer, yes; `false`, no; automatic (the
 * default), when a global tracer provider is registered — checked each turn, so a provider
 * registered after the graph was built is seen.
 */
export function openTelemetryWanted(option: OpenTelemetryOption | undefined): boolean {
  if (option === undefined || option === "auto") {
    const registered = (globalThis as Record<symbol, { trace?: unknown } | undefined>)[GLOBAL_API_KEY];
    return registered?.trace !== undefined;
  }
  return option !== false;
}
