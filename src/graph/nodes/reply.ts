import { SystemMessage } from "@langchain/core/messages";
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { callModel } from "../call-model";
import { modelCandidates } from "../model-candidates";
import type { DialogueStateUpdate, DialogueStateValue } from "../dialogue-state";
import { eventWriter, prompt, type GraphRuntime } from "../graph-runtime";
import { finishTurn } from "../finish-turn";
import { modelFailureReply } from "../model-failure-reply";
import { modelInput } from "../model-input";
import { ScriptStream } from "../script-stream";
import { ReplyPieces } from "../limits/reply-pieces";
import { limitModelOutput } from "../limits/limit-model-output";
import { turnSignal } from "../turn-signal";

/**
 * reply: the model writes the answer without tools, streamed — after the last allowed tool round,
 * for a locally routed turn with `phraseWithModel`, and in prompted mode. A reply already known
 * (the local route's formatter text, the offline notice) is only delivered. When the model
 * answered in detect_tool_intent, the turn ended there and this node does not run.
 */
export function createReplyNode(runtime: GraphRuntime) {
  return async function reply(state: DialogueStateValue, config: LangGraphRunnableConfig): Promise<DialogueStateUpdate> {
    const turn = state.turn;
    const write = eventWriter(config);
    const streamed = turn.replyStreamed ?? false;
    // Cut short before the answer began: nothing is said (a local reply not yet spoken stays unsaid).
    if (turnSignal(config)?.aborted && !streamed) return finishTurn(turn, "", { streamed: true, write, interrupted: true });
    const finish = { streamed, write, maxLength: runtime.maxReplyLength };
    if (turn.reply !== undefined) return finishTurn(turn, turn.reply, finish);
    if (runtime.model === null) return finishTurn(turn, prompt(runtime, "offline", turn.locale), finish);
    return writeReply(runtime, { state, config });
  };
}

/** Options of {@link writeReply}. */
interface WriteReplyOptions {
  state: DialogueStateValue;
  config: LangGraphRunnableConfig;
}

/**
 * The model writes the answer, streamed in the user's script. A failure says the fixed sentence —
 * after what was already heard, on a line of its own; a turn cut short keeps what was said.
 */
async function writeReply(runtime: GraphRuntime, { state, config }: WriteReplyOptions): Promise<DialogueStateUpdate> {
  const turn = state.turn;
  const write = eventWriter(config);
  const signal = turnSignal(config);
  const maxLength = runtime.maxReplyLength;
  const input = modelInput(runtime, {
    conversation: state.messages,
    locale: turn.locale,
    now: new Date(turn.startedAt),
    summary: state.summary,
  });
  if (turn.toolCalls.length > 0) input.push(new SystemMessage(prompt(runtime, "final_answer", turn.locale)));
  const script = new ScriptStream(turn.locale);
  const pieces = new ReplyPieces(write, maxLength);
  try {
    const { record } = await callModel({
      // The graph's model, then its fallback models.
      models: modelCandidates(runtime.models, (candidate) => limitModelOutput(candidate.model, runtime)),
      messages: input,
      purpose: "reply",
      signal,
      policy: runtime.modelCalls,
      onText: (delta) => pieces.push(script.push(delta)),
    });
    pieces.push(script.flush());
    // The reply is written with no tool to call: its record says so.
    const written = { ...record, tools: [] };
    return finishTurn({ ...turn, modelCalls: [...turn.modelCalls, written] }, pieces.reply, { streamed: pieces.sent, write, maxLength });
  } catch (error) {
    if (signal?.aborted) return finishTurn(turn, pieces.text, { streamed: true, write, interrupted: true, maxLength });
    const failure = modelFailureReply(runtime, turn.locale, error, "reply");
    const failed = { ...turn, modelCalls: [...turn.modelCalls, failure.record] };
    if (!pieces.sent) return finishTurn(failed, failure.text, { streamed: false, write, maxLength });
    // What was streamed has been heard: the sentence follows it, on a line of its own, and the
    // whole is not sent again.
    pieces.push(script.flush());
    pieces.push(`\n${failure.text}`);
    return finishTurn(failed, pieces.reply, { streamed: true, write, maxLength });
  }
}
