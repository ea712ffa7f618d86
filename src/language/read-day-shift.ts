import { REGISTERED_WORDS } from "./locales/registered-words";
import { normalizeText } from "./normalize-text";
import { parseNumber } from "./number-words";

// Each registered language's ways of moving the day (locales/<code>/*-day-shifts.ts), in registration order.
const SHIFTS = REGISTERED_WORDS.flatMap((words) => words.dayShifts?.shifts ?? []);
const COUNT_WORDS: Readonly<Record<string, number>> = Object.assign(
  {},
  ...REGISTERED_WORDS.map((words) => words.dayShifts?.countWords ?? {}),
);

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
    const count = said === undefined ? 1 : (COUNT_WORDS[said.toLowerCase()] ?? parseNumber(said));
    if (count !== null && count > 0) return direction * count;
  }
  return null;
}
