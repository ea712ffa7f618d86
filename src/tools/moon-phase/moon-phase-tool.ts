import { DateTime } from "luxon";
import { z } from "zod";
import { defineTool } from "../../core/define-tool";
import { localize } from "../../core/localize";
import { ToolError } from "../../core/tool-error";
import { ToolResult } from "../../core/tool-result";
import { createHttpClient } from "../../http/http-client";
import { toToolError } from "../../http/to-tool-error";
import { PRIMARY_PHASES, primaryPhasesBetween, type PrimaryPhase } from "./lunar-phases";
import { formatMoonPhase } from "./moon-phase-formatter";
import type { MoonPhaseData } from "./moon-phase-data";
import { buildMoonPhaseReport } from "./moon-phase-report";
import { MOON_PHASE_YEARS } from "./moon-phase-years";
import { normalizeMoonPhaseArgs } from "./normalize-moon-phase-args";
import { dayIn } from "./phase-names";
import { moonPhasePhrases } from "./phrases";
import { fetchUsnoPhases, USNO_SERVICE } from "./usno-phases";
import { moonPhaseDialogue } from "./moon-phase-dialogue";

/** Options of {@link createMoonPhaseTool}. */
export interface MoonPhaseToolOptions {
  /** USNO Astronomical Applications API base URL. Default: `"https://aa.usno.navy.mil"`. */
  baseUrl?: string;
  /** Timeout of the USNO request in milliseconds; the local computation answers after it. Default: 5000. */
  timeoutMs?: number;
  /** Retries of a failed USNO request before computing locally. Default: 0. */
  retries?: number;
  /** Ask USNO at all; `false` always computes locally (fully offline). Default: true. */
  useUsno?: boolean;
}

const parameters = z.object({
  date_str: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "expected YYYY-MM-DD, 今天, 明天 or 昨天")
    .optional()
    .describe("The day, YYYY-MM-DD, or 今天/明天/昨天 (today/tomorrow/yesterday). Default: today."),
  phase: z
    .enum(PRIMARY_PHASES)
    .optional()
    .describe(
      "A primary phase asked about (下次滿月 'the next full moon'): the answer says when it next comes after the day (after now, for today).",
    ),
});

const MS_PER_DAY = 86_400_000;
// USNO answers for these years only; the computation covers the others.
const USNO_YEARS = { first: 1700, last: 2100 };

/**
 * The `get_moon_phase` tool: the moon's phase on a day (eight names, in English and Chinese),
 * its illuminated fraction and the primary phases around the day. Phase times come from USNO;
 * when USNO fails or cannot be reached, from a local Meeus computation (`source: "computed"`),
 * so the tool answers offline.
 *
 * @example
 * ```ts
 * const tool = createMoonPhaseTool({ baseUrl: "http://127.0.0.1:8080" });
 * ```
 */
export function createMoonPhaseTool({
  baseUrl = "https://aa.usno.navy.mil",
  timeoutMs = 5000,
  retries = 0,
  useUsno = true,
}: MoonPhaseToolOptions = {}) {
  const http = createHttpClient({ timeoutMs, retries });
  return defineTool({
    name: "get_moon_phase",
    description:
      "Moon phase on a day: the phase name (e.g. 滿月 Full Moon, 上弦月 First Quarter), how much of the moon is lit, and the times of the primary phases (new, first quarter, full, last quarter) around it.",
    parameters,
    normalize: normalizeMoonPhaseArgs,
    phrases: moonPhasePhrases,
    dialogue: moonPhaseDialogue,
    format: formatMoonPhase,
    execute: async ({ date_str: dateText, phase }, { now, timeZone, locale, signal }) => {
      const today = dayIn(now, timeZone);
      const day = dateText ?? today;
      const start = DateTime.fromISO(day, { zone: timeZone });
      if (!start.isValid) {
        return ToolResult.fail<MoonPhaseData>(
          new ToolError("invalid_date", localize(locale, { zh: `「${day}」不是有效的日期。`, en: `"${day}" is not a valid date.` })),
        );
      }
      if (start.year < MOON_PHASE_YEARS.first || start.year > MOON_PHASE_YEARS.last) {
        const { first, last } = MOON_PHASE_YEARS;
        return ToolResult.fail<MoonPhaseData>(
          new ToolError(
            "invalid_date",
            localize(locale, {
              zh: `我只能推算 ${first} 到 ${last} 年的月相，${day} 不在這段時間裡。`,
              en: `I can only work out moon phases for the years ${first} to ${last}; ${day} is outside them.`,
            }),
            { date: day, years: MOON_PHASE_YEARS },
          ),
        );
      }
      const moment = day === today ? now : start.set({ hour: 12 }).toJSDate();
      const from = new Date(Date.UTC(start.year, start.month - 1, start.day) - 10 * MS_PER_DAY);
      // A phase asked about may come a whole lunation after the day: the list then reaches further.
      const asking = phase === undefined ? undefined : { phase, after: day === today ? now : start.toJSDate() };
      const report = (phases: readonly PrimaryPhase[], source: MoonPhaseData["source"]) =>
        buildMoonPhaseReport({ day, moment, timeZone, phases, source, asking });

      if (useUsno && start.year >= USNO_YEARS.first && start.year <= USNO_YEARS.last) {
        try {
          const count = asking === undefined ? 6 : 8;
          const phases = await fetchUsnoPhases({ http, baseUrl, date: from.toISOString().slice(0, 10), count, signal, locale });
          const data = report(phases, "usno");
          // A list that stops short of the phase asked about is completed by the computation.
          if (data && (asking === undefined || data.asked_phase !== undefined)) return ToolResult.ok(data);
        } catch (error) {
          // USNO is only the first source: every failure falls through to the computation.
          if (signal.aborted) return ToolResult.fail<MoonPhaseData>(toToolError(error, locale, USNO_SERVICE));
        }
      }
      const days = asking === undefined ? 40 : 50;
      const data = report(primaryPhasesBetween(from, new Date(from.getTime() + days * MS_PER_DAY)), "computed");
      if (data) return ToolResult.ok(data);
      return ToolResult.fail<MoonPhaseData>(
        new ToolError(
          "invalid_date",
          localize(locale, { zh: `無法推算 ${day} 的月相。`, en: `Could not work out the moon phase for ${day}.` }),
        ),
      );
    },
  });
}
