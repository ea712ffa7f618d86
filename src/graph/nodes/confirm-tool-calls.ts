import { AIMessage, RemoveMessage } from "@langchain/core/messages";
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { randomUUID } from "node:crypto";
import type { FormatContext } from "../../core/base-tool";
import type { AnyTool } from "../../core/tool-registry";
import { callContext } from "../call-context";
import type { DialogueStateUpdate, DialogueStateValue } from "../dialogue-state";
import { failedCall } from "../failed-call";
import { isChecked, type CheckedCall, type PendingCall } from "../pending-call";
import { turnRecord } from "../finish-turn";
import { eventWriter, prompt, type GraphRuntime } from "../graph-runtime";
import { turnSignal } from "../turn-signal";

/** The tool's question before this call, or null when it runs at once. A confirmation that throws asks a plain question. */
async function questionFor(
  runtime: GraphRuntime,
  tool: AnyTool,
  args: Record<string, unknown>,
  context: FormatContext,
): Promise<string | null> {
  try {
    const question: unknown = await tool.confirmation(args, context);
    return typeof question === "string" && question.trim() !== "" ? question : null;
  } catch {
    return prompt(runtime, "confirm_question", context.locale, { tool: tool.name });
  }
}

/**
 * confirm_tool_calls: before a round runs, asks the user about the first call whose tool wants a
 * confirmation (local and model calls alike, also a call the model made after reading a tool
 * result). The question is the turn's reply — a `question` event, the text, and `turn-end` with
 * `awaiting` — and the thread then waits in await_confirmation. Calls past
 * `maxConfirmationsPerTurn`, or any such call of a turn already cut short, fail with NOT_CONFIRMED.
 * Nothing of the round runs before the answer.
 */
export function createConfirmToolCallsNode(runtime: GraphRuntime) {
  return async function confirmToolCalls(state: DialogueStateValue, config: LangGraphRunnableConfig): Promise<DialogueStateUpdate> {
    const turn = state.turn;
    const context = callContext(runtime, turn, config);
    const cutShort = turnSignal(config)?.aborted ?? false;
    let asked = turn.confirmations ?? 0;
    let question: { call: CheckedCall; text: string } | undefined;
    const pending: PendingCall[] = [];
    for (const call of turn.pending) {
      // Only a call that is about to run is asked about: one already settled has its outcome.
      if (!isChecked(call)) {
        pending.push(call);
        continue;
      }
      const tool = runtime.registry.get(call.name);
      const text = tool === undefined ? null : await questionFor(runtime, tool, call.args, context);
      if (text === null) pending.push(call);
      else if (question === undefined && !cutShort && asked < runtime.maxConfirmationsPerTurn) {
        question = { call, text };
        asked += 1;
        pending.push(call);
      } else {
        const message = prompt(runtime, "confirm_limit", turn.locale, { tool: call.name });
        pending.push({ ...call, record: failedCall(call, turn.round + 1, { code: "NOT_CONFIRMED", message }) });
      }
    }
    if (question === undefined) return { turn: { ...turn, pending } };

    const write = eventWriter(config);
    const awaiting = { kind: "confirm" as const, tool: question.call.name, question: question.text, callId: question.call.id };
    const asking = { ...turn, pending, confirmations: asked, awaiting, reply: question.text, replyStreamed: true };
    write({ type: "question", kind: "confirm", text: question.text });
    write({ type: "text-delta", text: question.text });
    write({ type: "turn-end", turn: turnRecord(asking, question.text) });
    // The history asks the question in words; the calls join it only once they run, after the answer.
    const callMessage = state.messages.at(-1);
    const removed =
      callMessage?.id !== undefined && (callMessage as AIMessage).tool_calls?.length ? [new RemoveMessage({ id: callMessage.id })] : [];
    return { turn: asking, messages: [...removed, new AIMessage({ id: randomUUID(), content: question.text })] };
  };
}

/** After confirm_tool_calls: wait for the answer to a question, or run the round. */
export function afterConfirmToolCalls(state: DialogueStateValue): "await_confirmation" | "execute_tool" {
  return state.turn.awaiting ? "await_confirmation" : "execute_tool";
}
