import { SMALL_NUMBER } from "./locales/zh-tw/chinese-date-rules";
import { normalizeText } from "./normalize-text";
import { parseNumber } from "./number-words";
import { caseless } from "./word-rule";

// How many days, in a shift: 「兩」 of 「再過兩天」, 'two' of 'two days later'.
const ENGLISH_COUNT = `(?:\\d{1,2}|${caseless("an?|one|two|three|four|five|six|seven|eight|nine|ten")})`;
// 'the day after that': what the day is counted from, said or not.
const FROM_THAT = "(?: (?:that|it|this|that one))?";
const DAY = "(?:天|日)";

// Each way of moving the day: its source (named group `count` where the number is said) and the
// direction. Whole fragments only: 「後天」 'the day after tomorrow' are dates of their own, and
// 「前兩天」「後兩天」 mean a few days ago and the coming days, so 前 and 後 move by one day alone.
const SHIFTS: readonly { source: string; direction: 1 | -1 }[] = [
  // 「隔天」「再隔天」「次日」「那第二天呢」
  { source: "再?(?:隔天|隔日|次日|翌日|第二天)", direction: 1 },
  // 「再隔一天」「再過兩天」「往後推一天」「晚一天」
  { source: `再?(?:隔|過|往後推?|晚)(?<count>${SMALL_NUMBER})${DAY}`, direction: 1 },
  // 「後一天」「再下一天」
  { source: `再?(?:後|下)一${DAY}`, direction: 1 },
  // 「前一天」「再前一天」「上一天」
  { source: `再?(?:前|上)一${DAY}`, direction: -1 },
  // 「往前一天」「早兩天」
  { source: `再?(?:往前推?|早)(?<count>${SMALL_NUMBER})${DAY}`, direction: -1 },
  // 'the day after that' 'the next day' 'the following day'
  { source: caseless(`(?:the )?(?:day after|next day|following day)${FROM_THAT}`), direction: 1 },
  // 'two days later' 'a day after that'
  { source: `(?<count>${ENGLISH_COUNT}) ${caseless(`days? (?:later|after${FROM_THAT})`)}`, direction: 1 },
  // 'the day before' 'the previous day'
  { source: caseless(`(?:the )?(?:day before|previous day|day prior)${FROM_THAT}`), direction: -1 },
  // 'two days earlier' 'a day before that'
  { source: `(?<count>${ENGLISH_COUNT}) ${caseless(`days? (?:earlier|before${FROM_THAT})`)}`, direction: -1 },
];

/**
 * Regex source (no capturing groups) for a whole shift of days from the day last asked about:
 * 「隔天」「再過一天」「前一天」 'the day after that' 'two days later'. Plain dates (「後天」 'the day
 * after tomorrow') are not shifts.
 */
export const DAY_SHIFT_PATTERN = `(?:${SHIFTS.map(({ source }) => source.replace(/\(\?<count>/g, "(?:")).join("|")})`;

const WHOLE = SHIFTS.map(({ source, direction }) => ({ pattern: new RegExp(`^(?:${source})$`, "u"), direction }));

/**
 * By how many days a follow-up's fragment moves the day last asked about (either script; normalised
 * with `normalizeText`): 「再隔天」 'the day after that' → 1, 「前一天」 'the day before' → -1,
 * 「再過兩天」 'two days later' → 2; null when the whole fragment is no such shift (「後天」 and 'the
 * day after tomorrow' are dates of their own, 「隔壁」 is no day).
 *
 * @example
 * ```ts
 * readDayShift("再隔天"); // 1
 * readDayShift("the day before"); // -1
 * readDayShift("後天"); // null
 * ```
 */
export function readDayShift(fragment: string): number | null {
  const text = normalizeText(fragment);
  for (const { pattern, direction } of WHOLE) {
    const match = pattern.exec(text);
    if (match === null) continue;
    const said = match.groups?.count;
    const count = said === undefined ? 1 : /^an?$/i.test(said) ? 1 : parseNumber(said);
    if (count !== null && count > 0) return direction * count;
  }
  return null;
}
