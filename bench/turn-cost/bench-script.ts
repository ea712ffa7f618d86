import type { RecordedModelRequest, ScriptedReply } from "../../src/testing";
import { BENCH_REQUESTS, type BenchRequest } from "./bench-requests";

/**
 * The scripted model's answer to any request of the bench, decided from the request alone so that
 * hundreds of concurrent threads each get the right one: the newest bench request in the history
 * says which turn it is; a prompted question for the tool or its parameters gets JSON; a call with
 * tools bound and no tool result yet gets the tool calls; anything else gets the final answer.
 */
export function benchScript(request: RecordedModelRequest): ScriptedReply {
  const messages = request.messages;
  let turnStart = -1;
  let turn: BenchRequest | undefined;
  for (let index = messages.length - 1; index >= 0 && turn === undefined; index -= 1) {
    const message = messages[index];
    if (message.role !== "user") continue;
    turn = BENCH_REQUESTS.find((candidate) => candidate.text === message.content);
    turnStart = index;
  }
  if (turn === undefined) return { content: "好的。" };
  const last = messages.at(-1);
  const instruction = last?.role === "user" && typeof last.content === "string" ? last.content : "";
  if (instruction.includes("JSON Schema")) {
    const call = turn.calls.find((candidate) => instruction.includes(candidate.name)) ?? turn.calls[0];
    return { content: JSON.stringify(call?.arguments ?? {}) };
  }
  if (instruction.includes('{"tool"')) return { content: JSON.stringify({ tool: turn.calls[0]?.name ?? "none" }) };
  const answered = messages.slice(turnStart).some((message) => message.role === "tool");
  if (request.tools?.length && !answered && turn.calls.length > 0) return { toolCalls: turn.calls };
  return { content: turn.answer };
}
