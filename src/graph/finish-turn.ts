import { AIMessage } from "@langchain/core/messages";
import { randomUUID } from "node:crypto";
import type { DialogueContext } from "../routing/route-turn";
import type { DialogueStateUpdate, TurnState } from "./dialogue-state";
import type { EventWriter } from "./graph-runtime";
import { cutReply } from "./limits/cut-reply";
import type { TurnRecord } from "./turn-record";

/** Options of {@link finishTurn}. */
export interface FinishTurnOptions {
  /** True when the reply already went out as text-delta events. */
  streamed: boolean;
  write: EventWriter;
  /** The turn was cut short: the reply is what had been streamed, and nothing more is sent. Default: false. */
  interrupted?: boolean;
  /** The longest reply kept; a longer one is cut after its last whole sentence. Default: no limit. */
  maxLength?: number;
}

/** The record `invoke` returns and `turn-end` carries. */
export function turnRecord(turn: TurnState, reply: string, interrupted = false): TurnRecord {
  return {
    threadId: turn.threadId,
    text: turn.text,
    reply,
    locale: turn.locale,
    route: turn.route,
    toolCalls: turn.toolCalls,
    modelCalls: turn.modelCalls,
    rounds: turn.round,
    ...(interrupted ? { interrupted: true as const } : {}),
    ...(turn.awaiting ? { awaiting: { kind: turn.awaiting.kind, tool: turn.awaiting.tool, question: turn.awaiting.question } } : {}),
  };
}

/**
 * Ends a turn with its reply: sends the text if it was not streamed, the `turn-end` event with
 * the turn's record, and adds the answer to the conversation. An interrupted reply is kept as far
 * as it was streamed and marked (`response_metadata.interrupted`), so the model later reads it as
 * cut off rather than as a finished answer.
 */
export function finishTurn(
  turn: TurnState,
  text: string,
  { streamed, write, interrupted = false, maxLength = Infinity }: FinishTurnOptions,
): DialogueStateUpdate {
  const reply = cutReply(text, maxLength);
  if (!streamed && !interrupted) write({ type: "text-delta", text: reply });
  write({ type: "turn-end", turn: turnRecord(turn, reply, interrupted) });
  const message = new AIMessage({ id: randomUUID(), content: reply, ...(interrupted ? { response_metadata: { interrupted: true } } : {}) });
  return { turn: { ...turn, reply, replyStreamed: true, done: true }, messages: [message], dialogue: rememberTurn(turn, reply) };
}

/**
 * What the thread keeps in mind after a turn: its reply (for 「再說一次」), its last tool call (for
 * follow-ups and references) — forgotten after a turn about something else — and the question it
 * asked back, if any (every other turn but a repeat of it drops an earlier question).
 */
export function rememberTurn(turn: TurnState, reply: string): Partial<DialogueContext> {
  const at = turn.startedAt;
  const memory: Partial<DialogueContext> = { lastReply: reply === "" ? undefined : { text: reply, at } };
  const { awaiting } = turn;
  if (awaiting?.kind === "slot" && awaiting.slot !== undefined)
    memory.pending = {
      kind: "slot",
      tool: awaiting.tool,
      args: awaiting.known ?? {},
      slot: awaiting.slot,
      question: awaiting.question,
      at,
    };
  else if (!turn.keepsQuestion) memory.pending = undefined;
  const call = turn.toolCalls.filter((record) => record.duplicateOf === undefined).at(-1);
  if (turn.keepsLast) return memory;
  if (call !== undefined) {
    const { success, data } = call.result;
    memory.last = { tool: call.name, args: call.args, success, ...(success && data !== undefined ? { data } : {}), reply, at };
  } else {
    memory.last = undefined;
  }
  return memory;
}

/** True for an assistant message that {@link finishTurn} kept cut short. */
export function isInterruptedReply(message: { response_metadata?: Record<string, unknown> }): boolean {
  return message.response_metadata?.interrupted === true;
}
