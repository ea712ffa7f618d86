import type { AlarmToolsOptions } from "./alarm-tools-options";
import { createAlarmStore } from "./create-alarm-store";
import { createDeleteAlarmTool } from "./delete-alarm-tool";
import { createListAlarmsTool } from "./list-alarms-tool";
import { createSetAlarmTool } from "./set-alarm-tool";

/**
 * The three alarm tools — `set_alarm`, `list_alarms`, `delete_alarm` — on one shared store.
 * Give them a running {@link AlarmScheduler} and they use its store and tell it of changes.
 *
 * @example
 * ```ts
 * const scheduler = new AlarmScheduler({ filePath: "/data/alarms.json" });
 * const registry = new ToolRegistry(createAlarmTools({ scheduler }));
 * ```
 */
export function createAlarmTools(options: AlarmToolsOptions = {}) {
  const store = options.store ?? options.scheduler?.store ?? createAlarmStore(options);
  const shared = { ...options, store };
  return [createSetAlarmTool(shared), createListAlarmsTool(shared), createDeleteAlarmTool(shared)] as const;
}
