import type { RecordFamily } from "../../records/record-family";
import { alarmMoment, alarmSchema, type Alarm } from "./alarm";
import { speakAlarmTime } from "./speak-alarm-time";

/**
 * Alarms as a family of numbered records: kept in `alarms.json`, due at their time until they
 * have rung, listed soonest first until their time, read out as 「明天早上7點，開會」.
 */
export const alarmFamily: RecordFamily<Alarm, "alarm", "alarms"> = {
  kind: {
    name: "alarms",
    item: alarmSchema,
    dueAt: (alarm) => {
      if (alarm.fired) return undefined;
      const moment = alarmMoment(alarm);
      return moment.isValid ? moment.toMillis() : undefined;
    },
  },
  keys: { one: "alarm", many: "alarms" },
  nouns: {
    zh: "鬧鐘",
    counter: "個",
    en: "alarm",
    enPlural: "alarms",
    file: { zh: "鬧鐘檔案", en: "the alarm file" },
    none: { zh: "目前沒有設定鬧鐘。", en: "You have no alarms set." },
  },
  describe: (alarm, context) => {
    const when = speakAlarmTime(alarm, { ...context, withDate: false });
    return `${when}${alarm.message ? `${context.locale === "en" ? ", " : "，"}${alarm.message}` : ""}`;
  },
  // An alarm whose time has passed has rung, whether or not a scheduler ran to mark it (a graph
  // with none never does): like a timer that has ended, it is no longer listed.
  isCurrent: (alarm, { now }) => {
    if (alarm.fired) return false;
    const moment = alarmMoment(alarm);
    return !moment.isValid || moment.toMillis() > now.getTime();
  },
  compare: (a, b) => a.time.localeCompare(b.time),
};
