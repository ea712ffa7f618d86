import { createCancelTimerTool } from "./cancel-timer-tool";
import { createTimerStore } from "./create-timer-store";
import { createListTimersTool } from "./list-timers-tool";
import { createSetTimerTool } from "./set-timer-tool";
import type { TimerToolsOptions } from "./timer-tools-options";

/**
 * The three timer tools — `set_timer`, `list_timers`, `cancel_timer` — on one shared store.
 * Give them the running {@link AlarmScheduler} and it rings each timer when it ends.
 *
 * @example
 * ```ts
 * const scheduler = new AlarmScheduler({ filePath: "/data/alarms.json" }); // timers in /data/timers.json
 * const registry = new ToolRegistry(createTimerTools({ scheduler }));
 * ```
 */
export function createTimerTools(options: TimerToolsOptions = {}) {
  const store = options.store ?? options.scheduler?.timerStore ?? createTimerStore(options);
  const shared = { ...options, store };
  return [createSetTimerTool(shared), createListTimersTool(shared), createCancelTimerTool(shared)] as const;
}
