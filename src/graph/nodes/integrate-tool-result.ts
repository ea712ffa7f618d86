import { ToolMessage } from "@langchain/core/messages";
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { asToolData } from "../as-tool-data";
import type { DialogueStateUpdate, DialogueStateValue } from "../dialogue-state";
import { prompt, type GraphRuntime } from "../graph-runtime";
import { isSettled } from "../pending-call";
import { turnSignal } from "../turn-signal";

/**
 * integrate_tool_result: wraps each result in the `tool_response` or `tool_error_response`
 * template, adds the tool messages to the conversation and closes the round. A locally routed
 * turn with nothing to phrase it takes its formatters' text as the reply.
 */
export function createIntegrateToolResultNode(runtime: GraphRuntime) {
  return async function integrateToolResult(state: DialogueStateValue, _config: LangGraphRunnableConfig): Promise<DialogueStateUpdate> {
    const turn = state.turn;
    // Every call has its outcome by now (format_tool_result_for_llm keeps only those).
    const records = turn.pending.filter(isSettled).map((call) => call.record);
    const messages = records.map((record) => {
      const content = record.result.success
        ? prompt(runtime, "tool_response", turn.locale, { tool: record.name, result: asToolData(record.text) })
        : prompt(runtime, "tool_error_response", turn.locale, {
            tool: record.name,
            code: record.result.error?.code ?? "TOOL_ERROR",
            message: asToolData(record.text || (record.result.error?.message ?? "")),
          });
      return new ToolMessage({ tool_call_id: record.id, name: record.name, content });
    });
    const speakLocally = turn.route === "local" && (runtime.model === null || !runtime.phraseWithModel);
    return {
      messages,
      turn: {
        ...turn,
        round: turn.round + 1,
        pending: [],
        toolCalls: [...turn.toolCalls, ...records],
        ...(speakLocally ? { reply: records.map((record) => record.text).join("\n") } : {}),
      },
    };
  };
}

/**
 * The edge after integrate_tool_result, for this runtime: back to detect_tool_intent for another
 * round of tools, or to the reply (a turn cut short, a reply already known, a local or prompted
 * turn, the last allowed round, or a round that only repeated earlier calls).
 */
export function afterIntegrate(runtime: GraphRuntime) {
  return function afterIntegrateToolResult(state: DialogueStateValue, config?: LangGraphRunnableConfig): "detect_tool_intent" | "reply" {
    const turn = state.turn;
    // A turn cut short asks the model nothing more.
    if (turnSignal(config)?.aborted) return "reply";
    if (turn.reply !== undefined || turn.route !== "model" || runtime.toolCalling === "prompted") return "reply";
    if (turn.round >= runtime.maxToolRounds) return "reply";
    const thisRound = turn.toolCalls.filter((call) => call.round === turn.round);
    // A round that only repeated earlier calls would repeat forever: answer with what there is.
    if (thisRound.length > 0 && thisRound.every((call) => call.duplicateOf !== undefined)) return "reply";
    return "detect_tool_intent";
  };
}
