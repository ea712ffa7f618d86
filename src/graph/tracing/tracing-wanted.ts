import type { Callbacks } from "@langchain/core/callbacks/manager";

// The variables LangChain reads to send runs to LangSmith (any one of them set to "true").
const LANGSMITH_TRACING_VARIABLES = ["LANGSMITH_TRACING_V2", "LANGCHAIN_TRACING_V2", "LANGSMITH_TRACING", "LANGCHAIN_TRACING"];

/** What {@link tracingWanted} looks at. */
export interface TracingWantedOptions {
  /** The callbacks of the graph and of the turn. Default: none. */
  callbacks?: Callbacks;
  /** The environment. Default: `process.env` (none in a browser). */
  env?: Record<string, string | undefined>;
}

/**
 * Whether anything listens to a turn's runs: callbacks were given, or LangSmith tracing is on in the
 * environment (`LANGSMITH_TRACING=true` or its older names). When it says false, a turn may skip
 * LangChain's callback machinery altogether: nobody would see what it reports.
 */
export function tracingWanted({ callbacks, env = processEnv() }: TracingWantedOptions = {}): boolean {
  if (hasCallbacks(callbacks)) return true;
  return LANGSMITH_TRACING_VARIABLES.some((name) => env[name] === "true");
}

function hasCallbacks(callbacks: Callbacks | undefined): boolean {
  if (callbacks === undefined) return false;
  if (Array.isArray(callbacks)) return callbacks.length > 0;
  return callbacks.handlers.length > 0 || callbacks.inheritableHandlers.length > 0;
}

// No `process` in a browser: no variables there.
function processEnv(): Record<string, string | undefined> {
  return typeof process === "undefined" ? {} : process.env;
}
