import { DateTime } from "luxon";
import { normalizeText } from "../../language/normalize-text";
import { resolveTime } from "../../language/time-of-day";

const localIso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
// resolveTime reads "at 5 pm" as "at 5" (05:00); without the "at" it reads 17:00.
const atBeforeMeridiem = /\bat\s+(?=\d{1,2}(?::\d{2})?\s*[ap]\.?m\b)/gi;
const isoWithExtras = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * Reads an alarm time as the model or a phrase gives it — an ISO date-time ("2026-03-11T07:00",
 * with or without seconds or an offset) or words ("明天早上七點", "下午3點半", "7:30 am") — and
 * returns the local `YYYY-MM-DDTHH:mm` in `timeZone`. A time of day with no day that has already
 * passed today means tomorrow. Anything unreadable is returned unchanged, for `execute` to refuse.
 */
export function normalizeAlarmTime(value: unknown, { now, timeZone }: { now: Date; timeZone: string }): unknown {
  if (typeof value !== "string") return value;
  const text = value.trim();
  if (isoWithExtras.test(text)) {
    const moment = DateTime.fromISO(text.replace(" ", "T"), { zone: timeZone });
    return moment.isValid ? moment.toFormat("yyyy-MM-dd'T'HH:mm") : value;
  }
  const resolved = resolveTime(normalizeText(text).replace(atBeforeMeridiem, ""), { now, timeZone });
  return resolved ? `${resolved.date}T${resolved.time}` : value;
}

/** The moment a normalised alarm time rings in `timeZone`, or null when it is not a real local time. */
export function readAlarmTime(time: string, timeZone: string): DateTime | null {
  if (!localIso.test(time)) return null;
  const moment = DateTime.fromISO(time, { zone: timeZone });
  return moment.isValid && moment.toFormat("yyyy-MM-dd'T'HH:mm") === time ? moment : null;
}
