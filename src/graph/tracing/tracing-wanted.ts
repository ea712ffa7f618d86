import type { Callbacks } from "@langchain/core/callbacks/manager";
import { hasCallbacks } from "./has-callbacks";
import { openTelemetryWanted } from "./open-telemetry-wanted";
import type { OpenTelemetryOption } from "./open-telemetry-option";

// The variables LangChain reads to send runs to LangSmith (any one of them set to "true").
const LANGSMITH_TRACING_VARIABLES = ["LANGSMITH_TRACING_V2", "LANGCHAIN_TRACING_V2", "LANGSMITH_TRACING", "LANGCHAIN_TRACING"];

/** What {@link tracingWanted} looks at: the callbacks of the graph and of the turn, and the OpenTelemetry option. */
export interface TracingWantedOptions {
  /** `DialogueGraphOptions.callbacks` and `TurnOptions.callbacks`. */
  callbacks?: Callbacks;
  /** `DialogueGraphOptions.openTelemetry`. Default: automatic. */
  openTelemetry?: OpenTelemetryOption;
  /** The environment. Default: `process.env` (none in a browser). */
  env?: Record<string, string | undefined>;
}

/**
 * Whether anything listens to a turn's runs: callbacks were given, LangSmith tracing is on in the
 * environment (`LANGSMITH_TRACING=true` or its older names), or OpenTelemetry spans are wanted
 * (the option says so, or a global tracer provider is registered). When it says false, a turn may
 * skip LangChain's callback machinery altogether: nobody would see what it reports.
 */
export function tracingWanted({ callbacks, openTelemetry, env = processEnv() }: TracingWantedOptions = {}): boolean {
  if (hasCallbacks(callbacks)) return true;
  if (LANGSMITH_TRACING_VARIABLES.some((name) => env[name] === "true")) return true;
  return openTelemetryWanted(openTelemetry);
}

// No `process` in a browser: no variables there.
function processEnv(): Record<string, string | undefined> {
  return typeof process === "undefined" ? {} : process.env;
}
