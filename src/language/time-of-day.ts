import { DATE_RULES } from "./date-rules";
import { DATE_WORD_PATTERN, type RelativeDateOptions } from "./date-words";
import { normalizeText } from "./normalize-text";
import { wordEndsByStart } from "./rule-search";
import { NUMBER_PATTERN, parseNumber } from "./number-words";
import { caseless, findWord, startOfToday, toClockTime, toIsoDate, wallClock } from "./word-rule";

const HOUR = "(?:\\d{1,2}|[零一二兩三四五六七八九十]{1,3})";
const MINUTE = "(?:\\d{1,2}|[零〇一二三四五六七八九十]{1,3})";
// 早起 is the morning in Taiwanese Mandarin (「明天早起六點叫我」).
const PERIODS = "(?:早上|上午|早晨|清晨|一早|早起|凌晨|半夜|深夜|午夜|中午|正午|下午|午後|傍晚|晚上|晚間|夜裡|夜晚|夜間|早|晚)";
// "in the morning", "tomorrow morning", "this evening", "at night", "tonight".
const PART_OF_DAY = caseless("(?:morning|afternoon|evening|night)");
const SUFFIX = `(?:${caseless("in the ")}|${caseless("this ")}|(?<sday>${caseless("tomorrow|today")}) )?${PART_OF_DAY}|${caseless("at night|tonight")}`;
const CLOCKS = [
  `(?<h1>${HOUR})\\s*(?:點鐘|點|時)(?:\\s*(?<half>半)|\\s*(?<quarter>一刻|三刻)|\\s*(?<m1>${MINUTE})\\s*分?|整)?`,
  `(?<![\\d:])(?<h3>\\d{1,2})(?::(?<m3>\\d{2}))?\\s*(?<ampm>${caseless("am|pm|a\\.m\\.|p\\.m\\.")})(?![A-Za-z])`,
  `(?<![\\d:])(?<h2>\\d{1,2}):(?<m2>\\d{2})(?![\\d:])`,
  // "at 7" alone; "at 5 pm" and "at 7:30" are read by the forms above, from the number on.
  `\\b${caseless("at")}\\s+(?<h4>\\d{1,2})(?:\\s+${caseless("o'clock")})?(?![\\d:.]|\\s*[aApP]\\.?[mM]\\b)`,
  `\\b(?<h5>\\d{1,2})\\s+${caseless("o'clock")}`,
  // A bare hour only with the part of the day after it: "7 in the morning", "8 tonight".
  `\\b(?<h6>\\d{1,2})(?=\\s+(?:${caseless("in the |this |tomorrow |today ")})?(?:${PART_OF_DAY}|${caseless("at night|tonight")}))`,
  `(?<noon>中午|正午|\\b${caseless("noon|midday")}\\b)`,
  `(?<midnight>午夜|\\b${caseless("midnight")}\\b)`,
];
const RELATIVE = `(?<rn>${NUMBER_PATTERN}|半)\\s*個?(?<rhalf>半)?\\s*(?<runit>小時|鐘頭|分鐘|分)(?:之|以)?後|\\b${caseless("in")}\\s+(?<en>${NUMBER_PATTERN}|${caseless("an?|half an")})\\s+(?<eunit>${caseless("hours?|minutes?|mins?")})(?<ehalf>\\s+${caseless("and a half")})?\\b`;

const source = `(?:(?<date>${DATE_WORD_PATTERN})\\s*的?\\s*(?:${caseless("at")}\\s+)?)?(?:(?<period>${PERIODS})\\s*)?(?:${CLOCKS.join("|")})(?:\\s*(?<suffix>${SUFFIX}))?(?:\\s+(?:${caseless("on")}\\s+)?(?<after>${DATE_WORD_PATTERN})(?:\\s+(?<afterPart>${PART_OF_DAY}))?)?|${RELATIVE}`;
// The time words without their days, tried where a day word ends or where no day is said: each day word is
// found with its own rule, not with a copy of all of them inside the time's pattern.
const CLOCK_AT = new RegExp(`(?:(?<period>${PERIODS})\\s*)?(?:${CLOCKS.join("|")})(?:\\s*(?<suffix>${SUFFIX}))?`, "y");
const RELATIVE_AT = new RegExp(RELATIVE, "y");
const DAY_GAP = /\s*的?\s*/y;
const AT = new RegExp(`${caseless("at")}\\s+`, "y");
const AFTER_GAP = /\s+/y;
const ON = new RegExp(`${caseless("on")}\\s+`, "y");
const PART_AFTER = new RegExp(`\\s+(?<afterPart>${PART_OF_DAY})`, "y");

type Groups = Record<string, string | undefined>;

function stickyAt(regex: RegExp, text: string, at: number): RegExpExecArray | null {
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
export const CLOCK_PATTERN = `(?:(?:${PERIODS})\\s*)?(?:${CLOCKS.join("|")})(?:\\s*(?:${SUFFIX}))?|${RELATIVE}`.replace(
  /\(\?<[A-Za-z]\w*>/g,
  "(?:",
);

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
  const groups = findTime(normalizeText(text));
  if (!groups) return null;
  if (groups.runit !== undefined || groups.eunit !== undefined) return fromNow(groups, now, timeZone);
  const clock = readClock(groups);
  if (clock === null) return null;
  const dayWord = groups.date ?? groups.after ?? groups.sday;
  const day = dayWord === undefined ? null : (findWord(DATE_RULES, dayWord, today)?.value ?? null);
  if (dayWord !== undefined && day === null) return null;
  // "6:45 on Friday morning": the part of the day may follow the day said after the clock.
  const period = groups.period ?? impliedPeriod(dayWord) ?? groups.suffix ?? groups.afterPart;
  // 兩點開會, "at 3": an hour from 1 to 5 with no part of the day is in the afternoon.
  const written24 = groups.h2?.startsWith("0") === true;
  const afternoon = period === undefined && groups.ampm === undefined && !written24 && clock.hour >= 1 && clock.hour <= 5 ? 12 * 60 : 0;
  const minutes = clock.hour * 60 + clock.minute + periodShift(period, clock.hour) + afternoon;
  let moment = (day ?? today).plus({ minutes });
  if (day === null) {
    moment = today.plus({ minutes: minutes % (24 * 60) });
    if (moment <= wallClock(now, timeZone)) moment = moment.plus({ days: 1 });
  }
  return { date: toIsoDate(moment), time: toClockTime(moment) };
}

function readClock(groups: Record<string, string | undefined>): { hour: number; minute: number } | null {
  if (groups.noon !== undefined) return { hour: 12, minute: 0 };
  if (groups.midnight !== undefined) return { hour: 24, minute: 0 };
  const hour = parseNumber(groups.h1 ?? groups.h2 ?? groups.h3 ?? groups.h4 ?? groups.h5 ?? groups.h6 ?? "");
  let minute = groups.half ? 30 : groups.quarter ? (groups.quarter === "一刻" ? 15 : 45) : 0;
  const minuteText = groups.m1 ?? groups.m2 ?? groups.m3;
  if (minuteText !== undefined) minute = parseNumber(minuteText) ?? -1;
  if (hour === null || minute < 0 || minute > 59 || hour > 24 || (hour === 24 && minute > 0)) return null;
  const meridiem = groups.ampm?.toLowerCase().replaceAll(".", "");
  if (meridiem !== undefined) {
    if (hour === 0 || hour > 12) return null;
    return { hour: (hour % 12) + (meridiem === "pm" ? 12 : 0), minute };
  }
  return { hour, minute };
}

function impliedPeriod(dayWord: string | undefined): string | undefined {
  if (dayWord === undefined) return undefined;
  if (/晚|夜|tonight/i.test(dayWord)) return "晚上";
  if (/早/.test(dayWord)) return "早上";
  return undefined;
}

/** Minutes to add to a clock hour for the part of the day it was said in. */
function periodShift(period: string | undefined, hour: number): number {
  if (period === undefined || hour > 12) return 0;
  const lower = period.toLowerCase();
  if (/凌晨/.test(lower)) return hour === 12 ? -12 * 60 : 0;
  if (/morning/.test(lower) || /^(?:早上|上午|早晨|清晨|一早|早起|早)$/.test(lower)) return 0;
  if (/中午|正午/.test(lower)) return hour <= 5 ? 12 * 60 : 0;
  if (/下午|午後|傍晚|afternoon/.test(lower)) return hour < 12 ? 12 * 60 : 0;
  // 晚上九點 is 21:00, 晚上12點 is midnight, 半夜兩點 is 02:00 of the night that follows.
  if (hour === 12) return 12 * 60;
  return hour < 5 ? 24 * 60 : 12 * 60;
}

function fromNow(groups: Record<string, string | undefined>, now: Date, timeZone: string): { date: string; time: string } | null {
  const amountText = groups.rn ?? groups.en ?? "";
  const amount = /^(?:半|half an)$/i.test(amountText) ? 0.5 : /^an?$/i.test(amountText) ? 1 : parseNumber(amountText);
  if (amount === null || amount <= 0) return null;
  const unit = groups.runit ?? groups.eunit ?? "";
  const minutes = (amount + (groups.rhalf || groups.ehalf ? 0.5 : 0)) * (/小時|鐘頭|hour/i.test(unit) ? 60 : 1);
  // Wall-clock arithmetic: across a change to or from daylight saving time this is an hour off.
  const at = wallClock(now, timeZone).plus({ minutes: Math.round(minutes) });
  return { date: toIsoDate(at), time: toClockTime(at) };
}
