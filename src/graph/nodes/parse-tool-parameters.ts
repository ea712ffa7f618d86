import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { HumanMessage, isAIMessage, type BaseMessage } from "@langchain/core/messages";
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import type { FormatContext } from "../../core/base-tool";
import type { Locale } from "../../core/locale";
import type { AnyTool } from "../../core/tool-registry";
import { callModel } from "../call-model";
import { modelCandidates } from "../model-candidates";
import { callContext } from "../call-context";
import type { DialogueStateUpdate, DialogueStateValue } from "../dialogue-state";
import type { CheckedCall, PendingCall, SettledCall } from "../pending-call";
import { failedCall } from "../failed-call";
import { prompt, type GraphRuntime } from "../graph-runtime";
import { modelFailureReply } from "../model-failure-reply";
import { modelInput } from "../model-input";
import { parseToolArguments } from "../parse-tool-arguments";
import { toolCallMessage } from "../tool-call-message";
import { fillParametersPrompted } from "../prompted-calls";
import type { ModelCallRecord } from "../turn-record";
import { invalidArguments } from "../invalid-arguments";
import { argumentsProblem } from "../limits/arguments-problem";
import { limitModelOutput } from "../limits/limit-model-output";
import { turnSignal } from "../turn-signal";
import { unknownTool } from "../unknown-tool";

type Checked = { args: Record<string, unknown> } | { problem: string };

function check(tool: AnyTool, rawArgs: Record<string, unknown> | string, context: FormatContext): Checked {
  const parsed = parseToolArguments(rawArgs);
  if (!parsed.success) return { problem: parsed.message };
  let normalized = parsed.args;
  try {
    normalized = tool.normalize(parsed.args, context);
  } catch {
    // A normaliser that throws leaves the arguments as they were; validation speaks for them.
  }
  const validated = tool.validate(normalized);
  return validated.success ? { args: validated.args } : { problem: validated.message };
}

/**
 * parse_tool_parameters: validates and normalises each call's arguments with its tool's own
 * schema and normaliser. Invalid arguments get one repair request to the model carrying the
 * validation message; still invalid → VALIDATION_ERROR. Unknown tool → UNKNOWN_TOOL. In prompted
 * mode this is where the model is asked for the arguments.
 */
export function createParseToolParametersNode(runtime: GraphRuntime) {
  return async function parseToolParameters(state: DialogueStateValue, config: LangGraphRunnableConfig): Promise<DialogueStateUpdate> {
    const turn = state.turn;
    const now = new Date(turn.startedAt);
    const context = callContext(runtime, turn, config);
    const signal = turnSignal(config);
    const last = state.messages.at(-1);
    const askedBefore = last !== undefined && isAIMessage(last) && (last.tool_calls?.length ?? 0) > 0 ? last : undefined;
    // The repair request goes without the failed call, which has no result yet.
    const history = askedBefore ? state.messages.slice(0, -1) : state.messages;
    // Built only when a call needs the model (prompted mode, a repair): most rounds do not.
    let built: BaseMessage[] | undefined;
    const input = () => (built ??= modelInput(runtime, { conversation: history, locale: turn.locale, now, summary: state.summary }));
    const modelCalls: ModelCallRecord[] = [];
    let modelFailed: string | undefined;
    const round = turn.round + 1;

    // Arguments too large to keep fail at once: no repair request would carry them either.
    const oversized = (call: PendingCall, rawArgs: PendingCall["rawArgs"]): SettledCall | undefined => {
      const problem = argumentsProblem(rawArgs, runtime.maxArgumentBytes);
      if (problem === null) return undefined;
      const kept = { ...call, rawArgs: {} };
      return { ...kept, record: failedCall(kept, round, invalidArguments(turn.locale, call.name, problem)) };
    };

    const resolve = async (call: PendingCall): Promise<CheckedCall | SettledCall> => {
      if (call.record !== undefined) return call;
      const tool = runtime.registry.get(call.name);
      if (tool === undefined) return { ...call, record: failedCall(call, round, unknownTool(runtime.registry, call.name, turn.locale)) };
      let rawArgs = call.rawArgs;
      // Only the model's calls are asked about again: the local route's arguments are what the user said.
      const model = call.source === "model" ? runtime.model : null;
      const prompted = runtime.toolCalling === "prompted" && model !== null;
      const hasParameters = Object.keys((tool.parameters.properties as object | undefined) ?? {}).length > 0;
      try {
        if (prompted && hasParameters) {
          const asked = await fillParametersPrompted(runtime, { model, tool, locale: turn.locale, input: input(), signal });
          modelCalls.push(asked.record);
          rawArgs = asked.rawArgs;
          const refused = oversized(call, rawArgs);
          if (refused) return refused;
        }
        let checked = check(tool, rawArgs, context);
        if ("problem" in checked && model !== null) {
          const repair = { model, tool, locale: turn.locale, input: input(), signal, problem: checked.problem };
          const repaired = prompted ? await fillParametersPrompted(runtime, repair) : await repairNative(runtime, { ...repair, rawArgs });
          modelCalls.push(repaired.record);
          rawArgs = repaired.rawArgs;
          const refused = oversized(call, rawArgs);
          if (refused) return refused;
          checked = check(tool, rawArgs, context);
        }
        if ("args" in checked) return { ...call, rawArgs, args: checked.args };
        return {
          ...call,
          rawArgs,
          record: failedCall({ ...call, rawArgs }, round, invalidArguments(turn.locale, call.name, checked.problem)),
        };
      } catch (error) {
        const failure = modelFailureReply(runtime, turn.locale, error, "parameters");
        modelCalls.push(failure.record);
        // The model is not answering: the turn ends with the sentence rather than wait on it again.
        modelFailed ??= failure.text;
        return { ...call, rawArgs, record: failedCall({ ...call, rawArgs }, round, { code: "VALIDATION_ERROR", message: failure.text }) };
      }
    };

    const pending = await Promise.all(turn.pending.map(resolve));
    const update: DialogueStateUpdate = {
      turn: {
        ...turn,
        pending,
        modelCalls: [...turn.modelCalls, ...modelCalls],
        ...(modelFailed === undefined ? {} : { reply: modelFailed }),
      },
    };
    // The history's tool calls carry the arguments that actually run (prompted mode adds the message here).
    const content = typeof askedBefore?.content === "string" ? askedBefore.content : "";
    update.messages = [toolCallMessage(pending, content, askedBefore?.id)];
    return update;
  };
}

/** Options of {@link repairNative}. */
interface RepairNativeOptions {
  /** The graph's model (the call goes to `runtime.models`: it, then its fallback models). */
  model: BaseChatModel;
  /** The tool whose arguments failed. */
  tool: AnyTool;
  /** The arguments that failed, sent back with the request. */
  rawArgs: PendingCall["rawArgs"];
  /** Why they failed: the validation message. */
  problem: string;
  /** The turn's language, the request's. */
  locale: Locale;
  /** The conversation as the model reads it, without the failed call. */
  input: BaseMessage[];
  signal?: AbortSignal;
}

/** Native mode's one repair request: the tool alone bound and forced, the validation message, the failed arguments. */
async function repairNative(
  runtime: GraphRuntime,
  { tool, rawArgs, problem, locale, input, signal }: RepairNativeOptions,
): Promise<{ rawArgs: PendingCall["rawArgs"]; record: ModelCallRecord }> {
  const definition = tool.toOpenAITool();
  // The tool alone, forced: on the graph's model and on each fallback model alike.
  const forced = (candidate: BaseChatModel) =>
    candidate.bindTools ? candidate.bindTools([definition], { tool_choice: definition.function.name }) : candidate;
  const sent = typeof rawArgs === "string" ? rawArgs : JSON.stringify(rawArgs);
  const request = new HumanMessage(`${prompt(runtime, "repair", locale, { tool: definition.function.name, error: problem })}\n${sent}`);
  const { message, record } = await callModel({
    models: modelCandidates(runtime.models, (candidate) => limitModelOutput(forced(candidate.model), runtime)),
    messages: [...input, request],
    purpose: "repair",
    signal,
    policy: runtime.modelCalls,
  });
  const valid = message.tool_calls?.[0];
  const invalid = message.invalid_tool_calls?.[0];
  return { rawArgs: valid ? (valid.args as Record<string, unknown>) : (invalid?.args ?? ""), record };
}
