import type { FormatContext } from "../../core/base-tool";
import { localize } from "../../core/localize";
import type { ToolResult } from "../../core/tool-result";
import { withCorruptFileNote } from "../../storage/describe-corrupt-files";
import type { CorruptFileReport } from "../../storage/json-file-store";
import type { Alarm } from "./alarm";
import { ALARM_FILE_NAME } from "./create-alarm-store";
import { speakAlarmTime } from "./speak-alarm-time";

/** What set_alarm and delete_alarm return: the alarm, and any corrupt file moved aside on the way. */
export interface AlarmData {
  alarm: Alarm;
  recovered?: CorruptFileReport[];
}

/** What list_alarms returns: the alarms still to ring, soonest first. */
export interface AlarmListData {
  alarms: Alarm[];
  recovered?: CorruptFileReport[];
}

/** How many alarms a list reads out before it says how many more there are. */
const SPOKEN_LIMIT = 5;

function withRecovery(text: string, recovered: CorruptFileReport[] | undefined, { locale }: FormatContext): string {
  return withCorruptFileNote(text, recovered, locale, ALARM_FILE_NAME);
}

/** 「已設定明天（3月11日）早上7點的鬧鐘：開會。」 */
export function formatSetAlarm(result: ToolResult<AlarmData>, context: FormatContext): string {
  if (!result.success || !result.data) return result.error?.message ?? "";
  const { alarm, recovered } = result.data;
  const when = speakAlarmTime(alarm, context);
  const text = localize(context.locale, {
    zh: `已設定${when}的鬧鐘${alarm.message ? `：${alarm.message}` : ""}。`,
    en: `Alarm set for ${when}${alarm.message ? `: ${alarm.message}` : ""}.`,
  });
  return withRecovery(text, recovered, context);
}

/** 「你有 2 個鬧鐘：1 號，明天早上7點，開會；2 號，3月15日晚上10點。」 */
export function formatListAlarms(result: ToolResult<AlarmListData>, context: FormatContext): string {
  if (!result.success || !result.data) return result.error?.message ?? "";
  const { alarms, recovered } = result.data;
  if (alarms.length === 0) return withRecovery(localize(context.locale, { zh: "目前沒有設定鬧鐘。", en: "You have no alarms set." }), recovered, context);
  const items = alarms.slice(0, SPOKEN_LIMIT).map((alarm) => {
    const when = speakAlarmTime(alarm, { ...context, withDate: false });
    return localize(context.locale, {
      zh: `${alarm.id} 號，${when}${alarm.message ? `，${alarm.message}` : ""}`,
      en: `number ${alarm.id}, ${when}${alarm.message ? `, ${alarm.message}` : ""}`,
    });
  });
  const more = alarms.length - items.length;
  const text = localize(context.locale, {
    zh: `你有 ${alarms.length} 個鬧鐘：${items.join("；")}${more > 0 ? `；還有 ${more} 個` : ""}。`,
    en: `You have ${alarms.length} alarm${alarms.length === 1 ? "" : "s"}: ${items.join("; ")}${more > 0 ? `; and ${more} more` : ""}.`,
  });
  return withRecovery(text, recovered, context);
}

/** 「已刪除 2 號鬧鐘：明天早上7點，開會。」 */
export function formatDeleteAlarm(result: ToolResult<AlarmData>, context: FormatContext): string {
  if (!result.success || !result.data) return result.error?.message ?? "";
  const { alarm, recovered } = result.data;
  const when = speakAlarmTime(alarm, { ...context, withDate: false });
  const text = localize(context.locale, {
    zh: `已刪除 ${alarm.id} 號鬧鐘：${when}${alarm.message ? `，${alarm.message}` : ""}。`,
    en: `Deleted alarm number ${alarm.id}: ${when}${alarm.message ? `, ${alarm.message}` : ""}.`,
  });
  return withRecovery(text, recovered, context);
}
