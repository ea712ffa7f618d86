import { DateTime } from "luxon";
import { toTraditional } from "../../core/chinese-script";
import { resolvePeriod } from "../../language/date-words";

/** A time period read for SNAPI: no limit (最近, latest), or days and the UTC instants that bound them. */
export type SearchPeriod =
  | { kind: "latest" }
  | {
      kind: "range";
      /** First and last day, "YYYY-MM-DD" in the time zone. */
      start: string;
      end: string;
      /** The zone's day boundaries in UTC, for `published_at_gte` / `published_at_lte`. */
      gte: string;
      lte: string;
      /** True when the period is the current year (今年): an empty answer is retried without it. */
      isThisYear: boolean;
    };

const latestWords = /^(?:最近|近期|近來|最新|目前|現在|這陣子|recent|recently|latest|lately|now|any ?time|all)$/i;

/**
 * Reads a time period (今天, 昨天, 本週, 上週, 本月, 上個月, 今年, 去年, 三天前, 2天後, 2020年, 2020,
 * last week…) in the time zone. Returns null when the words are not a period.
 */
export function resolveSearchPeriod(text: string, { now, timeZone }: { now: Date; timeZone: string }): SearchPeriod | null {
  // Period words are matched in Traditional script; 上个月 reads as 上個月.
  const trimmed = toTraditional(text.normalize("NFKC")).trim();
  if (latestWords.test(trimmed)) return { kind: "latest" };
  const span = resolvePeriod(trimmed, { now, timeZone });
  if (span === null) return null;
  const first = DateTime.fromISO(span.start, { zone: timeZone }).startOf("day");
  const last = DateTime.fromISO(span.end, { zone: timeZone }).endOf("day").set({ millisecond: 0 });
  const year = DateTime.fromJSDate(now, { zone: timeZone }).year;
  return {
    kind: "range",
    start: span.start,
    end: span.end,
    gte: first.toUTC().toISO({ suppressMilliseconds: true }) ?? `${span.start}T00:00:00Z`,
    lte: last.toUTC().toISO({ suppressMilliseconds: true }) ?? `${span.end}T23:59:59Z`,
    isThisYear: span.start === `${year}-01-01` && span.end === `${year}-12-31`,
  };
}
