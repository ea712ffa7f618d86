import { createListRecordsTool } from "../../records/create-list-records-tool";
import { numberedItemsDialogue } from "../../records/numbered-items-dialogue";
import { alarmFamily } from "./alarm-family";
import type { AlarmToolsOptions } from "./alarm-tools-options";
import { createAlarmStore } from "./create-alarm-store";
import { listAlarmsPhrases } from "./list-alarms-phrases";

/**
 * The `list_alarms` tool: the alarms still to ring, soonest first, read out short.
 *
 * @example
 * ```ts
 * const listAlarms = createListAlarmsTool({ filePath: "/data/alarms.json" });
 * ```
 */
export function createListAlarmsTool(options: AlarmToolsOptions = {}) {
  const { scheduler, store = scheduler?.store ?? createAlarmStore(options) } = options;
  return createListRecordsTool(alarmFamily, {
    name: "list_alarms",
    description: "List the user's alarms that have not rung yet, with their numbers (ids), times and messages.",
    store,
    phrases: listAlarmsPhrases,
    dialogue: numberedItemsDialogue("delete_alarm"),
  });
}
