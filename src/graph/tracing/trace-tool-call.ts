import type { RunnableConfig } from "@langchain/core/runnables";
import { getCallbackManagerForConfig } from "@langchain/core/runnables";
import type { ToolResultJson } from "../../core/tool-result";
import { hasCallbacks } from "./has-callbacks";
import { ToolCallFailure } from "./tool-call-failure";

/** The call {@link traceToolCall} reports. */
export interface TracedToolCall {
  id: string;
  name: string;
  args: Record<string, unknown>;
}

/**
 * Runs a tool call and reports it to the run's callbacks as LangChain tools report themselves —
 * `handleToolStart` (name, arguments, call id), then `handleToolEnd` with the result, or
 * `handleToolError` with a {@link ToolCallFailure} when the result failed — under the node's run,
 * so LangSmith and OpenTelemetry see it. Without callbacks it only runs the call.
 */
export async function traceToolCall(
  config: RunnableConfig,
  call: TracedToolCall,
  run: () => Promise<ToolResultJson>,
): Promise<ToolResultJson> {
  // LangGraph gives every node a callback manager, with no handler when nothing listens.
  if (!hasCallbacks(config.callbacks)) return run();
  const manager = await getCallbackManagerForConfig(config);
  const runManager = await manager?.handleToolStart(
    { lc: 1, type: "not_implemented", id: ["dialogue_graph", "tools", call.name] },
    call.args,
    undefined,
    undefined,
    undefined,
    undefined,
    call.name,
    call.id,
  );
  const result = await run();
  if (result.success) await runManager?.handleToolEnd(result);
  else await runManager?.handleToolError(new ToolCallFailure(result.error?.code ?? "TOOL_ERROR", result.error?.message ?? ""));
  return result;
}
