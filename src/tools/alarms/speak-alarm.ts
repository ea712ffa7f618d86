import { localize } from "../../core/localize";
import type { Locale } from "../../core/locale";
import type { Alarm } from "./alarm";
import { speakAlarmTime } from "./speak-alarm-time";

/**
 * What to say when an alarm rings: 「鬧鐘時間到了：開會。」, 「早上7點的鬧鐘時間到了。」, or for one
 * missed while the assistant was off 「錯過了今天早上7點的鬧鐘：開會。」
 */
export function speakAlarm(alarm: Alarm, { now, locale }: { now: Date; locale: Locale }): string {
  const when = speakAlarmTime(alarm, { now, locale, withDate: false });
  const message = alarm.message;
  if (alarm.late) {
    return localize(locale, {
      zh: `錯過了${when}的鬧鐘${message ? `：${message}` : ""}。`,
      en: `Missed alarm for ${when}${message ? `: ${message}` : ""}.`,
    });
  }
  return localize(locale, {
    zh: message ? `鬧鐘時間到了：${message}。` : `${when}的鬧鐘時間到了。`,
    en: message ? `Time's up: ${message}.` : `Your alarm for ${when} is ringing.`,
  });
}
