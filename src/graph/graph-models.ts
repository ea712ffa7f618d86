import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import type { ToolRegistry } from "../core/tool-registry";
import { bindRegistry } from "./bind-registry";
import type { ChatRunnable } from "./chat-runnable";
import { chatModelName } from "./chat-model-name";
import type { GraphModel } from "./model-candidates";

/**
 * A graph's models in the order a call goes to them: the model (its tools bound by
 * `modelWithTools`), then each fallback model with the same tools bound. Throws when fallback
 * models have no model to stand in for, or one of them cannot call functions in native mode.
 */
export function graphModels(
  model: BaseChatModel | null,
  modelWithTools: (names?: readonly string[]) => ChatRunnable,
  { fallbackModels, registry, toolCalling }: { fallbackModels: readonly BaseChatModel[]; registry: ToolRegistry; toolCalling: string },
): GraphModel[] {
  if (!Array.isArray(fallbackModels)) throw new TypeError("fallbackModels must be an array of chat models, in the order to try them.");
  if (model === null) {
    if (fallbackModels.length > 0) throw new TypeError("fallbackModels need a model to stand in for; give `model` too.");
    return [];
  }
  for (const fallback of fallbackModels) {
    if (toolCalling === "native" && typeof fallback.bindTools !== "function")
      throw new TypeError(
        `The fallback model ${chatModelName(fallback)} does not support function calling (no bindTools); use toolCalling: "prompted".`,
      );
  }
  return [
    { model, name: chatModelName(model), withTools: modelWithTools },
    ...fallbackModels.map((fallback) => ({ model: fallback, name: chatModelName(fallback), withTools: bindRegistry(fallback, registry) })),
  ];
}
