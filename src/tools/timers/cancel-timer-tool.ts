import { createDeleteRecordsTool } from "../../records/create-delete-records-tool";
import { createTimerStore } from "./create-timer-store";
import { cancelTimerPhrases } from "./cancel-timer-phrases";
import { timerFamily } from "./timer-family";
import type { TimerToolsOptions } from "./timer-tools-options";

/**
 * The `cancel_timer` tool: stops a timer by its number or its name (「取消義大利麵計時器」), the only
 * one running when none is named, several (`ids`) or all (`all: true`, after the user confirms).
 *
 * @example
 * ```ts
 * const cancelTimer = createCancelTimerTool({ filePath: "/data/timers.json" });
 * ```
 */
export function createCancelTimerTool(options: TimerToolsOptions = {}) {
  const { scheduler, store = scheduler?.timerStore ?? createTimerStore(options) } = options;
  return createDeleteRecordsTool(timerFamily, {
    name: "cancel_timer",
    description:
      "Cancel (stop) the user's countdown timers: one by its number (id) or name, the only one when none is given, several (ids), or all (all: true).",
    store,
    phrases: cancelTimerPhrases,
    afterChange: async () => scheduler?.refresh(),
    listTool: "list_timers",
  });
}
