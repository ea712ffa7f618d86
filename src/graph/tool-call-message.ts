import { AIMessage } from "@langchain/core/messages";
import { randomUUID } from "node:crypto";
import type { PendingCall } from "./pending-call";

/**
 * An assistant message asking for the given calls, as the history keeps it: with the checked
 * arguments once a call has them (what actually runs), else the arguments as given.
 */
export function toolCallMessage(calls: readonly PendingCall[], content = "", id: string = randomUUID()): AIMessage {
  return new AIMessage({
    id,
    content,
    tool_calls: calls.map((call) => ({
      id: call.id,
      name: call.name,
      args: call.args ?? (typeof call.rawArgs === "string" ? {} : call.rawArgs),
      type: "tool_call" as const,
    })),
  });
}
