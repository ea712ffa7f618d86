import { DateTime } from "luxon";
import type { DateRange } from "../models/date-range";

/** A half-open interval of UTC instants, in epoch milliseconds. */
export interface InstantBounds {
  /** First instant included. */
  fromMs?: number;
  /** First instant excluded. */
  beforeMs?: number;
}

/**
 * The UTC instants of a range of local booking dates: from the start of `start_date` to the
 * start of the day after `end_date`, in `timeZone`. Storage keeps UTC instants and compares
 * against these bounds, so one index on the instant serves every time zone.
 */
export function toInstantBounds(range: DateRange | undefined, timeZone: string): InstantBounds {
  const bounds: InstantBounds = {};
  if (range?.start_date !== undefined) {
    bounds.fromMs = DateTime.fromISO(range.start_date, { zone: timeZone }).startOf("day").toMillis();
  }
  if (range?.end_date !== undefined) {
    bounds.beforeMs = DateTime.fromISO(range.end_date, { zone: timeZone }).plus({ days: 1 }).startOf("day").toMillis();
  }
  return bounds;
}
