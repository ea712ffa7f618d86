import { RemoveMessage, type BaseMessage } from "@langchain/core/messages";
import { END, type LangGraphRunnableConfig } from "@langchain/langgraph";
import { randomUUID } from "node:crypto";
import { routeTurn } from "../../routing/route-turn";
import { beginTurn } from "../begin-turn";
import { callModel, messageText } from "../call-model";
import { modelCandidates } from "../model-candidates";
import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import type { DialogueStateUpdate, DialogueStateValue, TurnState } from "../dialogue-state";
import type { ChosenCall } from "../pending-call";
import { eventWriter, type GraphRuntime } from "../graph-runtime";
import { finishTurn } from "../finish-turn";
import { modelFailureReply } from "../model-failure-reply";
import { modelInput } from "../model-input";
import { ScriptStream } from "../script-stream";
import { chooseToolPrompted } from "../prompted-calls";
import { toolCallMessage } from "../tool-call-message";
import { cutReply } from "../limits/cut-reply";
import { ReplyPieces } from "../limits/reply-pieces";
import { limitModelOutput } from "../limits/limit-model-output";
import { modelToolCalls } from "../model-tool-calls";
import { trimHistory } from "../memory/trim-history";
import { turnSignal } from "../turn-signal";
import { offeredTools } from "../tool-budget/offered-tools";

/**
 * detect_tool_intent: decides what the turn needs. First the local route (first round only),
 * then one model call with the tools that may matter bound (native; see `toolBudget`) — its
 * answer is either tool calls with their raw arguments or the reply itself, streamed — or, in
 * prompted mode, a JSON call that names the tool.
 */
export function createDetectToolIntentNode(runtime: GraphRuntime) {
  return async function detectToolIntent(state: DialogueStateValue, config: LangGraphRunnableConfig): Promise<DialogueStateUpdate> {
    const turn = beginTurn(state.messages, state.turn, {
      threadId: String(config.configurable?.thread_id ?? "default"),
      now: runtime.now(),
      locale: runtime.locale,
    });
    // A new turn first lets go of the turns the model no longer reads, when nothing folds them.
    const dropped = turn === state.turn ? [] : await trimHistory(turn.threadId, state.messages, state.summary, runtime.history);
    if (dropped.length === 0) return decide(runtime, { state, turn, config });
    const gone = new Set(dropped.map((message) => message.id));
    const update = await decide(runtime, {
      state: { ...state, messages: state.messages.filter((message) => !gone.has(message.id)) },
      turn,
      config,
    });
    const added = Array.isArray(update.messages) ? update.messages : [];
    const removed = dropped.flatMap((message) => (message.id === undefined ? [] : [new RemoveMessage({ id: message.id })]));
    return { ...update, messages: [...removed, ...added] };
  };
}

/** What {@link decide} works on: the state (its history trimmed), the turn begun, the run's config. */
interface DecideOptions {
  state: DialogueStateValue;
  turn: TurnState;
  config: LangGraphRunnableConfig;
}

/** What the turn needs, once the history is trimmed: a local call, the offline notice, or the model. */
async function decide(runtime: GraphRuntime, { state, turn, config }: DecideOptions): Promise<DialogueStateUpdate> {
  const now = new Date(turn.startedAt);
  const signal = turnSignal(config);
  if (signal?.aborted) return finishTurn(turn, "", { streamed: true, write: eventWriter(config), interrupted: true });
  if (turn.round === 0 && runtime.localIntents) {
    const routed = routeTurn(turn.text, {
      registry: runtime.registry,
      now,
      timeZone: runtime.timeZone,
      locale: turn.locale,
      context: state.dialogue,
      memoryMs: runtime.dialogueMemoryMs,
    });
    const write = eventWriter(config);
    const local: TurnState = { ...turn, route: "local" };
    switch (routed?.kind) {
      case "call": {
        const call: ChosenCall = { id: `local_${randomUUID().slice(0, 8)}`, name: routed.tool, rawArgs: routed.args, source: "local" };
        // Hearing the last result again (「剛剛設的鬧鐘是幾點」) keeps it the one 「刪掉它」 then means.
        return { turn: { ...local, pending: [call], keepsLast: routed.reference === "show" }, messages: [toolCallMessage([call])] };
      }
      case "ask": {
        // One short question back, with no model: the next turn's words fill the slot.
        write({ type: "question", kind: "slot", text: routed.question });
        const awaiting = { kind: "slot" as const, tool: routed.tool, question: routed.question, slot: routed.slot, known: routed.args };
        return finishTurn({ ...local, awaiting, keepsLast: true }, routed.question, { streamed: false, write });
      }
      case "repeat":
        // Hearing a question again keeps it open (the next words still answer it), as a repeat.
        return finishTurn({ ...local, keepsLast: true, keepsQuestion: routed.asking !== undefined }, routed.text, {
          streamed: false,
          write,
        });
      case "cancel":
        return finishTurn({ ...local, keepsLast: true }, routed.reply, { streamed: false, write });
    }
  }
  // No model and no local match: the reply node says what works offline.
  const { model } = runtime;
  if (model === null) return { turn: { ...turn, route: "offline" } };
  const input = modelInput(runtime, { conversation: state.messages, locale: turn.locale, now, summary: state.summary });
  const tools = offeredTools(runtime, { state, turn }).names;
  if (runtime.toolCalling === "prompted") return chooseToolPrompted(runtime, { model, turn, input, signal, tools });
  return nativeIntent(runtime, { model, turn, input, config, tools });
}

/** What {@link nativeIntent} works on. */
interface NativeIntentOptions {
  /** The graph's model (its tools are bound through `runtime.modelWithTools`). */
  model: BaseChatModel;
  turn: TurnState;
  /** The conversation as the model reads it. */
  input: BaseMessage[];
  config: LangGraphRunnableConfig;
  /** The tools offered (the tool budget's choice), by name. */
  tools: string[];
}

/** One model call with the offered tools bound: tool calls for this round, or the reply, streamed. */
async function nativeIntent(
  runtime: GraphRuntime,
  { model, turn, input, config, tools }: NativeIntentOptions,
): Promise<DialogueStateUpdate> {
  const signal = turnSignal(config);
  const write = eventWriter(config);
  const bound = runtime.modelWithTools(tools);
  // The answer streams as it comes, in the user's script; it is only the answer if no tool call follows.
  const script = new ScriptStream(turn.locale);
  const pieces = new ReplyPieces(write, runtime.maxReplyLength);
  const finish = { streamed: true, write, maxLength: runtime.maxReplyLength };
  try {
    const { message, record: call } = await callModel({
      models: modelCandidates(runtime.models, (candidate) => limitModelOutput(candidate.withTools(tools), runtime)),
      messages: input,
      purpose: "intent",
      signal,
      holdFirstSentence: bound !== model,
      policy: runtime.modelCalls,
      onText: (text) => pieces.push(script.push(text)),
    });
    const record = { ...call, tools };
    const calls = modelToolCalls(message, { maxArgumentBytes: runtime.maxArgumentBytes, locale: turn.locale, round: turn.round + 1 });
    if (calls.length === 0) {
      pieces.push(script.flush());
      const reply = { ...record, purpose: "reply" as const };
      // The model answered: the turn ends here, with no reply node to pass through.
      return finishTurn({ ...turn, modelCalls: [...turn.modelCalls, reply] }, pieces.reply, finish);
    }
    return {
      turn: { ...turn, modelCalls: [...turn.modelCalls, record], pending: calls },
      messages: [toolCallMessage(calls, cutReply(messageText(message), runtime.maxReplyLength))],
    };
  } catch (error) {
    // Cut short: keep what was said, say nothing more.
    if (signal?.aborted) return finishTurn(turn, pieces.text, { ...finish, interrupted: true });
    const failure = modelFailureReply(runtime, turn.locale, error, "intent");
    const failed = { ...turn, modelCalls: [...turn.modelCalls, failure.record] };
    if (!pieces.sent) return { turn: { ...failed, reply: failure.text } };
    // What was streamed has been heard: the sentence follows it, on a line of its own.
    pieces.push(script.flush());
    pieces.push(`\n${failure.text}`);
    return finishTurn(failed, pieces.reply, finish);
  }
}

/** After detect_tool_intent: parse the calls it chose, end a turn it finished, or have the reply written. */
export function afterDetectToolIntent(state: DialogueStateValue): "parse_tool_parameters" | "reply" | typeof END {
  return state.turn.pending.length > 0 ? "parse_tool_parameters" : state.turn.done ? END : "reply";
}
