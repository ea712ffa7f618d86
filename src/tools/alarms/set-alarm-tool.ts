import { z } from "zod";
import { defineTool } from "../../core/define-tool";
import { localize } from "../../core/localize";
import { ToolError } from "../../core/tool-error";
import { ToolResult } from "../../core/tool-result";
import { sequentialId } from "../../storage/record-file";
import { toStorageError } from "../../storage/to-storage-error";
import type { Alarm } from "./alarm";
import { formatSetAlarm, type AlarmData } from "./alarm-formatter";
import { normalizeAlarmTime, readAlarmTime } from "./alarm-time";
import type { AlarmToolsOptions } from "./alarm-tools-options";
import { ALARM_FILE_NAME, createAlarmStore } from "./create-alarm-store";
import { setAlarmPhrases } from "./phrases";
import { speakAlarmTime } from "./speak-alarm-time";
import { setAlarmDialogue } from "./alarm-dialogue";

const parameters = z.object({
  time: z.string().describe("When to ring, as local date-time YYYY-MM-DDTHH:mm (e.g. 2026-03-11T07:00), or the user's own words (明天早上七點, 下午3點半, 7:30 am)."),
  message: z.string().max(500).default("").describe("What to remind the user of, in their words (e.g. 開會, 吃藥); empty for a plain alarm."),
});

/**
 * The `set_alarm` tool: sets an alarm at a time given in Chinese or English words or as a local
 * ISO date-time, in the turn's time zone, and keeps it in the alarm file.
 *
 * @example
 * ```ts
 * const setAlarm = createSetAlarmTool({ filePath: "/data/alarms.json" });
 * ```
 */
export function createSetAlarmTool(options: AlarmToolsOptions = {}) {
  const { scheduler, store = scheduler?.store ?? createAlarmStore(options), createId = sequentialId } = options;
  return defineTool({
    name: "set_alarm",
    description: "Set an alarm or timed reminder for the user (鬧鐘, 叫我起床, 提醒我). Not for questions about alarms in general.",
    parameters,
    phrases: setAlarmPhrases,
    dialogue: setAlarmDialogue,
    normalize: (args, context) => ({ ...args, time: normalizeAlarmTime(args.time, context) }),
    format: formatSetAlarm,
    execute: async ({ time, message }, { now, timeZone, locale }): Promise<ToolResult<AlarmData>> => {
      const moment = readAlarmTime(time, timeZone);
      if (!moment) {
        return ToolResult.fail(new ToolError("invalid_date", localize(locale, {
          zh: `聽不懂「${time}」這個時間，請說像「明天早上七點」或「下午3點半」這樣的時間。`,
          en: `I couldn't understand the time "${time}". Try something like "tomorrow at 7 am" or "3:30 pm".`,
        }), { time }));
      }
      if (moment.toMillis() <= now.getTime()) {
        const when = speakAlarmTime({ time, time_zone: timeZone }, { now, locale });
        return ToolResult.fail(new ToolError("invalid_date", localize(locale, {
          zh: `${when}已經過了，請說一個之後的時間。`,
          en: `${when.charAt(0).toUpperCase()}${when.slice(1)} has already passed; please give a later time.`,
        }), { time }));
      }
      try {
        const alarm = await store.update((file) => {
          const created: Alarm = { id: createId(file.lastId + 1), time, time_zone: timeZone, message: message.trim(), created_at: now.toISOString(), fired: false };
          return { data: { lastId: file.lastId + 1, items: [...file.items, created] }, result: created };
        });
        await scheduler?.refresh();
        return ToolResult.ok({ alarm, recovered: store.takeCorruptReports() });
      } catch (error) {
        return ToolResult.fail(toStorageError(error, locale, ALARM_FILE_NAME));
      }
    },
  });
}
