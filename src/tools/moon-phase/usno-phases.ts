import type { HttpClient } from "../../http/http-client";
import { z } from "zod";
import type { Locale } from "../../core/locale";
import { ToolError } from "../../core/tool-error";
import { parseResponse } from "../../http/parse-response";
import { PRIMARY_PHASES, type PrimaryPhase } from "./lunar-phases";

/** How the user hears of USNO in messages. */
export const USNO_SERVICE = { zh: "美國海軍天文台服務", en: "the USNO moon service" };

const usnoPhasesSchema = z.object({
  phasedata: z
    .array(
      z.object({
        year: z.number().int(),
        month: z.number().int().min(1).max(12),
        day: z.number().int().min(1).max(31),
        phase: z.enum(PRIMARY_PHASES),
        time: z.string().regex(/^\d{1,2}:\d{2}$/),
      }),
    )
    .min(1),
});

/** What {@link fetchUsnoPhases} needs. */
export interface FetchUsnoPhasesOptions {
  http: HttpClient;
  /** Base URL without the `/api` path, e.g. `https://aa.usno.navy.mil`. */
  baseUrl: string;
  /** The first day to list phases from, "YYYY-MM-DD". */
  date: string;
  /** How many phases, 1..99. */
  count: number;
  signal: AbortSignal;
  locale: Locale;
}

/**
 * The next `count` primary phases on or after `date` from USNO's
 * `GET /api/moon/phases/date?date=…&nump=…`, as UTC moments (USNO gives UT to the minute).
 * Throws a ToolError for an HTTP failure, a body with an `error` key or another shape.
 */
export async function fetchUsnoPhases({ http, baseUrl, date, count, signal, locale }: FetchUsnoPhasesOptions): Promise<PrimaryPhase[]> {
  const response = await http.get(`${baseUrl.replace(/\/+$/, "")}/api/moon/phases/date`, {
    params: { date, nump: count },
    signal,
  });
  // The client leaves a body that is not JSON as a string; parseResponse reports it.
  const body: unknown = response.data;
  if (typeof body === "object" && body !== null && "error" in body) {
    throw new ToolError("api_error", `${USNO_SERVICE.en}: ${String((body as { error: unknown }).error)}`, { body });
  }
  const { phasedata } = parseResponse(usnoPhasesSchema, body, locale, USNO_SERVICE);
  return phasedata.map(({ year, month, day, phase, time }) => {
    const [hours, minutes] = time.split(":").map(Number);
    return { phase, utc: new Date(Date.UTC(year, month - 1, day, hours, minutes)) };
  });
}
