import type { AIMessageChunk } from "@langchain/core/messages";
import { randomUUID } from "node:crypto";
import type { Locale } from "../core/locale";
import type { PendingCall } from "./pending-call";
import { failedCall } from "./failed-call";
import { invalidArguments } from "./invalid-arguments";
import { argumentsProblem } from "./limits/arguments-problem";

/** OpenAI's own limit for function names; tool-call ids are as short. */
const MAX_NAME_LENGTH = 64;

/**
 * The tool calls of a model message as calls of this round. What the model sent is kept only
 * within limits, so no output can make the turn too large to save: a name or id longer than any
 * real one is shortened or replaced, and arguments over `maxArgumentBytes` (or absurdly deep) are
 * dropped and the call fails at once with VALIDATION_ERROR.
 */
export function modelToolCalls(
  message: AIMessageChunk,
  { maxArgumentBytes, locale, round }: { maxArgumentBytes: number; locale: Locale; round: number },
): PendingCall[] {
  const valid = (message.tool_calls ?? []).map((call) => ({
    id: call.id,
    name: call.name,
    rawArgs: call.args as Record<string, unknown> | string,
  }));
  const invalid = (message.invalid_tool_calls ?? []).map((call) => ({ id: call.id, name: call.name ?? "", rawArgs: call.args ?? "" }));
  return [...valid, ...invalid].map((sent, index): PendingCall => {
    const id = sent.id && sent.id.length <= MAX_NAME_LENGTH ? sent.id : `call_${randomUUID().slice(0, 8)}_${index}`;
    const name = sent.name.length <= MAX_NAME_LENGTH ? sent.name : `${sent.name.slice(0, MAX_NAME_LENGTH)}…`;
    const call: PendingCall = { id, name, rawArgs: sent.rawArgs, source: "model" };
    const problem = argumentsProblem(sent.rawArgs, maxArgumentBytes);
    if (problem === null) return call;
    const kept = { ...call, rawArgs: {} };
    return { ...kept, record: failedCall(kept, round, invalidArguments(locale, name, problem)) };
  });
}
