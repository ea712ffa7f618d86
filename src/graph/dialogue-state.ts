import type { BaseMessage } from "@langchain/core/messages";
import { Annotation, messagesStateReducer } from "@langchain/langgraph";
import type { Locale } from "../core/locale";
import type { DialogueContext } from "../routing/route-turn";
import type { PendingCall } from "./pending-call";
import type { Awaiting, ModelCallRecord, ToolCallRecord, TurnRecord } from "./turn-record";

/** The part of the state that belongs to the current turn; replaced at the start of each turn. */
export interface TurnState {
  /** Id of the user message this turn answers. */
  humanMessageId?: string;
  /** True once the reply text has been sent as text-delta events. */
  replyStreamed?: boolean;
  /** True once the turn has ended: the reply is in the conversation and `turn-end` was sent. */
  done?: boolean;
  threadId: string;
  text: string;
  locale: Locale;
  /** The turn's clock, ISO. */
  startedAt: string;
  route: TurnRecord["route"];
  round: number;
  /** The calls of the round under way, each at its stage (see {@link PendingCall}). */
  pending: PendingCall[];
  toolCalls: ToolCallRecord[];
  modelCalls: ModelCallRecord[];
  /** Set once the final reply is known. */
  reply?: string;
  /**
   * Records the turn's destructive calls would destroy, counted as their tools declare when they
   * were let through or asked about (see `BaseTool.destructive`); two or more in a turn are asked about.
   */
  destroyed?: number;
  /** Questions this turn asked the user to confirm, counted against `maxConfirmationsPerTurn`. */
  confirmations?: number;
  /**
   * The question the turn asked and waits on: a confirmation (`callIds`, the ids among `pending` of
   * the calls a yes runs; `callId`, the first of them) or a missing argument (`slot`, with the
   * arguments known so far in `known`).
   */
  awaiting?: Awaiting & { callId?: string; callIds?: string[]; slot?: string; known?: Record<string, unknown> };
  /** True for a turn that leaves the thread's last call in mind (a repeat, a question, a cancelled question, hearing the last result again). */
  keepsLast?: boolean;
  /** True for a turn that leaves the thread's open question open (「再說一次」 after 「要設幾點？」). */
  keepsQuestion?: boolean;
}

/**
 * The graph's state: the conversation (checkpointed per thread, appended with LangGraph's
 * messages reducer; older turns leave it for the summary), the running summary, and the current turn.
 */
export const DialogueState = Annotation.Root({
  messages: Annotation<BaseMessage[]>({ reducer: messagesStateReducer, default: () => [] }),
  /** The running summary of turns folded out of `messages` ("" until the first fold). */
  summary: Annotation<string>({ reducer: (_previous, next) => next, default: () => "" }),
  turn: Annotation<TurnState>(),
  /**
   * What the thread remembers between turns for the local route (the last call, the last reply, a
   * question asked back). Updates merge into it key by key; a key set to undefined is forgotten.
   */
  dialogue: Annotation<DialogueContext>({ reducer: mergeDialogue, default: () => ({}) }),
});

/**
 * A turn's memory merged into the thread's, key by key (a key set to undefined is forgotten); a
 * new last call moves the one before it to `earlier`, and forgetting the last forgets that too.
 */
export function mergeDialogue(previous: DialogueContext, next: Partial<DialogueContext>): DialogueContext {
  const merged = { ...previous, ...next };
  if ("last" in next && next.last !== previous.last) merged.earlier = next.last === undefined ? undefined : previous.last;
  return merged;
}

/** The state's value type. */
export type DialogueStateValue = typeof DialogueState.State;

/** The state's update type. */
export type DialogueStateUpdate = typeof DialogueState.Update;
