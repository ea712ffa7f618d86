import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { ToolResult } from "../../core/tool-result";
import { callContext } from "../call-context";
import type { DialogueStateUpdate, DialogueStateValue } from "../dialogue-state";
import type { GraphRuntime } from "../graph-runtime";
import { isSettled, type SettledCall } from "../pending-call";

/**
 * format_tool_result_for_llm: each tool's own formatter turns its result into text for the
 * model, and for the spoken reply when no model is used. Calls that never reached their tool
 * (unknown tool, invalid arguments) keep their error message. No tool is named here.
 */
export function createFormatToolResultNode(runtime: GraphRuntime) {
  return async function formatToolResultForLlm(state: DialogueStateValue, config: LangGraphRunnableConfig): Promise<DialogueStateUpdate> {
    const turn = state.turn;
    const context = callContext(runtime, turn, config);
    const format = (call: SettledCall): SettledCall => {
      const { record } = call;
      const tool = runtime.registry.get(record.name);
      if (tool === undefined || record.args === undefined) return call;
      const { result } = record;
      const fallback = result.success ? JSON.stringify(result.data) : (result.error?.message ?? "");
      let text: string;
      try {
        text = tool.format(ToolResult.fromJSON(result), context) || fallback;
      } catch {
        text = fallback;
      }
      return { ...call, record: { ...record, text } };
    };
    return { turn: { ...turn, pending: turn.pending.filter(isSettled).map(format) } };
  };
}
