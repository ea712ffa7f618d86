import { DateTime } from "luxon";
import type { Locale } from "../../core/locale";
import { toSimplified } from "../../core/chinese-script";
import { alarmMoment, type Alarm } from "./alarm";

/** How {@link speakAlarmTime} says a time. */
export interface SpeakAlarmTimeOptions {
  now: Date;
  locale: Locale;
  /** Add the date after 今天/明天/後天: 「明天（3月11日）」. Default: true. */
  withDate?: boolean;
}

const zhDayWords = ["今天", "明天", "後天"];
const enDayWords = ["today", "tomorrow"];

/**
 * An alarm's time as it is said aloud: 「明天（3月11日）早上7點」, 「3月15日下午3點半」,
 * "tomorrow (March 11) at 7:00 AM".
 */
export function speakAlarmTime(alarm: Pick<Alarm, "time" | "time_zone">, { now, locale, withDate = true }: SpeakAlarmTimeOptions): string {
  const moment = alarmMoment(alarm);
  const today = DateTime.fromJSDate(now).setZone(alarm.time_zone).startOf("day");
  const days = Math.round(moment.startOf("day").diff(today, "days").days);
  if (locale === "en") {
    const date = moment.toFormat(moment.year === today.year ? "MMMM d" : "MMMM d, yyyy", { locale: "en" });
    const dayWord = enDayWords[days];
    const day = dayWord === undefined ? date : withDate ? `${dayWord} (${date})` : dayWord;
    return `${day} at ${moment.toFormat("h:mm a", { locale: "en" })}`;
  }
  const date = `${moment.year === today.year ? "" : `${moment.year}年`}${moment.month}月${moment.day}日`;
  const dayWord = zhDayWords[days];
  const day = dayWord === undefined ? date : withDate ? `${dayWord}（${date}）` : dayWord;
  const text = `${day}${zhClock(moment.hour, moment.minute)}`;
  return locale === "zh-CN" ? toSimplified(text) : text;
}

function zhClock(hour: number, minute: number): string {
  const period = hour < 5 ? "凌晨" : hour < 12 ? "早上" : hour === 12 ? "中午" : hour < 18 ? "下午" : "晚上";
  const spokenHour = hour > 12 ? hour - 12 : hour;
  const minutes = minute === 0 ? "點" : minute === 30 ? "點半" : `點${minute}分`;
  return `${period}${spokenHour}${minutes}`;
}
