import type { ToolCallRecord } from "./turn-record";

/** What a call carries at every stage: its id, the tool's name, who chose it and its arguments as given. */
interface CallChoice {
  id: string;
  name: string;
  /** Arguments as the model or the local route gave them: an object, or raw text that did not parse. */
  rawArgs: Record<string, unknown> | string;
  source: ToolCallRecord["source"];
}

/** A call as detect_tool_intent chose it: its arguments are not checked yet. */
export interface ChosenCall extends CallChoice {
  args?: undefined;
  record?: undefined;
}

/** A call whose arguments passed its tool's normaliser and schema (parse_tool_parameters): ready to run. */
export interface CheckedCall extends CallChoice {
  /** The normalised, validated arguments the tool runs with. */
  args: Record<string, unknown>;
  record?: undefined;
}

/**
 * A call with its outcome: it failed before running (unknown tool, invalid or oversized arguments,
 * not confirmed) or it ran (execute_tool). format_tool_result_for_llm adds the formatter's text.
 */
export interface SettledCall extends CallChoice {
  /** The checked arguments, when the call got that far. */
  args?: Record<string, unknown>;
  record: ToolCallRecord;
}

/**
 * A call chosen in this round, at its stage on the way through parse → confirm → execute → format:
 * each stage is its own type, so no node reads a field a later one fills. Plain JSON, checkpointed
 * with the turn (a thread waiting for a confirmation keeps its checked calls).
 */
export type PendingCall = ChosenCall | CheckedCall | SettledCall;

/** True for a call that has its outcome. */
export function isSettled(call: PendingCall): call is SettledCall {
  return call.record !== undefined;
}

/** True for a call whose arguments are checked and that has not run. */
export function isChecked(call: PendingCall): call is CheckedCall {
  return call.record === undefined && call.args !== undefined;
}
