import type { ToolErrorCode } from "../core/tool-error";
import type { PendingCall } from "./pending-call";
import type { ToolCallRecord } from "./turn-record";

/** The record of a call that failed before or while running. */
export function failedCall(
  call: PendingCall,
  round: number,
  error: { code: ToolErrorCode; message: string; details?: Record<string, unknown> },
  durationMs = 0,
): ToolCallRecord {
  return {
    id: call.id,
    name: call.name,
    args: call.args ?? (typeof call.rawArgs === "string" ? {} : call.rawArgs),
    result: { success: false, error },
    text: error.message,
    source: call.source,
    round,
    durationMs,
  };
}
