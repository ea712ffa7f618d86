import { DateTime, IANAZone } from "luxon";
import { z } from "zod";
import type { RecordFile } from "../../storage/record-file";

/** One alarm as stored in the alarm file. */
export const alarmSchema = z.object({
  /** Short and speakable: "1", "2", … */
  id: z.string(),
  /** Local wall-clock time in `time_zone`, `YYYY-MM-DDTHH:mm`. */
  time: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/),
  /** IANA time zone the alarm was set in. An alarm with an unknown zone cannot ring or be read out: it is set aside. */
  time_zone: z.string().refine((zone) => IANAZone.isValidZone(zone), { message: "not an IANA time zone" }),
  /** What to remind of; may be empty. */
  message: z.string(),
  /** When it was set, ISO 8601 UTC. */
  created_at: z.string(),
  /** Whether the scheduler has fired it. */
  fired: z.boolean().default(false),
  /** When it fired, ISO 8601 UTC. */
  fired_at: z.string().optional(),
  /** Whether it fired late: missed while the process was down, or held up. */
  late: z.boolean().optional(),
});

/** One alarm. */
export type Alarm = z.output<typeof alarmSchema>;

/** The content of one user's alarm file: `{ lastId, items: Alarm[] }`. */
export type AlarmFile = RecordFile<Alarm>;

/** The moment an alarm rings, as a luxon DateTime in its own time zone. */
export function alarmMoment(alarm: Pick<Alarm, "time" | "time_zone">): DateTime {
  return DateTime.fromISO(alarm.time, { zone: alarm.time_zone });
}
