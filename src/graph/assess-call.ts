import type { FormatContext } from "../core/base-tool";
import { recordsDestroyed } from "../core/records-destroyed";
import type { AnyTool } from "../core/tool-registry";
import { prompt, type GraphRuntime } from "./graph-runtime";
import type { CheckedCall } from "./pending-call";

/** What a checked call would do, as confirm_tool_calls weighs it before the round runs. */
export interface AssessedCall {
  call: CheckedCall;
  /** Its tool; undefined when the registry has none of that name (execute_tool answers that). */
  tool?: AnyTool;
  /** The tool's own question before this call (`confirmation()`), or null when it would not ask. */
  own: string | null;
  /** How many of the user's records the call would destroy or overwrite, as its tool declares (0: none). */
  destroys: number;
}

/** The tool's question before this call, or null when it runs at once. A confirmation that throws asks a plain question. */
async function ownQuestion(runtime: GraphRuntime, tool: AnyTool, call: CheckedCall, context: FormatContext): Promise<string | null> {
  try {
    const question: unknown = await tool.confirmation(call.args, context);
    return typeof question === "string" && question.trim() !== "" ? question : null;
  } catch {
    return prompt(runtime, "confirm_question", context.locale, { tool: tool.name });
  }
}

/**
 * A checked call weighed: its tool's own question, and what it would destroy (see
 * `BaseTool.destructive`). Neither runs the call.
 */
export async function assessCall(runtime: GraphRuntime, call: CheckedCall, context: FormatContext): Promise<AssessedCall> {
  const tool = runtime.registry.get(call.name);
  if (tool === undefined) return { call, own: null, destroys: 0 };
  const [own, destroys] = await Promise.all([ownQuestion(runtime, tool, call, context), recordsDestroyed(tool, call.args, context)]);
  return { call, tool, own, destroys };
}
