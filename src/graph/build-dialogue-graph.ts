import type { BaseCheckpointSaver } from "@langchain/langgraph";
import { END, START, StateGraph } from "@langchain/langgraph";
import { DialogueState } from "./dialogue-state";
import type { GraphRuntime } from "./graph-runtime";
import { afterAwaitConfirmation, createAwaitConfirmationNode } from "./nodes/await-confirmation";
import { afterConfirmToolCalls, createConfirmToolCallsNode } from "./nodes/confirm-tool-calls";
import { afterDetectToolIntent, createDetectToolIntentNode } from "./nodes/detect-tool-intent";
import { createExecuteToolNode } from "./nodes/execute-tool";
import { createFormatToolResultNode } from "./nodes/format-tool-result-for-llm";
import { afterIntegrate, createIntegrateToolResultNode } from "./nodes/integrate-tool-result";
import { createParseToolParametersNode } from "./nodes/parse-tool-parameters";
import { createReplyNode } from "./nodes/reply";

/**
 * The compiled state machine: detect_tool_intent → parse_tool_parameters → confirm_tool_calls →
 * execute_tool → format_tool_result_for_llm → integrate_tool_result → reply, with
 * await_confirmation (a checkpointed `interrupt()`) between confirm_tool_calls and execute_tool
 * when a call needs the user's yes.
 */
export function buildDialogueGraph(runtime: GraphRuntime, checkpointer: BaseCheckpointSaver) {
  return new StateGraph(DialogueState)
    .addNode("detect_tool_intent", createDetectToolIntentNode(runtime))
    .addNode("parse_tool_parameters", createParseToolParametersNode(runtime))
    .addNode("confirm_tool_calls", createConfirmToolCallsNode(runtime))
    .addNode("await_confirmation", createAwaitConfirmationNode(runtime))
    .addNode("execute_tool", createExecuteToolNode(runtime))
    .addNode("format_tool_result_for_llm", createFormatToolResultNode(runtime))
    .addNode("integrate_tool_result", createIntegrateToolResultNode(runtime))
    .addNode("reply", createReplyNode(runtime))
    .addEdge(START, "detect_tool_intent")
    .addConditionalEdges("detect_tool_intent", afterDetectToolIntent, ["parse_tool_parameters", "reply", END])
    .addEdge("parse_tool_parameters", "confirm_tool_calls")
    .addConditionalEdges("confirm_tool_calls", afterConfirmToolCalls, ["await_confirmation", "execute_tool"])
    .addConditionalEdges("await_confirmation", afterAwaitConfirmation, ["await_confirmation", "execute_tool", "detect_tool_intent", END])
    .addEdge("execute_tool", "format_tool_result_for_llm")
    .addEdge("format_tool_result_for_llm", "integrate_tool_result")
    .addConditionalEdges("integrate_tool_result", afterIntegrate(runtime), ["detect_tool_intent", "reply"])
    .addEdge("reply", END)
    .compile({ checkpointer });
}
