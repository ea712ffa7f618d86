import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import type { FormatContext } from "../core/base-tool";
import type { TurnState } from "./dialogue-state";
import type { GraphRuntime } from "./graph-runtime";

/**
 * What a turn's tools see beside their arguments — in their normaliser, confirmation, `execute`
 * and formatter alike: the turn's clock, the time zone, the turn's language, and the user the
 * run is for. The user travels in the run's config (`TurnOptions.userId`), not in the
 * checkpointed state. `runTool` adds the signal.
 */
export function callContext(runtime: GraphRuntime, turn: TurnState, config: LangGraphRunnableConfig): FormatContext {
  const userId: unknown = config.configurable?.user_id;
  return {
    now: new Date(turn.startedAt),
    timeZone: runtime.timeZone,
    locale: turn.locale,
    ...(typeof userId === "string" ? { userId } : {}),
  };
}
