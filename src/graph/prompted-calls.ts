import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { HumanMessage, type BaseMessage } from "@langchain/core/messages";
import type { Locale } from "../core/locale";
import type { AnyTool } from "../core/tool-registry";
import { callModel, messageText } from "./call-model";
import { modelCandidates } from "./model-candidates";
import type { DialogueStateUpdate, TurnState } from "./dialogue-state";
import { prompt, type GraphRuntime } from "./graph-runtime";
import { modelFailureReply } from "./model-failure-reply";
import { extractJsonObject, parseToolArguments } from "./parse-tool-arguments";
import type { ChosenCall } from "./pending-call";
import type { ModelCallRecord } from "./turn-record";
import { limitModelOutput } from "./limits/limit-model-output";

/** Options of {@link chooseToolPrompted}. */
export interface ChooseToolPromptedOptions {
  /** The model to ask (the graph's; prompted mode runs only with one). The call goes to `runtime.models`: it, then its fallback models. */
  model: BaseChatModel;
  turn: TurnState;
  /** The conversation as the model reads it (`modelInput`). */
  input: BaseMessage[];
  /** The turn's signal. Default: none. */
  signal?: AbortSignal;
  /** The tools to list, by name (the tool budget's choice). Default: every registered tool. */
  tools?: readonly string[];
}

/**
 * Prompted mode, first call: asks the model, without function calling, which tool the request
 * needs, as `{"tool": "<name>"}` or `{"tool": "none"}`. An unparseable answer counts as "none".
 */
export async function chooseToolPrompted(
  runtime: GraphRuntime,
  { turn, input, signal, tools: offered }: ChooseToolPromptedOptions,
): Promise<DialogueStateUpdate> {
  const listed = (offered ?? runtime.registry.names())
    .flatMap((name) => runtime.registry.get(name) ?? [])
    .map((tool) => tool.toOpenAITool().function);
  const tools = listed.map((tool) => `- ${tool.name}: ${tool.description}`).join("\n");
  const instruction = new HumanMessage(prompt(runtime, "prompted_intent", turn.locale, { tools }));
  try {
    const { message, record } = await callModel({
      models: modelCandidates(runtime.models, (candidate) => limitModelOutput(candidate.model, runtime)),
      messages: [...input, instruction],
      purpose: "intent",
      signal,
      policy: runtime.modelCalls,
    });
    const parsed = parseToolArguments(extractJsonObject(messageText(message)));
    const name = parsed.success && typeof parsed.args.tool === "string" ? parsed.args.tool.trim() : "none";
    const modelCalls = [...turn.modelCalls, { ...record, tools: listed.map((tool) => tool.name) }];
    if (name === "" || name === "none") return { turn: { ...turn, modelCalls } };
    const call: ChosenCall = { id: `call_${turn.modelCalls.length + 1}_0`, name, rawArgs: {}, source: "model" };
    return { turn: { ...turn, modelCalls, pending: [call] } };
  } catch (error) {
    const failure = modelFailureReply(runtime, turn.locale, error, "intent");
    return { turn: { ...turn, modelCalls: [...turn.modelCalls, failure.record], reply: failure.text } };
  }
}

/** Options of {@link fillParametersPrompted}. */
export interface FillParametersPromptedOptions {
  /** The model to ask (the graph's; prompted mode runs only with one). The call goes to `runtime.models`: it, then its fallback models. */
  model: BaseChatModel;
  /** The tool whose arguments are asked for. */
  tool: AnyTool;
  /** The turn's language, the instruction's. */
  locale: Locale;
  /** The conversation as the model reads it (`modelInput`). */
  input: BaseMessage[];
  /** The turn's signal. Default: none. */
  signal?: AbortSignal;
  /** Why the last arguments failed validation: makes this the repair request. Default: none, the first request. */
  problem?: string;
}

/**
 * Prompted mode, second call: asks for one tool's arguments as a JSON object following its
 * schema. With `problem`, this is the repair request and carries the validation message.
 */
export async function fillParametersPrompted(
  runtime: GraphRuntime,
  { tool, locale, input, signal, problem }: FillParametersPromptedOptions,
): Promise<{ rawArgs: Record<string, unknown> | string; record: ModelCallRecord }> {
  const definition = tool.toOpenAITool().function;
  const ask = prompt(runtime, "prompted_parameters", locale, { tool: definition.name, schema: JSON.stringify(definition.parameters) });
  const repair = problem === undefined ? "" : `\n\n${prompt(runtime, "repair", locale, { tool: definition.name, error: problem })}`;
  const { message, record } = await callModel({
    models: modelCandidates(runtime.models, (candidate) => limitModelOutput(candidate.model, runtime, "arguments")),
    messages: [...input, new HumanMessage(ask + repair)],
    purpose: problem === undefined ? "parameters" : "repair",
    signal,
    policy: runtime.modelCalls,
  });
  return { rawArgs: extractJsonObject(messageText(message)), record };
}
