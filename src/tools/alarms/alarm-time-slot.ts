import type { SlotType } from "../../language/templates/slot-type";
import { alarmTimeSpans } from "./alarm-time-spans";
import type { AlarmWhen } from "./read-alarm";

/**
 * `{time:alarm_time}`: a time as an alarm is set for it — 明天早上七點, 下午3點半, 10分鐘後, 7 pm
 * tomorrow, 月底那天早上九點, 明天一樣七點 — as said (`{ time }`), for `readAlarm` to read.
 */
export const ALARM_TIME_SLOT: SlotType = {
  name: "alarm_time",
  find: (text) =>
    alarmTimeSpans(text, { lead: true }).map((span): typeof span => ({ ...span, value: { time: String(span.value) } satisfies AlarmWhen })),
};
