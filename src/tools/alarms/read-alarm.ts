import type { PhraseContext } from "../../core/local-phrase";
import { MONTH_END_PATTERN, resolveMonthEnd } from "../../language/month-end";
import { resolveTime } from "../../language/time-of-day";
import { sentenceDays } from "./alarm-time-spans";
import { spellClockDigits } from "./english-clock-words";
import { wakeUpTime } from "./wake-up-time";

/** An alarm's time as a phrase heard it: the clock (`time`), and in English the day, part of the day and a typed tomorrow after. */
export interface AlarmWhen {
  day?: string;
  part?: string;
  time: string;
  dayAfter?: string;
}

/** What a phrase heard of an alarm, for {@link readAlarm}. */
export interface AlarmSaid {
  when: AlarmWhen;
  /** What the alarm is for, as said. Default: nothing. */
  message?: string;
  /** Whom it is for, when not the speaker (「阿嬤」): it stays in the message. Default: the speaker. */
  who?: string;
  /** Waking someone up (「叫我起床」「wake me up」) reads a bare 1 to 5 as the nearer one. Default: false. */
  wake?: boolean;
}

const SAME = "(?:一樣|也|照樣|同樣|還是)";
const SHORT_DAY = "(?:今天|明天|後天|大後天|今晚|明早|明晚|(?:下下|下|這|本)?(?:個)?(?:週|周|星期|禮拜)[一二三四五六日天])";
const dayLead = new RegExp(
  `^(?:(?<monthEnd>${MONTH_END_PATTERN})\\s*${SAME}?|(?<day>${SHORT_DAY})\\s*${SAME})\\s*(?:是|在)?\\s*(?:的)?\\s*`,
  "u",
);
const tomorrowShort = /\b(?:tmrw|tmr|tmrow|tomoz|2moro|2morrow)\b/giu;
// A message that turns the sentence into a question (「七點叫我好嗎」) is left to the model.
const question = /(?:嗎|呢|\?)$|^(?:嗎|呢|好嗎)/u;

/**
 * The time as the time words read it: the day said before the clock put in the words
 * (「月底那天早上九點」 → 「2026-03-31 早上九點」, 「明天一樣七點」 → 「明天 七點」), or null when what
 * follows that day says another day or a time from now (「月底明天七點」「月底十分鐘後」).
 */
function withDayRead(time: string, context: PhraseContext): string | null {
  const lead = dayLead.exec(time);
  if (lead === null) return time;
  const clock = time.slice(lead[0].length);
  if (sentenceDays(clock).some((span) => span.start === 0) || /後$/u.test(clock)) return null;
  const { monthEnd, day } = lead.groups ?? {};
  const date = monthEnd === undefined ? day : resolveMonthEnd(monthEnd, context);
  return date === undefined || date === null ? null : `${date} ${clock}`;
}

/**
 * The `set_alarm` arguments `{ time, message }` a phrase heard, the time read in the turn's clock
 * and zone (a part of the day said before the clock is read after it, a wake-up's bare hour the
 * nearer one), or null when the time is unreadable, says two things, or the message is a question.
 */
export function readAlarm({ when, message = "", who, wake = false }: AlarmSaid, context: PhraseContext): Record<string, unknown> | null {
  const { day, part, dayAfter } = when;
  const time = withDayRead(when.time, context);
  if (time === null) return null;
  // "morning five thirty" is 5:30 am: the part of the day said before the clock is read after it.
  const half = part === undefined ? undefined : /^morning$/i.test(part) ? "am" : "pm";
  const saidHalf = /\b([ap])\.?\s?m\b|([ap])m$/iu.exec(time);
  // "tomorrow morning at 6:30 pm" says two things: the model asks which.
  if (half !== undefined && saidHalf !== null && `${saidHalf[1] ?? saidHalf[2]}m`.toLowerCase() !== half) return null;
  const spoken = spellClockDigits(
    [day, time, saidHalf === null ? half : undefined, dayAfter].filter(Boolean).join(" ").replace(tomorrowShort, "tomorrow"),
  );
  const read = resolveTime(spoken, context);
  if (!read) return null;
  const resolved = wake ? wakeUpTime(spoken, read, context) : read;
  const said = message
    .replace(/^[\s,:、]+|[\s,]+$/gu, "")
    .replace(/^(?:要|記得)(?=.)/u, "")
    // 「…的鬧鐘好了」「…的鬧鐘吧」: a softener after the request is no message.
    .replace(/^(?:好了|就好了?|吧|啦|喔|哦|囉|謝謝你?)$/u, "");
  if (question.test(said)) return null;
  // Whom the alarm is for stays in its message: 「提醒阿嬤量血壓」 rings with 「阿嬤量血壓」.
  return { time: `${resolved.date}T${resolved.time}`, message: who === undefined || who === "我" ? said : `${who}${said}` };
}
