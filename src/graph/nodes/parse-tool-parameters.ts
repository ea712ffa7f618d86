import { HumanMessage, isAIMessage, type BaseMessage } from "@langchain/core/messages";
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import type { FormatContext } from "../../core/base-tool";
import { localize } from "../../core/localize";
import type { AnyTool } from "../../core/tool-registry";
import { callModel } from "../call-model";
import type { DialogueStateUpdate, DialogueStateValue, PendingCall, TurnState } from "../dialogue-state";
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
    const context: FormatContext = { now, timeZone: runtime.timeZone, locale: turn.locale };
    const signal = turnSignal(config);
    const last = state.messages.at(-1);
    const askedBefore = last !== undefined && isAIMessage(last) && (last.tool_calls?.length ?? 0) > 0 ? last : undefined;
    // The repair request goes without the failed call, which has no result yet.
    const history = askedBefore ? state.messages.slice(0, -1) : state.messages;
    // Built only when a call needs the model (prompted mode, a repair): most rounds do not.
    let built: BaseMessage[] | undefined;
    const input = () => (built ??= modelInput(runtime, history, turn.locale, now, state.summary));
    const modelCalls: ModelCallRecord[] = [];
    let modelFailed: string | undefined;
    const round = turn.round + 1;

    // Arguments too large to keep fail at once: no repair request would carry them either.
    const oversized = (call: PendingCall, rawArgs: PendingCall["rawArgs"]): PendingCall | undefined => {
      const problem = argumentsProblem(rawArgs, runtime.maxArgumentBytes);
      if (problem === null) return undefined;
      const kept = { ...call, rawArgs: {} };
      return { ...kept, record: failedCall(kept, round, invalidArguments(turn.locale, call.name, problem)) };
    };

    const resolve = async (call: PendingCall): Promise<PendingCall> => {
      if (call.record !== undefined) return call;
      const tool = runtime.registry.get(call.name);
      if (tool === undefined) {
        const available = runtime.registry.names();
        const message = localize(turn.locale, {
          zh: `沒有名為「${call.name}」的工具。可用的工具：${available.join("、")}。`,
          en: `There is no tool named "${call.name}". Available tools: ${available.join(", ")}.`,
        });
        return { ...call, record: failedCall(call, round, { code: "UNKNOWN_TOOL", message, details: { available } }) };
      }
      let rawArgs = call.rawArgs;
      const prompted = runtime.toolCalling === "prompted" && call.source === "model" && runtime.model !== null;
      const hasParameters = Object.keys((tool.parameters.properties as object | undefined) ?? {}).length > 0;
      try {
        if (prompted && hasParameters) {
          const asked = await fillParametersPrompted(runtime, turn, tool, input(), signal);
          modelCalls.push(asked.record);
          rawArgs = asked.rawArgs;
          const refused = oversized(call, rawArgs);
          if (refused) return refused;
        }
        let checked = check(tool, rawArgs, context);
        if ("problem" in checked && call.source === "model" && runtime.model !== null) {
          const repaired = prompted
            ? await fillParametersPrompted(runtime, turn, tool, input(), signal, checked.problem)
            : await repairNative(runtime, turn, tool, rawArgs, checked.problem, input(), signal);
          modelCalls.push(repaired.record);
          rawArgs = repaired.rawArgs;
          const refused = oversized(call, rawArgs);
          if (refused) return refused;
          checked = check(tool, rawArgs, context);
        }
        if ("args" in checked) return { ...call, rawArgs, args: checked.args };
        return { ...call, rawArgs, record: failedCall({ ...call, rawArgs }, round, invalidArguments(turn.locale, call.name, checked.problem)) };
      } catch (error) {
        const failure = modelFailureReply(runtime, turn.locale, error, "parameters");
        modelCalls.push(failure.record);
        // The model is not answering: the turn ends with the sentence rather than wait on it again.
        modelFailed ??= failure.text;
        return { ...call, rawArgs, record: failedCall({ ...call, rawArgs }, round, { code: "VALIDATION_ERROR", message: failure.text }) };
      }
    };

    const pending = await Promise.all(turn.pending.map(resolve));
    const update: DialogueStateUpdate = { turn: { ...turn, pending, modelCalls: [...turn.modelCalls, ...modelCalls], ...(modelFailed === undefined ? {} : { reply: modelFailed }) } };
    // The history's tool calls carry the arguments that actually run (prompted mode adds the message here).
    const content = typeof askedBefore?.content === "string" ? askedBefore.content : "";
    update.messages = [toolCallMessage(pending.map((call) => ({ ...call, rawArgs: call.args ?? call.rawArgs })), content, askedBefore?.id)];
    return update;
  };
}

async function repairNative(
  runtime: GraphRuntime,
  turn: TurnState,
  tool: AnyTool,
  rawArgs: Record<string, unknown> | string,
  problem: string,
  input: BaseMessage[],
  signal: AbortSignal | undefined,
): Promise<{ rawArgs: Record<string, unknown> | string; record: ModelCallRecord }> {
  const definition = tool.toOpenAITool();
  const model = runtime.model!;
  const bound = model.bindTools ? model.bindTools([definition], { tool_choice: definition.function.name }) : model;
  const sent = typeof rawArgs === "string" ? rawArgs : JSON.stringify(rawArgs);
  const request = new HumanMessage(`${prompt(runtime, "repair", turn.locale, { tool: definition.function.name, error: problem })}\n${sent}`);
  const { message, record } = await callModel({ model: limitModelOutput(bound, runtime), messages: [...input, request], purpose: "repair", signal, policy: runtime.modelCalls });
  const valid = message.tool_calls?.[0];
  const invalid = message.invalid_tool_calls?.[0];
  return { rawArgs: valid ? (valid.args as Record<string, unknown>) : (invalid?.args ?? ""), record };
}
