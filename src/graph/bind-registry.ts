import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import type { ToolRegistry } from "../core/tool-registry";
import type { ChatRunnable } from "./chat-runnable";

/**
 * The model with every registered tool bound, built again only when the registry has changed
 * (tools registered after the graph was built), not on every model call.
 */
export function bindRegistry(model: BaseChatModel, registry: ToolRegistry): () => ChatRunnable {
  let boundFor: string | undefined;
  let bound: ChatRunnable = model;
  return () => {
    const names = registry.names().join(",");
    if (names !== boundFor) {
      const tools = registry.toOpenAITools();
      bound = tools.length > 0 && model.bindTools ? model.bindTools(tools) : model;
      boundFor = names;
    }
    return bound;
  };
}
