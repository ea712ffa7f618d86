import type { DialogueStateValue, TurnState } from "../dialogue-state";
import type { GraphRuntime } from "../graph-runtime";
import { chooseOfferedTools, type OfferedTools } from "./choose-offered-tools";
import { recentToolNames } from "./recent-tool-names";
import { toolWordIndexOf } from "./tool-word-index-of";

/** What {@link offeredTools} reads: the state (its history trimmed) and the turn under way. */
export interface OfferedToolsOptions {
  state: DialogueStateValue;
  turn: TurnState;
}

/**
 * The tools this turn's next model call offers, under the graph's `toolBudget` (see
 * `chooseOfferedTools`): every tool when the budget is off.
 */
export function offeredTools(runtime: GraphRuntime, { state, turn }: OfferedToolsOptions): OfferedTools {
  if (runtime.toolBudget === false) return { names: runtime.registry.names(), narrowed: false };
  const recent = recentToolNames({
    messages: state.messages,
    dialogue: state.dialogue,
    // Before the turn begins the state still holds the last turn: its question, if any.
    awaitingTool: state.turn === turn ? undefined : state.turn?.awaiting?.tool,
  });
  return chooseOfferedTools(toolWordIndexOf(runtime.registry), {
    text: turn.text,
    locale: turn.locale,
    recent,
    always: runtime.alwaysOfferedTools,
    budget: runtime.toolBudget,
  });
}
