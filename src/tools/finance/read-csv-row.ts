import { DateTime } from "luxon";
import { parseDecimalAmount } from "./models/decimal-amount";

const dateFormats = ["yyyy/M/d", "yyyy/M/d H:mm", "yyyy/M/d H:mm:ss", "yyyy-M-d", "yyyy-M-d H:mm", "yyyy.M.d"];

/**
 * A booking instant from a CSV date: ISO 8601 with or without time or offset, `2026/3/5`,
 * `2026-03-05 08:30`. A date or time without an offset is read in `timeZone`; a bare date is the
 * start of that day. Returns the UTC ISO instant, or null.
 */
export function readBookingInstant(text: string, timeZone: string): string | null {
  const trimmed = text.trim();
  let parsed = DateTime.fromISO(trimmed, { zone: timeZone, setZone: false });
  if (!parsed.isValid) parsed = DateTime.fromSQL(trimmed, { zone: timeZone });
  for (const format of dateFormats) {
    if (parsed.isValid) break;
    parsed = DateTime.fromFormat(trimmed, format, { zone: timeZone });
  }
  return parsed.isValid ? parsed.toUTC().toISO() : null;
}

/** A CSV amount (`-1,234`, `NT$ 85`, `+52000.00`) as a canonical decimal string, or null. */
export function readCsvAmount(text: string): string | null {
  return parseDecimalAmount(text.trim().replace(/^([+-]?)\s*(?:NT\$|US\$|\$)\s*/i, "$1"));
}

/** An id from a free-text name: spaces become `-`, characters an id may not hold are dropped. */
export function toIdentifier(name: string): string {
  return name
    .trim()
    .replace(/\s+/gu, "-")
    .replace(/[^\p{L}\p{N}_.:-]/gu, "")
    .replace(/^[_.:-]+/u, "")
    .slice(0, 64);
}
