import type { ToolDialogue } from "../../core/tool-dialogue";
import { findDateWord, resolveDate } from "../../language/date-words";
import { normalizeText } from "../../language/normalize-text";
import { readDayShift } from "../../language/read-day-shift";
import { primaryPhaseNamed } from "./normalize-moon-phase-args";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const MS_PER_DAY = 86_400_000;
// 'the day after tomorrow' is one day said in four words: not too long to be the whole fragment.
const PLAIN_DAY = /^the day (?:after tomorrow|before yesterday)$/i;
// What may stand beside the day in a question about its moon: its night, 的, 'on'.
const BESIDE_THE_DAY = /^(?:\s|的|晚上|夜裡|夜晚|半夜|on|night|evening)*$/iu;

/** Whether the words are a day and nothing more: 「三月二十號」「明天晚上」 'Saturday night', not 「明天天氣」. */
function isOnlyADay(words: string): boolean {
  const text = normalizeText(words);
  const day = findDateWord(text, "iu");
  return day !== null && BESIDE_THE_DAY.test(`${text.slice(0, day.index)} ${text.slice(day.index + day.text.length)}`);
}

/** "YYYY-MM-DD" moved by whole days (calendar days: no time zone takes part). */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/**
 * get_moon_phase in a conversation: 「那三月二十號呢」「明天呢」 'what about Friday' ask about another
 * day; 「再隔天呢」「前一天呢」 'and the day after that?' move the day last asked about; 「那新月呢」 'and
 * the new moon?' after when the next full moon comes asks when the next new moon does.
 */
export const moonPhaseDialogue: ToolDialogue = {
  // The subject a turn goes back to: 「回到…」 'go back to …'.
  topic: /月相|月亮|月球|moon phases?|moon/iu,
  followUp: (fragment, last, context) => {
    // 「那新月呢」 'and the new moon?' right after when the next full moon comes: the next of another phase.
    const phase =
      last.args.phase === undefined
        ? undefined
        : primaryPhaseNamed(fragment.replace(/^(?:the\s+)?(?:下次|下一次|下一個|next\s+)?|的$/giu, ""));
    if (phase !== undefined) return phase === last.args.phase ? null : { ...last.args, phase };
    const words = fragment.replace(/(?:的)?月相$|^the\s+(?!day (?:after tomorrow|before yesterday)$)/iu, "").trim();
    const shift = readDayShift(words);
    if (shift !== null) {
      // A question that named no day was about today.
      const from = last.args.date_str ?? resolveDate("today", context);
      return typeof from === "string" && ISO_DATE.test(from) ? { ...last.args, date_str: addDays(from, shift) } : null;
    }
    // The whole fragment must be the day: 「三月二十號的滿月」 is another question, and 「那明天天氣呢」
    // right after the moon asks the weather.
    if (!isOnlyADay(words) && !PLAIN_DAY.test(words)) return null;
    const date = resolveDate(words, context);
    return date === null ? null : { ...last.args, date_str: date };
  },
};
