import { SystemMessage } from "@langchain/core/messages";
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { callModel } from "../call-model";
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
    const write = eventWriter(config);
    let turn = state.turn;
    let text = turn.reply;
    let streamed = turn.replyStreamed ?? false;
    const signal = turnSignal(config);
    // Cut short before the answer began: nothing is said (a local reply not yet spoken stays unsaid).
    if (signal?.aborted && !streamed) return finishTurn(turn, "", { streamed: true, write, interrupted: true });
    if (text === undefined && runtime.model === null) text = prompt(runtime, "offline", turn.locale);
    if (text === undefined) {
      const now = new Date(turn.startedAt);
      const input = modelInput(runtime, state.messages, turn.locale, now, state.summary);
      if (turn.toolCalls.length > 0) input.push(new SystemMessage(prompt(runtime, "final_answer", turn.locale)));
      const script = new ScriptStream(turn.locale);
      const pieces = new ReplyPieces(write, runtime.maxReplyLength);
      try {
        const { record } = await callModel({
          model: limitModelOutput(runtime.model!, runtime),
          messages: input,
          purpose: "reply",
          signal,
          policy: runtime.modelCalls,
          onText: (delta) => pieces.push(script.push(delta)),
        });
        pieces.push(script.flush());
        text = pieces.reply;
        streamed = pieces.sent;
        turn = { ...turn, modelCalls: [...turn.modelCalls, record] };
      } catch (error) {
        if (signal?.aborted) return finishTurn(turn, pieces.text, { streamed: true, write, interrupted: true, maxLength: runtime.maxReplyLength });
        const failure = modelFailureReply(runtime, turn.locale, error, "reply");
        turn = { ...turn, modelCalls: [...turn.modelCalls, failure.record] };
        if (pieces.sent) {
          // What was streamed has been heard: the sentence follows it, on a line of its own.
          pieces.push(script.flush());
          pieces.push(`\n${failure.text}`);
          text = pieces.reply;
        } else {
          text = failure.text;
          streamed = false;
        }
      }
    }
    return finishTurn(turn, text, { streamed, write, maxLength: runtime.maxReplyLength });
  };
}
