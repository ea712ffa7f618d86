import { z } from "zod";
import { defineTool } from "../../core/define-tool";
import { ToolResult } from "../../core/tool-result";
import { toStorageError } from "../../storage/to-storage-error";
import { formatListAlarms, type AlarmListData } from "./alarm-formatter";
import type { AlarmToolsOptions } from "./alarm-tools-options";
import { ALARM_FILE_NAME, createAlarmStore } from "./create-alarm-store";
import { listAlarmsPhrases } from "./phrases";

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
  return defineTool({
    name: "list_alarms",
    description: "List the user's alarms that have not rung yet, with their numbers (ids), times and messages.",
    parameters: z.object({}),
    phrases: listAlarmsPhrases,
    format: formatListAlarms,
    execute: async (_args, { locale }): Promise<ToolResult<AlarmListData>> => {
      try {
        const { items } = await store.read();
        const alarms = items.filter((alarm) => !alarm.fired).sort((a, b) => a.time.localeCompare(b.time));
        return ToolResult.ok({ alarms, recovered: store.takeCorruptReports() });
      } catch (error) {
        return ToolResult.fail(toStorageError(error, locale, ALARM_FILE_NAME));
      }
    },
  });
}
