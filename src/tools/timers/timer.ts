import { z } from "zod";

const isoMoment = z.string().refine((text) => !Number.isNaN(Date.parse(text)), { message: "not a date-time" });

/** One countdown timer as stored in the timer file. */
export const timerSchema = z.object({
  /** Short and speakable: "1", "2", … */
  id: z.string(),
  /** What it is for, in the user's words (義大利麵, pizza); "" when unnamed. */
  name: z.string(),
  /** How long it runs, in seconds. */
  seconds: z.number().int().positive(),
  /** When it started, ISO 8601 UTC. */
  started_at: isoMoment,
  /** When it rings, ISO 8601 UTC. */
  ends_at: isoMoment,
  /** Whether the scheduler has rung it. */
  fired: z.boolean().default(false),
  /** When it rang, ISO 8601 UTC. */
  fired_at: z.string().optional(),
  /** Whether it rang late: it ended while the process was down, or was held up. */
  late: z.boolean().optional(),
});

/** One timer. */
export type Timer = z.output<typeof timerSchema>;

/** Seconds left on a timer at `now` (0 once it has ended). */
export function secondsLeft(timer: Pick<Timer, "ends_at">, now: Date): number {
  return Math.max(0, Math.ceil((Date.parse(timer.ends_at) - now.getTime()) / 1000));
}
