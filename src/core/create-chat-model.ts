import { ChatOpenAI } from "@langchain/openai";
import type { Settings } from "./settings";

/**
 * The default chat model from the settings: `ChatOpenAI` against OpenAI, or against any
 * OpenAI-compatible server named by OPENAI_BASE_URL (Ollama, vLLM, llama.cpp, DeepSeek, Qwen),
 * which may need no key. Null when neither a key nor a base URL is set: the graph then answers
 * only what its local route can.
 */
export function createChatModel(settings: Settings): ChatOpenAI | null {
  if (settings.openaiApiKey === undefined && settings.openaiBaseUrl === undefined) return null;
  return new ChatOpenAI({
    model: settings.openaiModel,
    apiKey: settings.openaiApiKey ?? "not-needed",
    configuration: settings.openaiBaseUrl ? { baseURL: settings.openaiBaseUrl } : undefined,
    streamUsage: true,
    maxRetries: 1,
    timeout: 60_000,
  });
}
