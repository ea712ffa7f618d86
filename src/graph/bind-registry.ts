import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import type { OpenAITool } from "../core/base-tool";
import type { ToolRegistry } from "../core/tool-registry";
import type { ChatRunnable } from "./chat-runnable";

// Tool sets whose bound model is kept; past it the cache starts again (a set is cheap to bind again).
const MOST_BOUND_SETS = 256;

/**
 * The model with the registry's tools bound — every tool, or the ones named (the tool budget's
 * choice) — each set bound once and kept, not on every model call. Built again only when the
 * registry has changed (tools registered after the graph was built).
 */
export function bindRegistry(model: BaseChatModel, registry: ToolRegistry): (names?: readonly string[]) => ChatRunnable {
  let boundFor: string | undefined;
  let definitions = new Map<string, OpenAITool>();
  const bound = new Map<string, ChatRunnable>();
  return (names) => {
    const all = registry.names().join(",");
    if (all !== boundFor) {
      definitions = new Map(
        registry
          .list()
          .map((tool) => tool.toOpenAITool())
          .map((tool) => [tool.function.name, tool]),
      );
      bound.clear();
      boundFor = all;
    }
    const key = names === undefined ? all : names.join(",");
    let runnable = bound.get(key);
    if (runnable === undefined) {
      const tools = names === undefined ? [...definitions.values()] : names.flatMap((name) => definitions.get(name) ?? []);
      runnable = tools.length > 0 && model.bindTools ? model.bindTools(tools) : model;
      if (bound.size >= MOST_BOUND_SETS) bound.clear();
      bound.set(key, runnable);
    }
    return runnable;
  };
}
