import { DateTime } from "luxon";
import { z } from "zod";
import { defineTool, type DefinedTool } from "../../core/define-tool";
import { localize } from "../../core/localize";
import { ToolError } from "../../core/tool-error";
import { ToolResult } from "../../core/tool-result";
import { formatDatetimeResult, type DatetimeData } from "./datetime-formatter";
import { datetimePhrases } from "./phrases";
import { datetimeDialogue } from "./datetime-dialogue";
import { resolveTimeZone } from "./resolve-time-zone";

/** Options of {@link createDatetimeTool}. */
export interface DatetimeToolOptions {
  /** This tool's timeout in milliseconds. Default: the graph's `toolTimeoutMs`. */
  timeoutMs?: number;
}

const parameters = z.object({
  time_zone: z
    .string()
    .optional()
    .describe(
      'Only when the user asks about another place: an IANA time zone such as "Asia/Tokyo" (a city name such as 東京 also works). Omit for the user\'s own time.',
    ),
});

/**
 * The `get_datetime` tool: today's date, the time and the weekday in the user's time zone
 * (`context.timeZone`, or a zone or city the user names), read from the turn's clock
 * (`context.now`), with the 民國 year for zh-TW. Works offline.
 *
 * @example
 * ```ts
 * const datetime = createDatetimeTool();
 * const result = await datetime.execute({}, { now: new Date("2026-03-10T01:00:00Z"), timeZone: "Asia/Taipei", locale: "zh-TW", signal });
 * datetime.format(result, context); // 「現在是民國115年3月10日 星期二 上午9點00分。」
 * ```
 */
export function createDatetimeTool({ timeoutMs }: DatetimeToolOptions = {}): DefinedTool<typeof parameters, DatetimeData> {
  return defineTool({
    name: "get_datetime",
    description:
      "Gets the current date, time and weekday (in the user's time zone unless another is asked for). Use it for 「現在幾點」「今天星期幾」「今天幾月幾號」.",
    parameters,
    timeoutMs,
    phrases: datetimePhrases,
    dialogue: datetimeDialogue,
    normalize: (args) => {
      const zone = args.time_zone;
      if (zone === null || zone === "") return { ...args, time_zone: undefined };
      if (typeof zone !== "string") return args;
      return { ...args, time_zone: resolveTimeZone(zone) ?? zone };
    },
    execute: async ({ time_zone: requestedZone }, { now, timeZone, locale }) => {
      const zone = requestedZone ?? timeZone;
      const moment = DateTime.fromJSDate(now, { zone });
      if (!moment.isValid) {
        return ToolResult.fail(
          new ToolError(
            "invalid_date",
            localize(locale, { zh: `我不認得「${zone}」這個時區。`, en: `I don't know the time zone "${zone}".` }),
            { time_zone: zone },
          ),
        );
      }
      return ToolResult.ok({
        iso: moment.toISO() ?? now.toISOString(),
        date: moment.toFormat("yyyy-MM-dd"),
        time: moment.toFormat("HH:mm"),
        weekday: moment.setLocale("en-US").toFormat("cccc"),
        weekday_number: moment.weekday,
        time_zone: moment.zoneName ?? zone,
        utc_offset: moment.toFormat("ZZ"),
        roc_year: moment.year - 1911,
        requested_zone: requestedZone !== undefined && requestedZone !== timeZone,
      });
    },
    format: formatDatetimeResult,
  });
}
