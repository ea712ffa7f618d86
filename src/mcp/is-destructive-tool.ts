import type { AnyTool } from "../core/tool-registry";

/**
 * Whether a tool may destroy data, so that every call of it is confirmed by the client's user
 * (and MCP clients see `destructiveHint: true`). Today: a tool that asks for confirmation for some
 * of its calls or declares itself `destructive` (`asksConfirmation` covers both).
 * Decided by the tool, not by a call's arguments: MCP calls come one by one with no turn to count
 * them in, so three `delete_alarm {id}` calls must each be asked about, not only `{all: true}`.
 */
export function isDestructiveTool(tool: AnyTool): boolean {
  return tool.asksConfirmation;
}
