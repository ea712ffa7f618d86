import type { BaseChatModel } from "@langchain/core/language_models/chat_models";

/**
 * A chat model's name as its provider knows it (`"gpt-4o-mini"`): a ChatOpenAI's `model`, a
 * model's `modelName`, else the model class's name.
 */
export function chatModelName(model: BaseChatModel): string {
  const { model: name, modelName } = model as { model?: unknown; modelName?: unknown };
  for (const candidate of [name, modelName]) if (typeof candidate === "string" && candidate !== "") return candidate;
  return model.getName();
}
