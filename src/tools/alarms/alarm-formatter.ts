import type { FormatContext } from "../../core/base-tool";
import { localize } from "../../core/localize";
import type { ToolResult } from "../../core/tool-result";
import { answerFor } from "../../records/format-records";
import type { DeletedRecordsData, OneRecordData, RecordListData } from "../../records/record-data";
import type { Alarm } from "./alarm";
import { alarmFamily } from "./alarm-family";
import { speakAlarmTime } from "./speak-alarm-time";

/** What set_alarm returns: the alarm (`alreadySet` when the same one was there, and nothing was added), and any records set aside on the way. */
export type AlarmData = OneRecordData<"alarm", Alarm> & { alreadySet?: boolean };

/** What list_alarms returns: the alarms still to ring, soonest first. */
export type AlarmListData = RecordListData<"alarms", Alarm>;

/** What delete_alarm returns: `{ alarm }` for one, `{ alarms, all }` for several or all. */
export type DeletedAlarmsData = DeletedRecordsData<"alarm", "alarms", Alarm>;

/** 「已設定明天（3月11日）早上7點的鬧鐘：開會。」, or 「明天（3月11日）早上7點的鬧鐘已經設好了：開會。」 */
export function formatSetAlarm(result: ToolResult<AlarmData>, context: FormatContext): string {
  return answerFor(alarmFamily, result, context, ({ alarm, alreadySet }) => {
    const when = speakAlarmTime(alarm, context);
    const about = alarm.message ? { zh: `：${alarm.message}`, en: `: ${alarm.message}` } : { zh: "", en: "" };
    if (alreadySet) {
      return localize(context.locale, {
        zh: `${when}的鬧鐘已經設好了${about.zh}。`,
        en: `You already have an alarm for ${when}${about.en}.`,
      });
    }
    return localize(context.locale, { zh: `已設定${when}的鬧鐘${about.zh}。`, en: `Alarm set for ${when}${about.en}.` });
  });
}
