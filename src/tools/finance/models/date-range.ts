import { DateTime } from "luxon";
import { z } from "zod";

/** A calendar date, `YYYY-MM-DD`, that exists. */
export const CalendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "expected a date as YYYY-MM-DD")
  .refine((value) => DateTime.fromISO(value).isValid, "expected a real calendar date");

/**
 * Booking dates from `start_date` to `end_date`, both inclusive, read in the configured time
 * zone (a transaction booked at 2026-02-28T17:00Z is on 2026-03-01 in Asia/Taipei). Either end
 * may be left open; a reversed range is refused.
 */
export const DateRange = z
  .object({
    start_date: CalendarDate.optional(),
    end_date: CalendarDate.optional(),
  })
  .refine((range) => range.start_date === undefined || range.end_date === undefined || range.start_date <= range.end_date, {
    message: "start_date must not be after end_date",
    path: ["end_date"],
  });

/** {@link DateRange} after parsing. */
export type DateRange = z.output<typeof DateRange>;
