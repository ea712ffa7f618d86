import type { FormatContext } from "../../core/base-tool";
import { localize } from "../../core/localize";
import type { ToolResult } from "../../core/tool-result";
import { describeTimeZone } from "./resolve-time-zone";

/** What `get_datetime` returns. */
export interface DatetimeData {
  /** The moment in ISO 8601 with the zone's offset, e.g. `2026-03-10T09:00:00.000+08:00`. */
  iso: string;
  /** `YYYY-MM-DD` in the zone. */
  date: string;
  /** `HH:mm` (24-hour) in the zone. */
  time: string;
  /** The English weekday name, e.g. `Tuesday`. */
  weekday: string;
  /** ISO weekday number, Monday 1 to Sunday 7. */
  weekday_number: number;
  /** The IANA zone the values are in. */
  time_zone: string;
  /** The offset from UTC, e.g. `+08:00`. */
  utc_offset: string;
  /** The year of the Republic of China calendar (民國), the year minus 1911. */
  roc_year: number;
  /** Whether the zone was asked for explicitly, rather than the user's own. */
  requested_zone: boolean;
}

const WEEKDAYS_ZH = ["一", "二", "三", "四", "五", "六", "日"];

// Spoken Chinese names the part of the day: 凌晨 (0-5), 上午, 中午 (12), 下午, 晚上 (18-23).
function chineseClock(time: string): string {
  const [hour, minute] = time.split(":").map(Number);
  const period = hour < 6 ? "凌晨" : hour < 12 ? "上午" : hour === 12 ? "中午" : hour < 18 ? "下午" : "晚上";
  return `${period}${hour % 12 || 12}點${String(minute).padStart(2, "0")}分`;
}

function englishClock(time: string): string {
  const [hour, minute] = time.split(":").map(Number);
  return `${hour % 12 || 12}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

/**
 * 「現在是民國115年3月10日 星期二 上午9點00分。」 (zh-TW), 「现在是2026年3月10日 星期二 上午9点00分。」 (zh-CN),
 * "It is 9:00 AM on Tuesday, March 10, 2026." (en); a zone asked for by name is said first (「東京現在是…」).
 */
export function formatDatetimeResult(result: ToolResult<DatetimeData>, { locale }: FormatContext): string {
  if (!result.success || result.data === undefined) return result.error?.message ?? "";
  const { date, time, weekday, weekday_number: weekdayNumber, time_zone: zone, roc_year: rocYear, requested_zone: requested } = result.data;
  const [year, month, day] = date.split("-").map(Number);
  if (locale === "en") {
    const monthName = new Date(Date.UTC(year, month - 1, 15)).toLocaleString("en-US", { month: "long", timeZone: "UTC" });
    const place = requested ? `In ${describeTimeZone(zone, "en")}, it` : "It";
    return `${place} is ${englishClock(time)} on ${weekday}, ${monthName} ${day}, ${year}.`;
  }
  const yearText = locale === "zh-TW" ? `民國${rocYear}年` : `${year}年`;
  const place = requested ? describeTimeZone(zone, "zh") : "";
  const sentence = `${place}現在是${yearText}${month}月${day}日 星期${WEEKDAYS_ZH[weekdayNumber - 1]} ${chineseClock(time)}。`;
  return localize(locale, { zh: sentence, en: sentence });
}
