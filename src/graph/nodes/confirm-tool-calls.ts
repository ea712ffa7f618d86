import { AIMessage, RemoveMessage } from "@langchain/core/messages";
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { randomUUID } from "node:crypto";
import { assessCall, type AssessedCall } from "../assess-call";
import { callContext } from "../call-context";
import type { DialogueStateUpdate, DialogueStateValue, TurnState } from "../dialogue-state";
import { failedCall } from "../failed-call";
import { isChecked, type PendingCall } from "../pending-call";
import { questionAboutCalls } from "../question-about-calls";
import { turnRecord } from "../finish-turn";
import { eventWriter, prompt, type GraphRuntime } from "../graph-runtime";
import { turnSignal } from "../turn-signal";

/**
 * The calls of this round to ask about, decided by what they would do, not by how they are
 * written: every destructive call when the turn's destructive calls add up to two or more records
 * (this round's and those let through earlier in the turn), or when the model makes one after
 * reading tool output in this turn (an instruction hidden in a memo or a page); else the first call
 * whose tool asks on its own (「全部刪掉」). One user's own request to delete one record runs at once.
 */
function callsToAsk(turn: TurnState, assessed: readonly AssessedCall[]): { ask: AssessedCall[]; destroyed: number } {
  const destructive = assessed.filter((call) => call.destroys > 0);
  const destroyed = (turn.destroyed ?? 0) + destructive.reduce((sum, call) => sum + call.destroys, 0);
  const readToolOutput = turn.toolCalls.length > 0 && destructive.some(({ call }) => call.source === "model");
  if (destructive.length > 0 && (destroyed >= 2 || readToolOutput))
    return { ask: assessed.filter((call) => call.destroys > 0 || call.own !== null), destroyed };
  const first = assessed.find((call) => call.own !== null);
  return { ask: first ? [first] : [], destroyed };
}

/**
 * confirm_tool_calls: before a round runs, weighs its calls (local and model calls alike) and asks
 * the user one question when they call for it (see {@link callsToAsk}): 「要刪除 1、2、3 號這 3 個鬧鐘嗎？」
 * covers three parallel deletes. The question is the turn's reply — a `question` event, the text,
 * and `turn-end` with `awaiting` — and the thread then waits in await_confirmation, where a yes runs
 * every call asked about and a no runs none of them. Other calls whose tool asks on its own, calls
 * past `maxConfirmationsPerTurn`, and any such call of a turn already cut short fail with
 * NOT_CONFIRMED. Nothing of the round runs before the answer.
 */
export function createConfirmToolCallsNode(runtime: GraphRuntime) {
  return async function confirmToolCalls(state: DialogueStateValue, config: LangGraphRunnableConfig): Promise<DialogueStateUpdate> {
    const turn = state.turn;
    const context = callContext(runtime, turn, config);
    const cutShort = turnSignal(config)?.aborted ?? false;
    // Only a call that is about to run is weighed: one already settled has its outcome.
    const assessed = await Promise.all(turn.pending.filter(isChecked).map((call) => assessCall(runtime, call, context)));
    const { ask, destroyed } = callsToAsk(turn, assessed);
    const asked = turn.confirmations ?? 0;
    const canAsk = ask.length > 0 && !cutShort && asked < runtime.maxConfirmationsPerTurn;
    const askedIds = new Set(canAsk ? ask.map(({ call }) => call.id) : []);
    const refused = new Set(assessed.filter((call) => call.own !== null || ask.includes(call)).map(({ call }) => call.id));
    const pending: PendingCall[] = turn.pending.map((call) => {
      if (!refused.has(call.id) || askedIds.has(call.id)) return call;
      const message = prompt(runtime, "confirm_limit", turn.locale, { tool: call.name });
      return { ...call, record: failedCall(call, turn.round + 1, { code: "NOT_CONFIRMED", message }) };
    });
    if (!canAsk) return { turn: { ...turn, pending, destroyed } };

    const text = await questionAboutCalls(runtime, ask, context);
    const [first] = ask;
    const write = eventWriter(config);
    const awaiting = { kind: "confirm" as const, tool: first.call.name, question: text, callId: first.call.id, callIds: [...askedIds] };
    const asking = { ...turn, pending, destroyed, confirmations: asked + 1, awaiting, reply: text, replyStreamed: true };
    write({ type: "question", kind: "confirm", text });
    write({ type: "text-delta", text });
    write({ type: "turn-end", turn: turnRecord(asking, text) });
    // The history asks the question in words; the calls join it only once they run, after the answer.
    const callMessage = state.messages.at(-1);
    const removed =
      callMessage?.id !== undefined && (callMessage as AIMessage).tool_calls?.length ? [new RemoveMessage({ id: callMessage.id })] : [];
    return { turn: asking, messages: [...removed, new AIMessage({ id: randomUUID(), content: text })] };
  };
}

/** After confirm_tool_calls: wait for the answer to a question, or run the round. */
export function afterConfirmToolCalls(state: DialogueStateValue): "await_confirmation" | "execute_tool" {
  return state.turn.awaiting ? "await_confirmation" : "execute_tool";
}
