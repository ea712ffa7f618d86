import { z } from "zod";
import { defineTool } from "../../core/define-tool";
import { localize } from "../../core/localize";
import type { Locale } from "../../core/locale";
import { ToolError } from "../../core/tool-error";
import { ToolResult } from "../../core/tool-result";
import { normalizeRecordId } from "../../storage/normalize-record-id";
import { toStorageError } from "../../storage/to-storage-error";
import type { Alarm } from "./alarm";
import { formatDeleteAlarm, type AlarmData } from "./alarm-formatter";
import type { AlarmToolsOptions } from "./alarm-tools-options";
import { ALARM_FILE_NAME, createAlarmStore } from "./create-alarm-store";
import { deleteAlarmPhrases } from "./phrases";

/**
 * The `delete_alarm` tool: deletes an alarm by the number list_alarms reads out. A number
 * that is not there fails with `NOT_FOUND`, naming it and the alarms there are.
 *
 * @example
 * ```ts
 * const deleteAlarm = createDeleteAlarmTool({ filePath: "/data/alarms.json" });
 * ```
 */
export function createDeleteAlarmTool(options: AlarmToolsOptions = {}) {
  const { scheduler, store = scheduler?.store ?? createAlarmStore(options) } = options;
  return defineTool({
    name: "delete_alarm",
    description: "Delete (cancel) one of the user's alarms by its number (id), as list_alarms gives it.",
    parameters: z.object({ id: z.string().min(1).describe('The alarm\'s number, e.g. "2".') }),
    phrases: deleteAlarmPhrases,
    normalize: (args) => ({ ...args, id: normalizeRecordId(args.id) }),
    format: formatDeleteAlarm,
    execute: async ({ id }, { locale }): Promise<ToolResult<AlarmData>> => {
      try {
        const outcome = await store.update((file): { data?: typeof file; result: Alarm | Alarm[] } => {
          const alarm = file.items.find((item) => item.id === id);
          if (!alarm) return { result: file.items.filter((item) => !item.fired) };
          return { data: { ...file, items: file.items.filter((item) => item !== alarm) }, result: alarm };
        });
        const recovered = store.takeCorruptReports();
        if (Array.isArray(outcome)) return ToolResult.fail(notFound(id, outcome, locale));
        await scheduler?.refresh();
        return ToolResult.ok({ alarm: outcome, recovered });
      } catch (error) {
        return ToolResult.fail(toStorageError(error, locale, ALARM_FILE_NAME));
      }
    },
  });
}

function notFound(id: string, pending: Alarm[], locale: Locale): ToolError {
  const ids = pending.map((alarm) => alarm.id);
  const message = localize(locale, {
    zh: `找不到 ${id} 號鬧鐘。${ids.length ? `目前的鬧鐘是 ${ids.join("、")} 號。` : "目前沒有設定鬧鐘。"}`,
    en: `There is no alarm number ${id}. ${ids.length ? `Your alarms are number ${ids.join(", ")}.` : "You have no alarms set."}`,
  });
  return new ToolError("NOT_FOUND", message, { id, existing: ids });
}
