import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { DeferredChatModel } from "./deferred-chat-model";
import type { Settings } from "./settings";

/**
 * The default chat model from the settings: `ChatOpenAI` against OpenAI, or against any
 * OpenAI-compatible server named by OPENAI_BASE_URL (Ollama, vLLM, llama.cpp, DeepSeek, Qwen),
 * which may need no key. Null when neither a key nor a base URL is set: the graph then answers
 * only what its local route can. `@langchain/openai` is loaded on the model's first call, not
 * with the library, so a process that answers locally never waits for it.
 */
export function createChatModel(settings: Settings): BaseChatModel | null {
  if (settings.openaiApiKey === undefined && settings.openaiBaseUrl === undefined) return null;
  return openaiModel(settings, settings.openaiModel);
}

/**
 * The fallback models from the settings (OPENAI_FALLBACK_MODELS): each a `ChatOpenAI` like
 * {@link createChatModel}'s, on the same server with the same key, under its own name. None when
 * there is no model to stand in for.
 */
export function createFallbackChatModels(settings: Settings): BaseChatModel[] {
  if (settings.openaiApiKey === undefined && settings.openaiBaseUrl === undefined) return [];
  return (settings.openaiFallbackModels ?? []).map((name) => openaiModel(settings, name));
}

function openaiModel(settings: Settings, name: string): BaseChatModel {
  return new DeferredChatModel(
    async () => {
      const { ChatOpenAI } = await import("@langchain/openai");
      return new ChatOpenAI({
        model: name,
        apiKey: settings.openaiApiKey ?? "not-needed",
        configuration: settings.openaiBaseUrl ? { baseURL: settings.openaiBaseUrl } : undefined,
        streamUsage: true,
        maxRetries: 1,
        timeout: 60_000,
      });
    },
    "openai",
    name,
  );
}
