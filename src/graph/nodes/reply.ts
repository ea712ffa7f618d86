import { AIMessage, SystemMessage } from "@langchain/core/messages";
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { randomUUID } from "node:crypto";
import { callModel } from "../call-model";
import type { DialogueStateUpdate, DialogueStateValue } from "../dialogue-state";
import { eventWriter, prompt, type GraphRuntime } from "../graph-runtime";
import { modelInput } from "../model-input";
import { ScriptStream } from "../script-stream";
import type { TurnRecord } from "../turn-record";

/**
 * reply: the turn's answer. When detect_tool_intent already has it (the model answered, or the
 * local route's formatter did), it is only delivered; otherwise the model writes it without
 * tools, streamed. The turn always ends here, with a reply and a `turn-end` event.
 */
export function createReplyNode(runtime: GraphRuntime) {
  return async function reply(state: DialogueStateValue, config: LangGraphRunnableConfig): Promise<DialogueStateUpdate> {
    const write = eventWriter(config);
    let turn = state.turn;
    let text = turn.reply;
    let streamed = turn.replyStreamed ?? false;
    if (text === undefined && runtime.model === null) text = prompt(runtime, "offline", turn.locale);
    if (text === undefined) {
      const now = new Date(turn.startedAt);
      const input = modelInput(runtime, state.messages, turn.locale, now);
      if (turn.toolCalls.length > 0) input.push(new SystemMessage(prompt(runtime, "final_answer", turn.locale)));
      const script = new ScriptStream(turn.locale);
      const pieces: string[] = [];
      const emit = (delta: string) => {
        if (!delta) return;
        streamed = true;
        pieces.push(delta);
        write({ type: "text-delta", text: delta });
      };
      try {
        const { record } = await callModel({
          model: runtime.model!,
          messages: input,
          purpose: "reply",
          signal: runtime.signalFor(turn.threadId),
          onText: (delta) => emit(script.push(delta)),
        });
        emit(script.flush());
        text = pieces.join("");
        turn = { ...turn, modelCalls: [...turn.modelCalls, record] };
      } catch (error) {
        text = prompt(runtime, "model_error", turn.locale, { message: error instanceof Error ? error.message : String(error) });
        streamed = false;
      }
    }
    if (!streamed) write({ type: "text-delta", text });
    const record: TurnRecord = {
      threadId: turn.threadId,
      text: turn.text,
      reply: text,
      locale: turn.locale,
      route: turn.route,
      toolCalls: turn.toolCalls,
      modelCalls: turn.modelCalls,
      rounds: turn.round,
    };
    write({ type: "turn-end", turn: record });
    return { turn: { ...turn, reply: text, replyStreamed: true }, messages: [new AIMessage({ id: randomUUID(), content: text })] };
  };
}
