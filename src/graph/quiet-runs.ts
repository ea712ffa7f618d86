import type { RunnableConfig } from "@langchain/core/runnables";
import { AsyncLocalStorageProviderSingleton } from "@langchain/core/singletons";
import { hasCallbacks } from "./tracing/has-callbacks";
import { tracingWanted, type TracingWantedOptions } from "./tracing/tracing-wanted";

/**
 * The `configurable` key under which `DialogueGraph` marks a turn nothing listens to (see
 * {@link installQuietRuns}); its value is {@link QUIET}, an object, so LangGraph never copies it
 * into a checkpoint's or a run's metadata as it does strings, numbers and booleans.
 */
export const QUIET_RUNS_KEY = "dialogue_quiet_runs";

/** The value of {@link QUIET_RUNS_KEY} in a quiet turn's config. */
export const QUIET: object = Object.freeze({ quiet: true });

// Where @langchain/core keeps a runnable's config for getConfig(), interrupt() and the stream writer,
// and the context variables of setContextVariable(): the same symbols it uses (Symbol.for).
const CHILD_CONFIG_KEY = Symbol.for("lc:child_config");
const CONTEXT_VARIABLES_KEY = Symbol.for("lc:context_variables");
const INSTALLED = Symbol.for("dialogue-graph:quiet-runs");

interface RunContextStorage {
  getStore(): Record<PropertyKey, unknown> | undefined;
  run<T>(store: unknown, callback: () => T): T;
}

interface RunContextProvider {
  getInstance(): RunContextStorage;
  runWithConfig<T>(config: RunnableConfig | undefined, callback: () => T, avoidCreatingRootRunTree?: boolean): T;
  [INSTALLED]?: true;
}

/**
 * Makes the run context of a quiet turn cheap. LangChain runs every runnable of a LangGraph step
 * (a node, its writes, an edge, each pull of a stream: about 60 in a local turn) inside
 * `runWithConfig`, which builds a LangSmith `RunTree` each time, even with tracing off — an id
 * from the random generator, environment lookups, dozens of properties: about a third of a local
 * turn's CPU. In a run whose config carries {@link QUIET} and no callback handler, the context
 * holds only what is read from it (the config, and context variables carried over), as LangChain
 * does when nothing is traced. Every other run (callbacks given, LangSmith tracing on, another
 * library's chains) goes through LangChain's own code unchanged. Installed once per process.
 */
export function installQuietRuns(): void {
  const provider = AsyncLocalStorageProviderSingleton as unknown as RunContextProvider;
  if (provider[INSTALLED]) return;
  const original = provider.runWithConfig;
  provider.runWithConfig = function runWithConfig<T>(
    this: RunContextProvider,
    config: RunnableConfig | undefined,
    callback: () => T,
    avoidCreatingRootRunTree?: boolean,
  ): T {
    if (config?.configurable?.[QUIET_RUNS_KEY] !== QUIET || hasCallbacks(config.callbacks))
      return original.call(this, config, callback, avoidCreatingRootRunTree) as T;
    const storage = this.getInstance();
    const contextVariables = storage.getStore()?.[CONTEXT_VARIABLES_KEY];
    const store: Record<PropertyKey, unknown> | undefined = avoidCreatingRootRunTree
      ? undefined
      : { extra: { [CHILD_CONFIG_KEY]: config } };
    if (contextVariables === undefined) return storage.run(store, callback);
    return storage.run({ ...store, [CONTEXT_VARIABLES_KEY]: contextVariables }, callback);
  };
  provider[INSTALLED] = true;
}

/**
 * {@link QUIET} for a turn nothing listens to — {@link tracingWanted} says no for the turn's
 * callbacks and OpenTelemetry option, and the turn does not run inside a traced LangSmith run
 * (`traceable` with `tracingEnabled`) — else undefined.
 */
export function quietUnlessTraced(options: TracingWantedOptions = {}): object | undefined {
  if (tracingWanted(options)) return undefined;
  const enclosing = (AsyncLocalStorageProviderSingleton as unknown as RunContextProvider).getInstance().getStore();
  return enclosing?.tracingEnabled === true ? undefined : QUIET;
}
