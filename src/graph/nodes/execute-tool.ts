import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { runTool } from "../../core/run-tool";
import { callContext } from "../call-context";
import type { DialogueStateUpdate, DialogueStateValue } from "../dialogue-state";
import { failedCall } from "../failed-call";
import { eventWriter, type GraphRuntime } from "../graph-runtime";
import { isChecked, type CheckedCall, type PendingCall } from "../pending-call";
import type { ToolCallRecord } from "../turn-record";
import { turnSignal } from "../turn-signal";
import { unknownTool } from "../unknown-tool";
import { traceToolCall } from "../tracing/trace-tool-call";

/** Calls are the same when the tool and the normalised arguments are, whatever the key order. */
function callKey(name: string, args: Record<string, unknown>): string {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : typeof value === "object" && value !== null
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
          )
        : value;
  return `${name} ${JSON.stringify(sorted(args))}`;
}

/**
 * execute_tool: runs every checked call of the round concurrently, each with its timeout and the
 * turn's signal. The same call with the same arguments runs at most once in a turn; a repeat
 * gets the first result again.
 */
export function createExecuteToolNode(runtime: GraphRuntime) {
  return async function executeTool(state: DialogueStateValue, config: LangGraphRunnableConfig): Promise<DialogueStateUpdate> {
    const turn = state.turn;
    const write = eventWriter(config);
    const round = turn.round + 1;
    const context = callContext(runtime, turn, config);
    const signal = turnSignal(config);
    const earlier = new Map<string, ToolCallRecord>(
      turn.toolCalls.filter((call) => call.durationMs > 0 || call.result.success).map((call) => [callKey(call.name, call.args), call]),
    );
    const running = new Map<string, Promise<ToolCallRecord>>();

    const execute = async (call: PendingCall): Promise<PendingCall> => {
      if (!isChecked(call)) return call;
      const key = callKey(call.name, call.args);
      const first = earlier.get(key) ?? running.get(key);
      if (first !== undefined) {
        const original = await first;
        return { ...call, record: { ...original, id: call.id, source: call.source, round, durationMs: 0, duplicateOf: original.id } };
      }
      const work = run(call);
      running.set(key, work);
      return { ...call, record: await work };
    };

    const run = async (call: CheckedCall): Promise<ToolCallRecord> => {
      const { args } = call;
      const tool = runtime.registry.get(call.name);
      // Checked against this registry, but a thread resumed after a confirmation may meet another one.
      if (tool === undefined) return failedCall(call, round, unknownTool(runtime.registry, call.name, turn.locale));
      const started = performance.now();
      write({ type: "tool-call-start", id: call.id, name: call.name, args, source: call.source });
      const result = await traceToolCall(config, call, () =>
        runTool({ tool, args, context, timeoutMs: tool.timeoutMs ?? runtime.toolTimeoutMs, signal }),
      );
      const durationMs = Math.max(1, Math.round(performance.now() - started));
      write({ type: "tool-call-end", id: call.id, name: call.name, args, result, durationMs });
      return { id: call.id, name: call.name, args, result, text: "", source: call.source, round, durationMs };
    };

    return { turn: { ...turn, pending: await Promise.all(turn.pending.map(execute)) } };
  };
}
