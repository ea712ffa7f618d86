import type { LangGraphRunnableConfig } from "@langchain/langgraph";

/** The `configurable` key under which `DialogueGraph` hands each turn's AbortSignal to the nodes. */
export const TURN_SIGNAL_KEY = "dialogue_signal";

/**
 * The running turn's own AbortSignal. It travels in the run's config rather than in a map per
 * thread, so two turns never share one; a run started elsewhere (LangGraph Studio) has none.
 */
export function turnSignal(config: LangGraphRunnableConfig | undefined): AbortSignal | undefined {
  const value: unknown = config?.configurable?.[TURN_SIGNAL_KEY];
  return value instanceof AbortSignal ? value : undefined;
}
