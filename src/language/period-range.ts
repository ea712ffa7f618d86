import type { DateTime } from "luxon";
import type { DaySpan } from "./calendar";
import { SPAN_RULES, wholeSpan } from "./span-rules";
import { wordEndsByStart } from "./rule-search";
import type { WordMatch } from "./word-rule";
import { RANGE_WORDS } from "./range-words";

const { joiners, spacedJoiners, leads, spacedLeads, between, and, onwards, since, bareWeekday, findRange: words } = RANGE_WORDS;
const NOW_WORD = new RegExp(`^(?:${words.now})$`, "i");
const BARE_WEEKDAY = new RegExp(bareWeekday, "i");
const BARE_DAY = new RegExp(`^(?:${words.bareDay})$`);

/** Where a range ends: 「二月一號到十五號」 is the 15th of February, 「上週一到週三」 that week's Wednesday. */
function rangeEnd(text: string, start: DateTime, today: DateTime): DateTime | null {
  const trimmed = text.trim();
  if (NOW_WORD.test(trimmed)) return today;
  const end = wholeSpan(trimmed, today)?.end;
  if (end === undefined) return null;
  if (BARE_WEEKDAY.test(trimmed)) return start.startOf("week").plus({ days: end.weekday - 1 });
  if (BARE_DAY.test(trimmed)) return start.set({ day: end.day }).month === start.month ? start.set({ day: end.day }) : null;
  return end;
}

/** "so far this month", 「今年到現在」: from the start of `from` to today. */
function soFar(from: DaySpan | null, today: DateTime): DaySpan | null {
  return from && from.start <= today ? { start: from.start, end: today } : null;
}

const SEPARATOR = `\\s*(?:${joiners})\\s*|\\s+(?:${spacedJoiners}|${and})\\s+`;
const TO_NOW = words.toNow;
const LEAD_SOURCE = `${leads}|(?:${spacedLeads})\\s+`;
const TO_WORD_SOURCE = words.now;
const SO_FAR_SOURCE = `(?:${words.soFar})\\b`;

// Each piece of a range, tried where the one before it ends.
const LEAD = new RegExp(LEAD_SOURCE, "y");
const SEP = new RegExp(SEPARATOR, "y");
const TO_WORD = new RegExp(TO_WORD_SOURCE, "y");
const UNTIL = new RegExp(words.until, "y");
const TAIL = new RegExp(`\\s*(?:${TO_NOW}|${onwards})`, "y");
const SINCE = new RegExp(`(?:${since})\\s+`, "y");
const SO_FAR = new RegExp(SO_FAR_SOURCE, "y");
// Whether a "so far" may be anywhere in a text with no period word.
const MAY_SAY_SO_FAR = new RegExp(SO_FAR_SOURCE.replace(/\(\?<[A-Za-z]\w*>/g, "(?:"));
const ONWARDS = new RegExp(`^(?:${onwards})$`);
const BETWEEN = new RegExp(`^(?:${between})$`);
const AND = new RegExp(`^(?:${and})$`);

/**
 * Regex source (no capturing groups) of a range, for patterns of one's own: 「二月一號到二月十五號」,
 * "since last month". `PERIOD` is the period words' source (`PERIOD_WORD_PATTERN`).
 */
export function rangeSource(period: string): string {
  return `(?:(?:${LEAD_SOURCE})?(?:${period})(?:(?:${SEPARATOR})(?:${period}|${TO_WORD_SOURCE})(?:${words.until})?|\\s*(?:${TO_NOW}|${onwards}))|(?:${since})\\s+(?:${period})|${SO_FAR_SOURCE.replace(/\(\?<[A-Za-z]\w*>/g, "(?:")})`;
}

type Groups = Record<string, string | undefined>;

// Where `regex` matches exactly at `at`, its length, else -1.
function lengthAt(regex: RegExp, text: string, at: number): number {
  regex.lastIndex = at;
  const match = regex.exec(text);
  return match ? match[0].length : -1;
}

// What follows a period word that ends at `at`: a separator and the range's end, or 至今, 以來, 開始 …
function rangeGoesOn(text: string, at: number, ends: Map<number, number[]>): { end: number; groups: Groups } | null {
  const sep = lengthAt(SEP, text, at);
  if (sep >= 0) {
    const toStart = at + sep;
    let toEnd = ends.get(toStart)?.[0] ?? -1;
    if (toEnd < 0) {
      const word = lengthAt(TO_WORD, text, toStart);
      if (word >= 0) toEnd = toStart + word;
    }
    if (toEnd >= 0) {
      const until = lengthAt(UNTIL, text, toEnd);
      const sepText = text.slice(at, toStart);
      return { end: until >= 0 ? toEnd + until : toEnd, groups: { sep: sepText, to: text.slice(toStart, toEnd) } };
    }
  }
  const tail = lengthAt(TAIL, text, at);
  return tail >= 0 ? { end: at + tail, groups: { tail: text.slice(at, at + tail).trimStart() } } : null;
}

// The range that starts exactly at `at` (the first way the words read), as a match's end and groups.
function rangeAt(text: string, at: number, ends: Map<number, number[]>): { end: number; groups: Groups } | null {
  const lead = lengthAt(LEAD, text, at);
  for (const leadLength of lead > 0 ? [lead, 0] : [0]) {
    const fromStart = at + leadLength;
    for (const fromEnd of ends.get(fromStart) ?? []) {
      const rest = rangeGoesOn(text, fromEnd, ends);
      if (rest) {
        const from = text.slice(fromStart, fromEnd);
        return { end: rest.end, groups: { ...(leadLength > 0 ? { lead: text.slice(at, fromStart) } : {}), from, ...rest.groups } };
      }
    }
  }
  const since = lengthAt(SINCE, text, at);
  const sinceEnd = since >= 0 ? ends.get(at + since)?.[0] : undefined;
  if (sinceEnd !== undefined) return { end: sinceEnd, groups: { since: text.slice(at + since, sinceEnd) } };
  SO_FAR.lastIndex = at;
  const soFarMatch = SO_FAR.exec(text);
  return soFarMatch ? { end: at + soFarMatch[0].length, groups: soFarMatch.groups ?? {} } : null;
}

// 「從三月開始」 runs to today; 「三月起」 alone may be a plan. A range that reads backwards (「三月到一月」) is no span.
function readRange(groups: Groups, today: DateTime): DaySpan | null {
  const unit = Object.entries(groups)
    .find(([name, said]) => name.startsWith("unit") && said !== undefined)?.[1]
    ?.toLowerCase();
  if (unit !== undefined) return soFar({ start: today.startOf(unit as "week" | "month" | "year"), end: today }, today);
  if (groups.since !== undefined) return soFar(wholeSpan(groups.since, today), today);
  const lead = groups.lead?.trim().toLowerCase();
  const saysBetween = lead !== undefined && BETWEEN.test(lead);
  if (groups.tail !== undefined && ONWARDS.test(groups.tail) && (lead === undefined || saysBetween)) return null;
  if ((groups.sep !== undefined && AND.test(groups.sep.trim().toLowerCase())) !== saysBetween) return null;
  const from = wholeSpan(groups.from ?? "", today);
  if (from === null) return null;
  if (groups.to === undefined) return soFar(from, today);
  const end = rangeEnd(groups.to, from.start, today);
  return end && end >= from.start ? { start: from.start, end } : null;
}

/**
 * The first range of days in `text` read as one span: 「二月一號到二月十五號」「從上週一至今」「今年以來」,
 * "from March 1 to March 5", "between monday and friday", "since last month", "so far this year"; from
 * the start of the first period word to the end of the last (today for 現在, 至今, since …). Found from
 * the period words' own rules, where they start and end, with no pattern joining them all.
 */
export function findRange(text: string, today: DateTime): WordMatch<DaySpan> | null {
  const ends = wordEndsByStart(SPAN_RULES, text);
  if (ends.size === 0 && !MAY_SAY_SO_FAR.test(text)) return null;
  for (let at = 0; at <= text.length;) {
    const range = rangeAt(text, at, ends);
    if (range === null) {
      at += 1;
      continue;
    }
    const value = readRange(range.groups, today);
    if (value !== null) return { index: at, text: text.slice(at, range.end), value };
    at = range.end > at ? range.end : at + 1;
  }
  return null;
}
