import { DateTime, IANAZone } from "luxon";

/** One way of saying a date, period or time: a regex with named groups and how to read a match. */
export interface WordRule<Value> {
  regex: RegExp;
  resolve: (groups: Record<string, string | undefined>, today: DateTime) => Value | null;
}

/** Where a word sits in the text (`start` and the matched `text`), and what it means. */
export interface WordMatch<Value> {
  index: number;
  text: string;
  value: Value;
}

/**
 * Builds a rule. `source` may use named groups; English letters should come from {@link caseless}
 * so that exported patterns match "Tomorrow" as well as "tomorrow".
 */
export function wordRule<Value>(source: string, resolve: WordRule<Value>["resolve"]): WordRule<Value> {
  return { regex: new RegExp(source, "g"), resolve };
}

/** The rules' sources joined as one alternation, named groups turned into non-capturing ones. */
export function joinSources(rules: readonly WordRule<unknown>[]): string {
  return `(?:${rules.map((rule) => rule.regex.source.replace(/\(\?<[A-Za-z]\w*>/g, "(?:")).join("|")})`;
}

/** An English word or phrase as a case-insensitive regex source: "today" → "[tT][oO][dD][aA][yY]". */
export function caseless(words: string): string {
  return words.replace(/[a-z]/g, (letter) => `[${letter}${letter.toUpperCase()}]`);
}

/**
 * The leftmost word any rule finds and resolves (the longest one where several start at the
 * same place; earlier rules win ties).
 */
export function findWord<Value>(rules: readonly WordRule<Value>[], text: string, today: DateTime): WordMatch<Value> | null {
  let best: WordMatch<Value> | null = null;
  for (const rule of rules) {
    rule.regex.lastIndex = 0;
    for (let match = rule.regex.exec(text); match; match = rule.regex.exec(text)) {
      if (best && (match.index > best.index || (match.index === best.index && match[0].length <= best.text.length))) break;
      const value = rule.resolve(match.groups ?? {}, today);
      if (value !== null) {
        best = { index: match.index, text: match[0], value };
        break;
      }
      if (match[0].length === 0) rule.regex.lastIndex += 1;
    }
  }
  return best;
}

let lastClock: { time: number; timeZone: string; wallClock: DateTime; today: DateTime } | undefined;
let lastOffset: { timeZone: string; block: number; minutes: number } | undefined;
let lastDay: { timeZone: string; day: number; today: DateTime } | undefined;

// Zone offsets change only at whole quarter hours of UTC (every offset in use is a multiple of 15
// minutes, and clocks change on the local hour or half hour): the offset read for one instant
// holds for its whole quarter hour, and luxon's offset lookup is the dearest step here.
const QUARTER_HOUR = 15 * 60_000;
const DAY = 24 * 60 * 60_000;

function offsetMinutes(zone: IANAZone, timeZone: string, time: number): number {
  const block = Math.floor(time / QUARTER_HOUR);
  if (lastOffset?.timeZone === timeZone && lastOffset.block === block) return lastOffset.minutes;
  const minutes = zone.offset(time);
  lastOffset = { timeZone, block, minutes };
  return minutes;
}

// Luxon operations cost microseconds each, so the wall clock and the start of its day are
// worked out once per (now, timeZone) and kept: one turn asks many times. A new turn on the
// same day finds its day kept too.
function clockFor(now: Date, timeZone: string): { wallClock: DateTime; today: DateTime } {
  if (lastClock?.time === now.getTime() && lastClock.timeZone === timeZone) return lastClock;
  const zone = IANAZone.create(timeZone);
  const time = now.getTime();
  if (!zone.isValid) {
    const invalid = DateTime.invalid("unknown time zone");
    lastClock = { time, timeZone, wallClock: invalid, today: invalid };
    return lastClock;
  }
  const wallMillis = time - (time % 1000) + offsetMinutes(zone, timeZone, time) * 60_000;
  const wall = DateTime.fromMillis(wallMillis, { zone: "utc" });
  const day = Math.floor(wallMillis / DAY);
  if (lastDay?.timeZone !== timeZone || lastDay.day !== day) lastDay = { timeZone, day, today: wall.startOf("day") };
  lastClock = { time, timeZone, wallClock: wall, today: lastDay.today };
  return lastClock;
}

/**
 * The wall clock `now` shows in `timeZone`, as a "floating" DateTime in UTC: calendar math on it
 * (plus a day, start of the week) is plain arithmetic, with no time-zone lookups. Invalid when
 * the time zone is unknown.
 */
export function wallClock(now: Date, timeZone: string): DateTime {
  return clockFor(now, timeZone).wallClock;
}

/** The start of the day `now` falls on in `timeZone` (floating, see {@link wallClock}). */
export function startOfToday(now: Date, timeZone: string): DateTime {
  return clockFor(now, timeZone).today;
}

/** "YYYY-MM-DD" of a date. */
export function toIsoDate(date: DateTime): string {
  // By hand: luxon's formatter costs more than the rest of a phrase match.
  return `${String(date.year).padStart(4, "0")}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;
}

/** "HH:mm" of a time. */
export function toClockTime(date: DateTime): string {
  return `${String(date.hour).padStart(2, "0")}:${String(date.minute).padStart(2, "0")}`;
}
