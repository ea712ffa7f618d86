import type { FormatContext } from "../../core/base-tool";
import { localize } from "../../core/localize";
import type { ToolResult } from "../../core/tool-result";
import { answerFor, formatRecordList } from "../../records/format-records";
import type { DeletedRecordsData, OneRecordData, RecordListData } from "../../records/record-data";
import { secondsLeft, type Timer } from "./timer";
import { timerFamily } from "./timer-family";
import { speakDuration } from "./speak-duration";

/** What set_timer returns: the timer started. */
export type TimerData = OneRecordData<"timer", Timer>;

/** What list_timers returns: the timers still running, soonest to end first. */
export type TimerListData = RecordListData<"timers", Timer>;

/** What cancel_timer returns: `{ timer }` for one, `{ timers, all }` for several or all. */
export type CancelledTimersData = DeletedRecordsData<"timer", "timers", Timer>;

/** 「義大利麵計時器」, 「計時器」, "the pasta timer", "your timer". */
function timerName(timer: Timer, locale: FormatContext["locale"], { capital = false } = {}): string {
  const en = timer.name ? `the ${timer.name} timer` : "your timer";
  return localize(locale, { zh: `${timer.name}計時器`, en: capital ? `${en.charAt(0).toUpperCase()}${en.slice(1)}` : en });
}

/** 「計時 10 分鐘，開始。」「義大利麵計時器 12 分鐘，開始。」 */
export function formatSetTimer(result: ToolResult<TimerData>, context: FormatContext): string {
  return answerFor(timerFamily, result, context, ({ timer }) => {
    const length = speakDuration(timer.seconds, context.locale);
    return localize(context.locale, {
      zh: timer.name ? `${timer.name}計時器 ${length}，開始。` : `計時 ${length}，開始。`,
      en: timer.name ? `${timer.name.charAt(0).toUpperCase()}${timer.name.slice(1)} timer set for ${length}.` : `Timer set for ${length}.`,
    });
  });
}

const formatList = formatRecordList(timerFamily);

/** One timer: 「計時器還剩 8 分鐘。」「義大利麵計時器還剩 8 分 30 秒。」; several: the family's list with the time left of each. */
export function formatListTimers(result: ToolResult<TimerListData>, context: FormatContext): string {
  if (!result.success || result.data?.timers.length !== 1) return formatList(result, context);
  return answerFor(timerFamily, result, context, ({ timers: [timer] }) => {
    const left = speakDuration(secondsLeft(timer!, context.now), context.locale);
    return localize(context.locale, {
      zh: `${timerName(timer!, "zh-TW")}還剩 ${left}。`,
      en: `${timerName(timer!, "en", { capital: true })} has ${left} left.`,
    });
  });
}

/** What to say when a timer rings: 「時間到了！義大利麵計時器（12 分鐘）。」, or for one that ended while the assistant was off 「義大利麵計時器的時間已經到了。」 */
export function speakTimer(timer: Timer, { locale, late }: { locale: FormatContext["locale"]; late: boolean }): string {
  const length = speakDuration(timer.seconds, locale);
  if (late)
    return localize(locale, {
      zh: `${timerName(timer, "zh-TW")}（${length}）的時間已經到了。`,
      en: `${timerName(timer, "en", { capital: true })} (${length}) already ran out.`,
    });
  return localize(locale, {
    zh: `時間到了！${timerName(timer, "zh-TW")}（${length}）。`,
    en: `Time's up! ${timerName(timer, "en", { capital: true })} (${length}) is done.`,
  });
}
