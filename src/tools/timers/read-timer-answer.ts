import { englishTimerName } from "./english-timer-name";
import { DURATION_PATTERN, readDuration } from "./read-duration";
import { PURPOSE_PATTERN, purposeName } from "./timer-purpose";

// Words around a length said as an answer: 「就十五分鐘吧」「十分鐘左右」 'for ten minutes' 'make it 5 minutes, please'.
const AROUND_ZH_BEFORE = /^(?:好|嗯|就|先|設|設定|定|改|要|計時|倒數|大概|差不多)+\s*/u;
const AROUND_ZH_AFTER = /\s*(?:吧|好了|就好|就可以了?|左右|的|喔|啊|好嗎)+$/u;
const AROUND_EN_BEFORE = /^(?:(?:for|make\s+it|just|about|around|maybe|let's\s+say|say|um|uh|ok|okay)\s+)+/i;
const AROUND_EN_AFTER = /(?:,?\s+(?:please|thanks|thank\s+you))+$/i;

// The length and what it is for, in either order, after a pause or not: 「煮泡麵用的 三分鐘」「三分鐘 煮泡麵的」
// 「五分鐘 泡茶用」「泡麵三分鐘就好」.
const LENGTH = `(?<duration>${DURATION_PATTERN})`;
const AROUND_LENGTH_BEFORE = "(?:就|大概|差不多|要|設|計時|倒數)*";
const AROUND_LENGTH_AFTER = "(?:吧|好了|就好|就可以了?|左右|喔|啊)*";
const PURPOSE_FIRST_ZH = new RegExp(`^${PURPOSE_PATTERN}\\s*,?\\s*${AROUND_LENGTH_BEFORE}${LENGTH}${AROUND_LENGTH_AFTER}$`, "u");
const LENGTH_FIRST_ZH = new RegExp(`^${LENGTH}${AROUND_LENGTH_AFTER}\\s*,?\\s*${PURPOSE_PATTERN}$`, "u");
// 'three minutes, for the tea' 'twelve minutes, it's for the pasta' 'for the garlic bread, three minutes'.
const FOR_EN = String.raw`(?:(?:it's|its|it\s+is|that's|this\s+is)\s+)?for\s+(?:the\s+|my\s+)?(?<name>[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,2}?)`;
const LENGTH_FIRST_EN = new RegExp(String.raw`^${LENGTH}[\s,]+${FOR_EN}$`, "i");
const PURPOSE_FIRST_EN = new RegExp(String.raw`^${FOR_EN}[\s,]+${LENGTH}$`, "i");

/** The seconds a length alone says, or null: a bare number names no unit (15 seconds or minutes?). */
function secondsOf(said: string): number | null {
  const core = said.trim().replace(/,$/u, "").trim();
  if (core === "" || /^\d+(?:\.\d+)?$/u.test(core)) return null;
  return readDuration(core);
}

/** The length and the name an answer says with it, when it says both. */
function readNamedLength(text: string): { seconds: number; name: string } | null {
  const chinese = PURPOSE_FIRST_ZH.exec(text) ?? LENGTH_FIRST_ZH.exec(text);
  if (chinese !== null) {
    const seconds = secondsOf(chinese.groups?.duration ?? "");
    const name = purposeName(chinese.groups?.purpose);
    return seconds === null || name === null ? null : { seconds, name };
  }
  const english = PURPOSE_FIRST_EN.exec(text) ?? LENGTH_FIRST_EN.exec(text.replace(AROUND_EN_BEFORE, ""));
  const seconds = secondsOf(english?.groups?.duration ?? "");
  const name = englishTimerName(undefined, english?.groups?.name);
  return seconds === null || name === null || name === "" ? null : { seconds, name };
}

/**
 * What an answer to 「要計時多久？」 "For how long?" says: the length (「十五分鐘」「五分钟」 'ten
 * minutes'), with what the timer is for when it says that too (「煮泡麵用的 三分鐘」「三分鐘 煮泡麵的」
 * 'three minutes, for the tea'); null when it names no length, or a number with no unit.
 */
export function readTimerAnswer(text: string): { seconds: number; name?: string } | null {
  const core = text.replace(AROUND_ZH_BEFORE, "").replace(AROUND_ZH_AFTER, "").replace(AROUND_EN_BEFORE, "").replace(AROUND_EN_AFTER, "");
  const seconds = secondsOf(core);
  if (seconds !== null) return { seconds };
  return readNamedLength(text.replace(AROUND_EN_AFTER, ""));
}
