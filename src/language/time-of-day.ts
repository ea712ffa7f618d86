import { DATE_RULES } from "./date-rules";
import { DATE_WORD_PATTERN, type RelativeDateOptions } from "./date-words";
import { normalizeText } from "./normalize-text";
import { wordEndsByStart } from "./rule-search";
import type { PartOfDay } from "./locales/locale-words";
import { parseNumber } from "./number-words";
import { readGroups, TIME_GRAMMAR } from "./time-grammar";
import { findWord, startOfToday, toClockTime, toIsoDate, wallClock } from "./word-rule";

const { clocks, partsBefore, partsAfter, partAfterDay, dayLink, clockAfterDay, dayAfterClock, fromNow } = TIME_GRAMMAR;
const CLOCKS = `(?:${clocks.join("|")})`;
const PART_BEFORE = partsBefore === null ? "" : `(?:(?<period>${partsBefore})\\s*)?`;
const PART_AFTER_CLOCK = partsAfter === null ? "" : `(?:\\s*(?<suffix>${partsAfter}))?`;
const LINK = dayLink === null ? "" : `(?:${dayLink})?`;
const AT_WORD = clockAfterDay === null ? "" : `(?:(?:${clockAfterDay})\\s+)?`;
const ON_WORD = dayAfterClock === null ? "" : `(?:(?:${dayAfterClock})\\s+)?`;
const PART_AFTER_DAY = partAfterDay === null ? "" : `(?:\\s+(?<afterPart>${partAfterDay}))?`;
const FROM_NOW = fromNow === null ? "" : `|${fromNow}`;

const source = `(?:(?<date>${DATE_WORD_PATTERN})\\s*${LINK}\\s*${AT_WORD})?${PART_BEFORE}${CLOCKS}${PART_AFTER_CLOCK}(?:\\s+${ON_WORD}(?<after>${DATE_WORD_PATTERN})${PART_AFTER_DAY})?${FROM_NOW}`;
// The time words without their days, tried where a day word ends or where no day is said: each day word is
// found with its own rule, not with a copy of all of them inside the time's pattern.
const CLOCK_AT = new RegExp(`${PART_BEFORE}${CLOCKS}${PART_AFTER_CLOCK}`, "y");
const RELATIVE_AT = fromNow === null ? null : new RegExp(fromNow, "y");
const DAY_GAP = new RegExp(`\\s*${LINK}\\s*`, "y");
const AT = clockAfterDay === null ? null : new RegExp(`(?:${clockAfterDay})\\s+`, "y");
const AFTER_GAP = /\s+/y;
const ON = dayAfterClock === null ? null : new RegExp(`(?:${dayAfterClock})\\s+`, "y");
const PART_AFTER = partAfterDay === null ? null : new RegExp(`\\s+(?<afterPart>${partAfterDay})`, "y");

type Groups = Record<string, string | undefined>;

function stickyAt(regex: RegExp | null, text: string, at: number): RegExpExecArray | null {
  if (regex === null) return null;
  regex.lastIndex = at;
  return regex.exec(text);
}

// The day said after a clock that ends at `at`: "7 pm tomorrow", "6:45 on friday morning".
function dayAfter(text: string, at: number, days: Map<number, number[]>): Groups {
  const gap = stickyAt(AFTER_GAP, text, at);
  if (gap === null) return {};
  const spaced = at + gap[0].length;
  const on = stickyAt(ON, text, spaced);
  for (const start of on ? [spaced + on[0].length, spaced] : [spaced]) {
    const end = days.get(start)?.[0];
    if (end === undefined) continue;
    const part = stickyAt(PART_AFTER, text, end);
    return { after: text.slice(start, end), afterPart: part?.groups?.afterPart };
  }
  return {};
}

// A clock at `at` (after the day word `date`, if any) and the day said after it.
function clockAt(text: string, at: number, days: Map<number, number[]>, date?: string): Groups | null {
  const clock = stickyAt(CLOCK_AT, text, at);
  return clock && { ...clock.groups, date, ...dayAfter(text, at + clock[0].length, days) };
}

// What `source` reads at `at`: a day word, then a clock; a clock; a time from now.
function timeAt(text: string, at: number, days: Map<number, number[]>): Groups | null {
  for (const dayEnd of days.get(at) ?? []) {
    const gapEnd = dayEnd + stickyAt(DAY_GAP, text, dayEnd)![0].length;
    const atWord = stickyAt(AT, text, gapEnd);
    const date = text.slice(at, dayEnd);
    const found = (atWord && clockAt(text, gapEnd + atWord[0].length, days, date)) ?? clockAt(text, gapEnd, days, date);
    if (found) return found;
  }
  return clockAt(text, at, days) ?? stickyAt(RELATIVE_AT, text, at)?.groups ?? null;
}

/** The groups of the first time `source` finds in `text`, searched without building it. */
function findTime(text: string): Groups | null {
  const days = wordEndsByStart(DATE_RULES, text);
  for (let at = 0; at < text.length; at += 1) {
    const groups = timeAt(text, at, days);
    if (groups) return groups;
  }
  return null;
}

/**
 * Regex source (no capturing groups) for a time of day without the day before it: 七點, 下午3點半,
 * 19:30, 7 pm, noon, 10分鐘後, in 20 minutes. A fifth of {@link TIME_PATTERN}'s length (no date
 * words): sentence templates tag the day and the time apart, then join them.
 */
export const CLOCK_PATTERN = `${PART_BEFORE}${CLOCKS}${PART_AFTER_CLOCK}${FROM_NOW}`.replace(/\(\?<[A-Za-z]\w*>/g, "(?:");

/**
 * Regex source (no capturing groups) for a time of day, with an optional day and part of the day
 * before it: 七點, 3點半, 7點15分, 十點整, 早上七點, 下午3點半, 晚上十點, 凌晨兩點, 中午, 明天早上七點,
 * 後天晚上十點, 下週一下午3點, 今晚8點, 19:30, 7:30 am, 7am, 7 pm tomorrow, 6:45 on friday morning, at 7,
 * noon, midnight, and times from now: 10分鐘後, 半小時後, 兩個小時後, in 20 minutes, in an hour and a half.
 */
export const TIME_PATTERN = source.replace(/\(\?<[A-Za-z]\w*>/g, "(?:");

/**
 * The first time of day named in `text` (either script), as { date: "YYYY-MM-DD", time: "HH:mm" } in `timeZone`,
 * or null. Parts of the day set the hour (下午3點 → 15:00, 晚上十點 → 22:00, 凌晨兩點 → 02:00,
 * 晚上12點 → 00:00 the next day); an hour with none is read as written, except 1–5, which are
 * in the afternoon (兩點 → 14:00). With no day named, a time already past (or now) means tomorrow.
 *
 * @example
 * ```ts
 * resolveTime("明天早上七點", { now: new Date("2026-03-10T01:00:00Z"), timeZone: "Asia/Taipei" });
 * // { date: "2026-03-11", time: "07:00" }
 * ```
 */
export function resolveTime(text: string, { now, timeZone }: RelativeDateOptions): { date: string; time: string } | null {
  const today = startOfToday(now, timeZone);
  if (!today.isValid) return null;
  const found = findTime(normalizeText(text));
  if (!found) return null;
  const groups = readGroups(found);
  if (groups.unit !== undefined) return timeFromNow(groups, now, timeZone);
  const clock = readClock(groups);
  if (clock === null) return null;
  const dayWord = groups.date ?? groups.after ?? groups.day;
  const day = dayWord === undefined ? null : (findWord(DATE_RULES, dayWord, today)?.value ?? null);
  if (dayWord !== undefined && day === null) return null;
  // "6:45 on Friday morning": the part of the day may follow the day said after the clock.
  const part =
    partOf(groups.period) ??
    (dayWord === undefined ? undefined : TIME_GRAMMAR.partOfDayWord(dayWord)) ??
    partOf(groups.suffix ?? groups.afterPart);
  // 兩點開會, "at 3": an hour from 1 to 5 with no part of the day is in the afternoon.
  const written24 = groups.digitalHour?.startsWith("0") === true;
  const afternoon = part === undefined && groups.meridiem === undefined && !written24 && clock.hour >= 1 && clock.hour <= 5 ? 12 * 60 : 0;
  const minutes = clock.hour * 60 + clock.minute + partShift(part, clock.hour) + afternoon;
  let moment = (day ?? today).plus({ minutes });
  if (day === null) {
    moment = today.plus({ minutes: minutes % (24 * 60) });
    if (moment <= wallClock(now, timeZone)) moment = moment.plus({ days: 1 });
  }
  return { date: toIsoDate(moment), time: toClockTime(moment) };
}

// A part-of-day word said is a part of the day: a language's, else the evening or night.
function partOf(word: string | undefined): PartOfDay | undefined {
  return word === undefined ? undefined : (TIME_GRAMMAR.partOfDay(word) ?? "evening");
}

function readClock(groups: Groups): { hour: number; minute: number } | null {
  if (groups.noon !== undefined) return { hour: 12, minute: 0 };
  if (groups.midnight !== undefined) return { hour: 24, minute: 0 };
  const hour = parseNumber(groups.hour ?? groups.digitalHour ?? "");
  let minute = groups.minuteWord === undefined ? 0 : (TIME_GRAMMAR.minuteWords[groups.minuteWord] ?? 0);
  if (groups.minute !== undefined) minute = parseNumber(groups.minute) ?? -1;
  if (hour === null || minute < 0 || minute > 59 || hour > 24 || (hour === 24 && minute > 0)) return null;
  if (groups.meridiem !== undefined) {
    if (hour === 0 || hour > 12) return null;
    return { hour: (hour % 12) + (TIME_GRAMMAR.meridiems[groups.meridiem.toLowerCase()] ?? 0), minute };
  }
  return { hour, minute };
}

/** Minutes to add to a clock hour for the part of the day it was said in. */
function partShift(part: PartOfDay | undefined, hour: number): number {
  if (part === undefined || hour > 12) return 0;
  if (part === "small hours") return hour === 12 ? -12 * 60 : 0;
  if (part === "morning") return 0;
  if (part === "noon") return hour <= 5 ? 12 * 60 : 0;
  if (part === "afternoon") return hour < 12 ? 12 * 60 : 0;
  // 晚上九點 is 21:00, 晚上12點 is midnight, 半夜兩點 is 02:00 of the night that follows.
  if (hour === 12) return 12 * 60;
  return hour < 5 ? 24 * 60 : 12 * 60;
}

function timeFromNow(groups: Groups, now: Date, timeZone: string): { date: string; time: string } | null {
  const amountText = groups.amount ?? "";
  const amount = TIME_GRAMMAR.amountWords[amountText.toLowerCase()] ?? parseNumber(amountText);
  if (amount === null || amount <= 0) return null;
  const unitMinutes = TIME_GRAMMAR.unitMinutes[(groups.unit ?? "").toLowerCase()] ?? 1;
  const minutes = (amount + (groups.half ? 0.5 : 0)) * unitMinutes;
  // Wall-clock arithmetic: across a change to or from daylight saving time this is an hour off.
  const at = wallClock(now, timeZone).plus({ minutes: Math.round(minutes) });
  return { date: toIsoDate(at), time: toClockTime(at) };
}
