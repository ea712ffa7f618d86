import { DateTime } from "luxon";

/** A Beijing wall-clock time in the given luxon format as ISO 8601 with +08:00, or `null`. */
export function beijingTime(text: string, format: string): string | null {
  const time = DateTime.fromFormat(text.trim(), format, { zone: "Asia/Shanghai" });
  return time.isValid ? time.toISO({ suppressMilliseconds: true }) : null;
}
