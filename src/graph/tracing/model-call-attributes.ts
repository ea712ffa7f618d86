import type { LLMResult } from "@langchain/core/outputs";
import { MODEL_CALL_PURPOSE_KEY } from "./model-call-metadata";

type Attributes = Record<string, string | number | undefined>;

function text(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

function count(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

/**
 * A model call's span attributes as it starts, after OpenTelemetry's GenAI conventions: the
 * operation, the provider and model LangChain reports (`ls_provider`, `ls_model_name`, else the
 * invocation's `model`), and the call's purpose in the turn (`intent`, `reply`, …).
 */
export function modelCallAttributes(
  extraParams: Record<string, unknown> | undefined,
  metadata: Record<string, unknown> | undefined,
): Attributes {
  const invocation = extraParams?.invocation_params as Record<string, unknown> | undefined;
  return {
    "gen_ai.operation.name": "chat",
    "gen_ai.provider.name": text(metadata?.ls_provider),
    "gen_ai.request.model": text(metadata?.ls_model_name) ?? text(invocation?.model),
    "dialogue_graph.model_call.purpose": text(metadata?.[MODEL_CALL_PURPOSE_KEY]),
  };
}

/** A finished model call's tokens and the model that answered, from LangChain's result. */
export function modelUsageAttributes(output: LLMResult): Attributes {
  const generation = output.generations?.[0]?.[0] as
    | { message?: { usage_metadata?: { input_tokens?: unknown; output_tokens?: unknown } }; generationInfo?: Record<string, unknown> }
    | undefined;
  const usage = generation?.message?.usage_metadata;
  const tokenUsage = output.llmOutput?.tokenUsage as { promptTokens?: unknown; completionTokens?: unknown } | undefined;
  return {
    "gen_ai.usage.input_tokens": count(usage?.input_tokens) ?? count(tokenUsage?.promptTokens),
    "gen_ai.usage.output_tokens": count(usage?.output_tokens) ?? count(tokenUsage?.completionTokens),
    "gen_ai.response.model": text(generation?.generationInfo?.model_name),
  };
}
