import { z } from "zod";
import { defineTool } from "../../core/define-tool";
import { localize } from "../../core/localize";
import { ToolError } from "../../core/tool-error";
import { ToolResult } from "../../core/tool-result";
import { runRecordCall } from "../../records/run-record-call";
import { addRecord } from "../../storage/record-file";
import type { Alarm } from "./alarm";
import { alarmFamily } from "./alarm-family";
import { formatSetAlarm, type AlarmData } from "./alarm-formatter";
import { normalizeAlarmTime, readAlarmTime } from "./alarm-time";
import type { AlarmToolsOptions } from "./alarm-tools-options";
import { createAlarmStore } from "./create-alarm-store";
import { setAlarmPhrases } from "./phrases";
import { speakAlarmTime } from "./speak-alarm-time";
import { setAlarmDialogue } from "./alarm-dialogue";

const parameters = z.object({
  time: z
    .string()
    .describe(
      "When to ring, as local date-time YYYY-MM-DDTHH:mm (e.g. 2026-03-11T07:00), or the user's own words (明天早上七點, 下午3點半, 7:30 am).",
    ),
  message: z
    .string()
    .max(500)
    .default("")
    .describe("What to remind the user of, in their words (e.g. 開會, 吃藥); empty for a plain alarm."),
});

const sameWords = (a: string, b: string) =>
  a.normalize("NFKC").toLowerCase().replace(/\s+/g, "") === b.normalize("NFKC").toLowerCase().replace(/\s+/g, "");

/** The alarm already set for this moment that says the same (or the new one says nothing): setting it again adds nothing. */
function sameAlarm(items: readonly Alarm[], time: string, timeZone: string, message: string): Alarm | undefined {
  return items.find(
    (alarm) => !alarm.fired && alarm.time === time && alarm.time_zone === timeZone && (message === "" || sameWords(alarm.message, message)),
  );
}

/**
 * The `set_alarm` tool: sets an alarm at a time given in Chinese or English words or as a local
 * ISO date-time, in the turn's time zone, and keeps it in the user's alarms. The same alarm set
 * twice is answered 「…的鬧鐘已經設好了」 and not added again.
 *
 * @example
 * ```ts
 * const setAlarm = createSetAlarmTool({ filePath: "/data/alarms.json" });
 * ```
 */
export function createSetAlarmTool(options: AlarmToolsOptions = {}) {
  const { scheduler, store = scheduler?.store ?? createAlarmStore(options), createId } = options;
  return defineTool({
    name: "set_alarm",
    description:
      "Set an alarm or timed reminder for the user at a clock time (鬧鐘, 叫我起床, 提醒我). For a countdown (計時十分鐘) use set_timer. Not for questions about alarms in general.",
    parameters,
    phrases: setAlarmPhrases,
    dialogue: setAlarmDialogue,
    normalize: (args, context) => ({ ...args, time: normalizeAlarmTime(args.time, context) }),
    format: formatSetAlarm,
    execute: async ({ time, message }, { now, timeZone, locale, userId, signal }): Promise<ToolResult<AlarmData>> => {
      const moment = readAlarmTime(time, timeZone);
      if (!moment) {
        return ToolResult.fail(
          new ToolError(
            "invalid_date",
            localize(locale, {
              zh: `聽不懂「${time}」這個時間，請說像「明天早上七點」或「下午3點半」這樣的時間。`,
              en: `I couldn't understand the time "${time}". Try something like "tomorrow at 7 am" or "3:30 pm".`,
            }),
            { time },
          ),
        );
      }
      if (moment.toMillis() <= now.getTime()) {
        const when = speakAlarmTime({ time, time_zone: timeZone }, { now, locale });
        return ToolResult.fail(
          new ToolError(
            "invalid_date",
            localize(locale, {
              zh: `${when}已經過了，請說一個之後的時間。`,
              en: `${when.charAt(0).toUpperCase()}${when.slice(1)} has already passed; please give a later time.`,
            }),
            { time },
          ),
        );
      }
      const said = message.trim();
      return runRecordCall(alarmFamily, locale, async () => {
        const { value, recovered } = await store.update(
          (file) => {
            const existing = sameAlarm(file.items, time, timeZone, said);
            if (existing) return { result: { alarm: existing, alreadySet: true } };
            const added = addRecord(
              file,
              (id): Alarm => ({ id, time, time_zone: timeZone, message: said, created_at: now.toISOString(), fired: false }),
              createId,
            );
            return { data: added.file, result: { alarm: added.item, alreadySet: false } };
          },
          { userId, signal },
        );
        if (!value.alreadySet) await scheduler?.refresh();
        return ToolResult.ok({ alarm: value.alarm, ...(value.alreadySet ? { alreadySet: true } : {}), recovered });
      });
    },
  });
}
