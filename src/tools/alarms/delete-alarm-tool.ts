import { createDeleteRecordsTool } from "../../records/create-delete-records-tool";
import { alarmFamily } from "./alarm-family";
import type { AlarmToolsOptions } from "./alarm-tools-options";
import { createAlarmStore } from "./create-alarm-store";
import { deleteAlarmPhrases } from "./delete-alarm-phrases";

/**
 * The `delete_alarm` tool: deletes an alarm by the number list_alarms reads out, several
 * (`ids`), or all of them (`all: true`, 「把鬧鐘全部刪掉」) after the user confirms 「要刪除全部
 * 3 個鬧鐘嗎？」. A number that is not there fails with `NOT_FOUND`, naming it and the alarms there are.
 *
 * @example
 * ```ts
 * const deleteAlarm = createDeleteAlarmTool({ filePath: "/data/alarms.json" });
 * ```
 */
export function createDeleteAlarmTool(options: AlarmToolsOptions = {}) {
  const { scheduler, store = scheduler?.store ?? createAlarmStore(options) } = options;
  return createDeleteRecordsTool(alarmFamily, {
    name: "delete_alarm",
    description:
      "Delete (cancel) the user's alarms: one by its number (id) as list_alarms gives it, several (ids), or all of them (all: true).",
    store,
    phrases: deleteAlarmPhrases,
    listTool: "list_alarms",
    afterChange: async () => scheduler?.refresh(),
  });
}
