import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { toUserScript } from "../../core/to-user-script";
import { ToolResult } from "../../core/tool-result";
import { callContext } from "../call-context";
import type { DialogueStateUpdate, DialogueStateValue } from "../dialogue-state";
import type { GraphRuntime } from "../graph-runtime";
import { isSettled, type SettledCall } from "../pending-call";

/**
 * format_tool_result_for_llm: each tool's own formatter turns its result into text for the
 * model, and for the spoken reply when no model is used. Calls that never reached their tool
 * (unknown tool, invalid arguments) keep their error message. No tool is named here.
 *
 * The text is then put in the user's script, so a tool whose formatter writes Traditional
 * Chinese answers a Simplified Chinese user in Simplified (華氏 → 华氏, 網路 → 网络) and the other
 * way round; text already in the user's script is left as it is, so the built-in tools, which
 * write each locale's own text, are not changed by it.
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
        text = toUserScript(tool.format(ToolResult.fromJSON(result), context) || fallback, turn.locale);
      } catch {
        text = fallback;
      }
      return { ...call, record: { ...record, text } };
    };
    return { turn: { ...turn, pending: turn.pending.filter(isSettled).map(format) } };
  };
}
