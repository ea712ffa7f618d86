import type { ToolRegistry } from "../../core/tool-registry";
import { ToolWordIndex } from "./tool-word-index";

const indexes = new WeakMap<ToolRegistry, { names: string; index: ToolWordIndex }>();

/**
 * The registry's {@link ToolWordIndex}, built on first use and again when its tools have changed
 * (an MCP server's list, a tool registered after the graph was built): once per registry, not per turn.
 */
export function toolWordIndexOf(registry: ToolRegistry): ToolWordIndex {
  const names = registry.names().join(",");
  const known = indexes.get(registry);
  if (known !== undefined && known.names === names) return known.index;
  const index = new ToolWordIndex(registry.list());
  indexes.set(registry, { names, index });
  return index;
}
