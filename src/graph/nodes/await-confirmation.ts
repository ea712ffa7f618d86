import { AIMessage, HumanMessage } from "@langchain/core/messages";
import { END, interrupt, type LangGraphRunnableConfig } from "@langchain/langgraph";
import { randomUUID } from "node:crypto";
import { isRepeatRequest } from "../../language/is-repeat-request";
import { normalizeText } from "../../language/normalize-text";
import { readConfirmation, requestAfterNo } from "../../language/read-confirmation";
import { stripFillers } from "../../routing/strip-polite-wrapper";
import type { DialogueStateUpdate, DialogueStateValue, TurnState } from "../dialogue-state";
import { failedCall } from "../failed-call";
import { finishTurn, rememberTurn, turnRecord } from "../finish-turn";
import { eventWriter, prompt, type GraphRuntime } from "../graph-runtime";
import { isChecked } from "../pending-call";
import { toolCallMessage } from "../tool-call-message";

/** What a paused thread is resumed with: the user's next words, or a decision made on a screen. */
export type ConfirmationAnswer = string | { approved: boolean } | { text: string };

/** What the thread shows while it waits (the `interrupt()` value, for LangGraph Studio and the API). */
export interface ConfirmationRequest {
  kind: "confirm";
  tool: string;
  question: string;
}

// The question goes with the answer: asked 「要取消…嗎」, 「取消吧」 says its verb back, a yes.
function readAnswer(answer: unknown, question: string, yesWord: string, noWord: string): { text: string; decision: "yes" | "no" | null } {
  if (typeof answer === "string") return { text: answer, decision: readConfirmation(answer, question) };
  if (typeof answer === "object" && answer !== null) {
    const { approved, text } = answer as { approved?: unknown; text?: unknown };
    if (typeof approved === "boolean") return { text: approved ? yesWord : noWord, decision: approved ? "yes" : "no" };
    if (typeof text === "string") return { text, decision: readConfirmation(text, question) };
  }
  // An answer nobody can read is no: a destructive call never runs on a guess.
  return { text: noWord, decision: "no" };
}

/**
 * await_confirmation: the pause. `interrupt()` checkpoints the thread; it resumes with the next
 * turn's words (or `{ approved }` from a screen, or a resume value sent from LangGraph Studio).
 * Yes: the round runs, as a new turn. No: the calls asked about are not run (the rest of the round is), and a
 * turn with nothing else to do says so. Anything else — and any words said after
 * `dialogueMemoryMs` — is a new request: the round is dropped, not run, and the words go to
 * detect_tool_intent as a turn of their own.
 */
export function createAwaitConfirmationNode(runtime: GraphRuntime) {
  return async function awaitConfirmation(state: DialogueStateValue, config: LangGraphRunnableConfig): Promise<DialogueStateUpdate> {
    const asked = state.turn;
    const { awaiting } = asked;
    // confirm_tool_calls comes here only with its question asked; without one there is nothing to run on.
    if (awaiting === undefined) throw new Error("await_confirmation reached with no question asked.");
    const request: ConfirmationRequest = { kind: "confirm", tool: awaiting.tool, question: awaiting.question };
    const answer: unknown = interrupt(request);
    const read = readAnswer(
      answer,
      awaiting.question,
      prompt(runtime, "confirm_yes", asked.locale),
      prompt(runtime, "confirm_no", asked.locale),
    );
    const { text } = read;
    // Words said long after the question answer nothing: 「好」 an hour later is not a yes to deleting.
    const lapsed = typeof answer === "string" && runtime.now().getTime() - Date.parse(asked.startedAt) > runtime.dialogueMemoryMs;
    const decision = lapsed ? null : read.decision;
    const human = new HumanMessage({ id: randomUUID(), content: text });
    // 「你剛剛說什麼」 'sorry, what?': the question again, and the thread goes on waiting for its answer.
    if (decision === null && !lapsed && typeof answer === "string" && isRepeatRequest(stripFillers(normalizeText(answer))))
      return askAgain(runtime, asked, human, config);
    // Words that answer nothing are a request of their own, about the call asked about (「我先看一下有哪些」).
    if (decision === null) {
      const call = asked.pending.find((pending) => pending.id === awaiting.callId);
      const unrun =
        call && isChecked(call)
          ? { tool: call.name, args: call.args, success: false, reply: awaiting.question, at: asked.startedAt }
          : undefined;
      const dialogue = unrun ? { dialogue: { last: unrun } } : {};
      // 「呃 不要 幫我記一下…」「等一下 我先看一下有哪些」: a no, then a new request; the call is not run, and only the
      // request is routed (a turn begun here with its words: detect_tool_intent goes on with it, as it is this message's).
      const newRequest = lapsed ? null : requestAfterNo(text, awaiting.question);
      if (newRequest !== null) {
        const turn: TurnState = {
          threadId: asked.threadId,
          text: newRequest,
          locale: asked.locale,
          startedAt: runtime.now().toISOString(),
          route: "model",
          round: 0,
          pending: [],
          toolCalls: [],
          modelCalls: [],
          humanMessageId: human.id,
        };
        return { turn, messages: [human], ...dialogue };
      }
      return { turn: { ...asked, pending: [], awaiting: undefined }, messages: [human], ...dialogue };
    }

    // The answer opens a new turn (its own record), carrying the round that waited.
    const turn: TurnState = {
      threadId: asked.threadId,
      text,
      locale: asked.locale,
      startedAt: runtime.now().toISOString(),
      route: asked.route,
      round: 0,
      pending: asked.pending,
      toolCalls: [],
      modelCalls: [],
      humanMessageId: human.id,
    };
    // A yes runs every call the question covered (and counts what they destroy); a no runs none of them.
    if (decision === "yes") return { turn: { ...turn, destroyed: asked.destroyed }, messages: [human, toolCallMessage(turn.pending)] };
    const declined = new Set(awaiting.callIds ?? [awaiting.callId]);
    const pending = turn.pending.map((call) =>
      declined.has(call.id)
        ? {
            ...call,
            record: failedCall(call, 1, {
              code: "NOT_CONFIRMED",
              message: prompt(runtime, "confirm_declined_result", turn.locale, { tool: call.name }),
            }),
          }
        : call,
    );
    if (pending.every((call) => call.record !== undefined)) {
      const update = finishTurn({ ...turn, pending: [], keepsLast: true }, prompt(runtime, "confirm_declined", turn.locale), {
        streamed: false,
        write: eventWriter(config),
      });
      return { ...update, messages: [human, ...(update.messages as AIMessage[])] };
    }
    return { turn: { ...turn, pending }, messages: [human, toolCallMessage(pending)] };
  };
}

/**
 * A turn that hears the question again: its reply is the question, its record a repeat's (no
 * `awaiting`: nothing new was asked), and the round waits on, its time to answer counted afresh.
 */
function askAgain(runtime: GraphRuntime, asked: TurnState, human: HumanMessage, config: LangGraphRunnableConfig): DialogueStateUpdate {
  const question = asked.awaiting?.question ?? "";
  const turn: TurnState = {
    ...asked,
    text: String(human.content),
    startedAt: runtime.now().toISOString(),
    toolCalls: [],
    modelCalls: [],
    humanMessageId: human.id,
    reply: question,
    replyStreamed: true,
    keepsLast: true,
  };
  const write = eventWriter(config);
  write({ type: "text-delta", text: question });
  write({ type: "turn-end", turn: turnRecord({ ...turn, awaiting: undefined }, question) });
  const reply = new AIMessage({ id: randomUUID(), content: question });
  return { turn, messages: [human, reply], dialogue: rememberTurn({ ...turn, awaiting: undefined }, question) };
}

/** After await_confirmation: the question asked again (wait once more), the turn is over, the round runs, or the words are a new request. */
export function afterAwaitConfirmation(
  state: DialogueStateValue,
): "await_confirmation" | "execute_tool" | "detect_tool_intent" | typeof END {
  if (state.turn.awaiting !== undefined) return "await_confirmation";
  if (state.turn.done) return END;
  return state.turn.pending.length > 0 ? "execute_tool" : "detect_tool_intent";
}
