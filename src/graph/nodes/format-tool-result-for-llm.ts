import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { ToolResult } from "../../core/tool-result";
import type { DialogueStateUpdate, DialogueStateValue, PendingCall } from "../dialogue-state";
import type { GraphRuntime } from "../graph-runtime";

/**
 * format_tool_result_for_llm: each tool's own formatter turns its result into text for the
 * model, and for the spoken reply when no model is used. Calls that never reached their tool
 * (unknown tool, invalid arguments) keep their error message. No tool is named here.
 */
export function createFormatToolResultNode(runtime: GraphRuntime) {
  return async function formatToolResultForLlm(state: DialogueStateValue, _config: LangGraphRunnableConfig): Promise<DialogueStateUpdate> {
    const turn = state.turn;
    const context = { now: new Date(turn.startedAt), timeZone: runtime.timeZone, locale: turn.locale };
    const format = (call: PendingCall): PendingCall => {
      const record = call.record!;
      const tool = runtime.registry.get(record.name);
      if (tool === undefined || record.args === undefined) return call;
      const { result } = record;
      const fallback = result.success ? JSON.stringify(result.data) : (result.error?.message ?? "");
      let text: string;
      try {
        text = tool.format(result.success ? ToolResult.ok(result.data) : ToolResult.fail(result.error!), context) || fallback;
      } catch {
        text = fallback;
      }
      return { ...call, record: { ...record, text } };
    };
    return { turn: { ...turn, pending: turn.pending.filter((call) => call.record !== undefined).map(format) } };
  };
}
