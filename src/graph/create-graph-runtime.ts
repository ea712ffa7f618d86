import { DIALOGUE_MEMORY_MS } from "../routing/route-turn";
import { createChatModel, createFallbackChatModels } from "../core/create-chat-model";
import { localeDefinition, type Locale } from "../core/locale";
import { loadSettings, type Settings } from "../core/settings";
import { createDefaultRegistry } from "../tools/create-default-registry";
import { bindRegistry } from "./bind-registry";
import type { DialogueGraphOptions } from "./dialogue-graph-options";
import type { GraphRuntime } from "./graph-runtime";
import { graphModels } from "./graph-models";
import { estimateTokens } from "./memory/estimate-tokens";
import { modelCallPolicyFromOptions } from "./model-call-policy-from-options";
import { DEFAULT_PROMPTS } from "./prompts";

/** A whole-number option from 1, or its default; anything else throws when the graph is built. */
export function positiveInteger(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 1) throw new TypeError(`${name} must be a whole number from 1, not ${value}.`);
  return value;
}

/** What the nodes share, from `DialogueGraph` options with their defaults; a bad option throws here. */
export function createGraphRuntime(options: DialogueGraphOptions): GraphRuntime {
  // The environment is read only when an option it stands in for is missing, and then once.
  let loaded: Settings | undefined;
  const settings = (): Settings => (loaded ??= options.settings ?? loadSettings());
  const model = options.model === undefined ? createChatModel(settings()) : options.model;
  const toolCalling = options.toolCalling ?? "native";
  if (toolCalling !== "native" && toolCalling !== "prompted")
    throw new TypeError(`toolCalling must be "native" or "prompted", not "${String(toolCalling)}".`);
  if (model !== null && toolCalling === "native" && typeof model.bindTools !== "function") {
    throw new TypeError('This model does not support function calling (no bindTools); use toolCalling: "prompted".');
  }
  const maxToolRounds = positiveInteger("maxToolRounds", options.maxToolRounds, 3);
  const registry = options.registry ?? createDefaultRegistry({ settings: settings() });
  const modelWithTools =
    model === null
      ? () => {
          throw new Error("No model to bind tools to.");
        }
      : bindRegistry(model, registry);
  // Fallback models from the settings (OPENAI_FALLBACK_MODELS) stand in only for the settings' model.
  const fallbackModels = options.fallbackModels ?? (options.model === undefined ? createFallbackChatModels(settings()) : []);
  return {
    model,
    registry,
    modelWithTools,
    prompts: { ...DEFAULT_PROMPTS, ...options.prompts },
    toolCalling,
    maxToolRounds,
    localIntents: options.localIntents ?? true,
    dialogueMemoryMs: options.dialogueMemoryMs ?? DIALOGUE_MEMORY_MS,
    phraseWithModel: options.phraseWithModel ?? false,
    locale: options.locale ?? settings().locale,
    timeZone: options.timeZone ?? timeZoneFor(options.locale, settings()),
    toolTimeoutMs: options.toolTimeoutMs ?? 15_000,
    modelCalls: modelCallPolicyFromOptions(options),
    now: options.now ?? (() => new Date()),
    maxArgumentBytes: positiveInteger("maxArgumentBytes", options.maxArgumentBytes, 32_768),
    maxReplyLength: positiveInteger("maxReplyLength", options.maxReplyLength, 4_000),
    maxConfirmationsPerTurn: positiveInteger("maxConfirmationsPerTurn", options.maxConfirmationsPerTurn, 1),
    history: {
      budget: positiveInteger("historyTokens", options.historyTokens, 2_000),
      countTokens: options.countTokens ?? estimateTokens,
      // With no model and no summarizer of the application's own, older turns are dropped in the graph.
      summarizes: typeof options.summarize === "function" || (options.summarize !== false && model !== null),
      transcript: options.transcript,
    },
    models: graphModels(model, modelWithTools, { fallbackModels, registry, toolCalling }),
    toolBudget: toolBudgetSetting(options.toolBudget),
    alwaysOfferedTools: toolNames("alwaysOfferedTools", options.alwaysOfferedTools),
  };
}

/** The tool budget: a whole number from 1 (default 5), or false; anything else throws, saying false turns it off. */
function toolBudgetSetting(value: number | false | undefined): number | false {
  if (value === false) return false;
  if (value === undefined) return 5;
  if (!Number.isInteger(value) || value < 1) {
    const shown = typeof value === "string" ? `"${value}"` : String(value);
    throw new TypeError(
      `toolBudget must be a whole number from 1, or false to turn the budget off (every tool on every call), not ${shown}.`,
    );
  }
  return value;
}

/** A list of tool names, or none; anything else (one name alone, a number) throws when the graph is built. */
function toolNames(name: string, value: readonly string[] | undefined): readonly string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((item) => typeof item === "string"))
    throw new TypeError(`${name} must be an array of tool names, e.g. ["calculate"].`);
  return value;
}

/** The zone a graph reads times in without a `timeZone` option: the environment's, else its locale's own (zh-HK: Hong Kong). */
function timeZoneFor(locale: Locale | undefined, settings: Settings): string {
  if (locale === undefined || settings.env.DIALOGUE_GRAPH_TIME_ZONE?.trim()) return settings.timeZone;
  return localeDefinition(locale).defaults.timeZone;
}
