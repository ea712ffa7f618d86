import { AIMessage } from "@langchain/core/messages";
import { randomUUID } from "node:crypto";
import type { DialogueStateUpdate, TurnState } from "./dialogue-state";
import type { EventWriter } from "./graph-runtime";

/**
 * Ends a turn with its reply: sends the text if it was not streamed, the `turn-end` event with
 * the turn's record, and adds the answer to the conversation.
 */
export function finishTurn(turn: TurnState, reply: string, { streamed, write }: { streamed: boolean; write: EventWriter }): DialogueStateUpdate {
  if (!streamed) write({ type: "text-delta", text: reply });
  write({
    type: "turn-end",
    turn: {
      threadId: turn.threadId,
      text: turn.text,
      reply,
      locale: turn.locale,
      route: turn.route,
      toolCalls: turn.toolCalls,
      modelCalls: turn.modelCalls,
      rounds: turn.round,
    },
  });
  return { turn: { ...turn, reply, replyStreamed: true, done: true }, messages: [new AIMessage({ id: randomUUID(), content: reply })] };
}
