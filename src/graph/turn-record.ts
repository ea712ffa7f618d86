import type { Locale } from "../core/locale";
import type { ToolErrorLike } from "../core/tool-result";

/** A tool result as the turn record and events carry it: plain JSON, safe to checkpoint. */
export interface ToolResultRecord {
  success: boolean;
  data?: unknown;
  error?: ToolErrorLike;
}

/** One tool call of a turn, with its normalised arguments and result. */
export interface ToolCallRecord {
  /** The id pairing the call with its tool message. */
  id: string;
  /** The registered tool name (or the unknown name the model used). */
  name: string;
  /** The arguments after normalisation and validation (the raw ones when they failed). */
  args: Record<string, unknown>;
  /** What the tool returned. */
  result: ToolResultRecord;
  /** The text the tool's formatter made of the result. */
  text: string;
  /** Who chose the call: the local route or the model. */
  source: "local" | "model";
  /** The tool round it ran in, from 1. */
  round: number;
  /** Time spent executing, in milliseconds (0 for a call that did not run). */
  durationMs: number;
  /** Set when the same call with the same arguments already ran in this turn and was not run again. */
  duplicateOf?: string;
}

/**
 * Why a model call failed, for logs and the turn record only: `message` may quote the provider
 * (keys are masked), so it is never spoken; the reply is a fixed sentence.
 */
export interface ModelErrorRecord {
  /**
   * `first_token_timeout` (nothing streamed in time), `stalled` (the stream stopped), `timeout` (the
   * whole call's deadline), `aborted` (the turn's signal), `http_error` (see `status`),
   * `connection_error`, `empty_answer`, or `error` (anything else).
   */
  code: "first_token_timeout" | "stalled" | "timeout" | "aborted" | "http_error" | "connection_error" | "empty_answer" | "error";
  /** The error's own text, secrets masked. */
  message: string;
  /** The HTTP status, for `http_error`. */
  status?: number;
}

/** One model call of a turn. */
export interface ModelCallRecord {
  /** Why the model was called. */
  purpose: "intent" | "parameters" | "repair" | "reply" | "summary";
  /** Wall time of the call, in milliseconds. */
  durationMs: number;
  /** Token usage when the server reported it. */
  usage?: { inputTokens: number; outputTokens: number };
  /** Attempts made, when a failure before anything was streamed was retried. Absent: one. */
  attempts?: number;
  /** Set when the call failed (after any retry); the turn then answered with a fixed sentence. */
  error?: ModelErrorRecord;
  /**
   * The tools the call offered the model, by name (see `toolBudget`): `[]` for a call that could
   * call none (the reply after the last round, or after a prompted turn's tool). Absent for a call
   * made for one tool (a prompted call for its parameters, a repair) and for a failed call.
   */
  tools?: string[];
  /** The model that answered — or, when the call failed, the last one tried — by its provider's name (`"gpt-4o-mini"`). */
  model?: string;
  /** The models this call went to first that failed (`fallbackModels`), in order, each with why. Absent: none. */
  failedModels?: FailedModelRecord[];
}

/** A model that failed one call before the call went on to the next model. */
export interface FailedModelRecord {
  /** The model, by its provider's name. */
  model: string;
  /** Time lost to it, in milliseconds. */
  durationMs: number;
  /** Attempts made on it. Absent: one. */
  attempts?: number;
  /** Why it failed: the same closed set of codes, secrets masked. */
  error: ModelErrorRecord;
}

/** What one turn did: the reply and everything that led to it. Returned by `DialogueGraph.invoke`. */
export interface TurnRecord {
  threadId: string;
  /** The user's text. */
  text: string;
  /** The final reply, as the user hears it. */
  reply: string;
  /** The language the turn was answered in. */
  locale: Locale;
  /** `local` when the local route chose the tool, `model` when the model did, `offline` with neither. */
  route: "local" | "model" | "offline";
  /** Tool calls in the order they were made. */
  toolCalls: ToolCallRecord[];
  /** Model calls in the order they were made. */
  modelCalls: ModelCallRecord[];
  /** Tool rounds run. */
  rounds: number;
  /**
   * True when the turn was cut short — by its `signal`, or by a newer turn on the same thread
   * (`busyThread: "interrupt"`). `reply` is then only what had been streamed (possibly ""); the
   * history keeps it so, marked as interrupted. Absent otherwise.
   */
  interrupted?: true;
  /**
   * Set when the reply is a question and the thread waits for its answer — `confirm` before a call
   * that needs the user's yes (the thread is paused with LangGraph's `interrupt()`), `slot` for a
   * missing argument. The next turn on the thread answers it. Absent otherwise.
   */
  awaiting?: Awaiting;
  /**
   * The holding line said while the turn's reply was late (`holdingLineAfterMs`), as it was said
   * (「我查一下喔。」). It is never part of `reply` nor of the thread's history. Absent when none was said.
   */
  holdingLine?: string;
}

/** What a thread waits for after a turn that asked a question. */
export interface Awaiting {
  kind: "confirm" | "slot";
  /** The tool the question is about. */
  tool: string;
  /** The question, as asked. */
  question: string;
}
