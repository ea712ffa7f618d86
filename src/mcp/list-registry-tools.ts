import type { Tool as McpToolDefinition } from "@modelcontextprotocol/sdk/types.js";
import type { ToolRegistry } from "../core/tool-registry";
import { isDestructiveTool } from "./is-destructive-tool";

/**
 * The registry's tools as an MCP `tools/list` answer: the name the model sees, the description,
 * the parameters' JSON Schema, the data's schema when the tool declares one, and
 * `destructiveHint: true` for a destructive tool (one that asks for confirmation), so the client warns its user.
 * Other hints are left out: MCP's defaults (not read-only, maybe destructive) are the safe
 * reading of a tool that says nothing, and a wrong `readOnlyHint` would let a client skip asking.
 */
export function listRegistryTools(registry: ToolRegistry): McpToolDefinition[] {
  return registry.list().map((tool) => {
    const { name, description, parameters } = tool.toOpenAITool().function;
    return {
      name,
      description,
      inputSchema: { type: "object", ...parameters } as McpToolDefinition["inputSchema"],
      ...(tool.outputSchema === undefined
        ? {}
        : { outputSchema: { type: "object", ...tool.outputSchema } as McpToolDefinition["outputSchema"] }),
      ...(isDestructiveTool(tool) ? { annotations: { destructiveHint: true } } : {}),
    };
  });
}
