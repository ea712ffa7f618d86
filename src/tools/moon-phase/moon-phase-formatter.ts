import { DateTime } from "luxon";
import type { FormatContext } from "../../core/base-tool";
import { localize } from "../../core/localize";
import type { ToolResult } from "../../core/tool-result";
import type { MoonPhaseData, PhaseEvent } from "./moon-phase-data";

function dayLabel(day: string, { now, timeZone }: FormatContext): { zh: string; en: string } {
  const date = DateTime.fromISO(day, { zone: timeZone });
  const today = DateTime.fromJSDate(now, { zone: timeZone }).startOf("day");
  const offset = Math.round(date.diff(today, "days").days);
  const zhDate = date.year === today.year ? date.toFormat("M月d日") : date.toFormat("yyyy年M月d日");
  const enDate = date.setLocale("en").toFormat(date.year === today.year ? "MMMM d" : "MMMM d, yyyy");
  const words: Record<number, { zh: string; en: string }> = {
    [-1]: { zh: "昨天", en: "Yesterday" },
    0: { zh: "今天", en: "Today" },
    1: { zh: "明天", en: "Tomorrow" },
  };
  const word = words[offset];
  return word ? { zh: `${word.zh}（${zhDate}）`, en: `${word.en} (${enDate})` } : { zh: zhDate, en: `On ${enDate}` };
}

function timeLabel(event: PhaseEvent, { now, timeZone }: FormatContext): { zh: string; en: string } {
  const time = DateTime.fromISO(event.utc, { zone: timeZone });
  const sameYear = time.year === DateTime.fromJSDate(now, { zone: timeZone }).year;
  return {
    zh: time.toFormat(sameYear ? "M月d日 HH:mm" : "yyyy年M月d日 HH:mm"),
    en: time.setLocale("en").toFormat(sameYear ? "HH:mm 'on' MMMM d" : "HH:mm 'on' MMMM d, yyyy"),
  };
}

/**
 * Speaks a moon phase result: the day's phase and how much is lit, the primary phase's time when
 * one falls on that day, and the next primary phase, with times in the configured time zone; when a
 * phase was asked about (「下次滿月是什麼時候」), when it comes, then the day's phase.
 *
 * @example
 * 「今天（3月10日）的月相是虧凸月，月面約 63% 被照亮。下一個主要月相是下弦月，在 3月11日 17:38。」
 */
export function formatMoonPhase(result: ToolResult<MoonPhaseData>, context: FormatContext): string {
  if (!result.success || !result.data) return result.error?.message ?? "";
  const data = result.data;
  const day = dayLabel(data.query_date, context);
  const percent = Math.round(data.illumination * 100);
  const next = timeLabel(data.next_phase, context);
  const onDay = data.phase_on_day ? timeLabel(data.phase_on_day, context) : null;
  const englishName = data.phase_name_en.toLowerCase();
  const lit =
    percent === 0
      ? { zh: "月亮幾乎看不見", en: "with the moon almost invisible" }
      : { zh: `月面約 ${percent}% 被照亮`, en: `about ${percent}% lit` };
  if (data.asked_phase) {
    // 「下次滿月是什麼時候」: the phase asked about first, then the day's phase.
    const asked = timeLabel(data.asked_phase, context);
    const today = data.query_date === DateTime.fromJSDate(context.now, { zone: context.timeZone }).toISODate();
    const from = day.en.replace(/^On /, "").replace(/^(?:Tomorrow|Yesterday)/, (word) => word.toLowerCase());
    return localize(context.locale, {
      zh: `${today ? "" : `${day.zh}起，`}下一次${data.asked_phase.phase_name_zh}在 ${asked.zh}。${day.zh}的月相是${data.phase_name_zh}，${lit.zh}。`,
      en: `The next ${data.asked_phase.phase.toLowerCase()}${today ? "" : ` from ${from}`} is at ${asked.en}. ${day.en} the moon phase is ${englishName}, ${lit.en}.`,
    });
  }
  return localize(context.locale, {
    zh:
      `${day.zh}的月相是${data.phase_name_zh}，${lit.zh}。` +
      (onDay ? `${data.phase_name_zh}的時刻是 ${onDay.zh}。` : "") +
      `下一個主要月相是${data.next_phase.phase_name_zh}，在 ${next.zh}。`,
    en:
      `${day.en} the moon phase is ${englishName}, ${lit.en}.` +
      (onDay ? ` The ${englishName} itself is at ${onDay.en}.` : "") +
      ` The next primary phase is the ${data.next_phase.phase.toLowerCase()}, at ${next.en}.`,
  });
}
