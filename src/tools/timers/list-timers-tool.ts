import { createListRecordsTool } from "../../records/create-list-records-tool";
import { createTimerStore } from "./create-timer-store";
import { listTimersPhrases } from "./list-timers-phrases";
import { timerFamily } from "./timer-family";
import { listTimersDialogue } from "./timer-dialogue";
import { formatListTimers } from "./timer-formatter";
import type { TimerToolsOptions } from "./timer-tools-options";

/**
 * The `list_timers` tool: the timers still running and the time left on each (「還剩多久」
 * → 「計時器還剩 8 分鐘。」).
 *
 * @example
 * ```ts
 * const listTimers = createListTimersTool({ filePath: "/data/timers.json" });
 * ```
 */
export function createListTimersTool(options: TimerToolsOptions = {}) {
  const { scheduler, store = scheduler?.timerStore ?? createTimerStore(options) } = options;
  return createListRecordsTool(timerFamily, {
    name: "list_timers",
    description: "List the user's running countdown timers with the time left on each (還剩多久, how much time is left).",
    store,
    phrases: listTimersPhrases,
    dialogue: listTimersDialogue,
    format: formatListTimers,
  });
}
