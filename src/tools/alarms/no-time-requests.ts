import { MONTH_END_PATTERN, resolveMonthEnd } from "../../language/month-end";
import type { RelativeDateOptions } from "../../language/date-words";
import type { SlotSpan, SlotType } from "../../language/templates/slot-type";
import type { TemplatePhrase } from "../../language/templates/template-phrase";
import { alarmTimeSpans, sentenceDays } from "./alarm-time-spans";
import { stickySpans } from "./sticky-spans";

const MONTH_END = new RegExp(MONTH_END_PATTERN, "gu");

/** The days said in `text` (明天, 下週五, 3月10號, saturday), as said; read once per sentence. */
function dateSpans(text: string): SlotSpan[] {
  return sentenceDays(text).map((span) => ({ ...span, value: text.slice(span.start, span.end) }));
}

/** `{x:alarm_date}`: a day as said (明天, 下週五, 3月10號, saturday). */
const ALARM_DATE_SLOT: SlotType = { name: "alarm_date", find: dateSpans };

/** `{x:alarm_day}`: a day as said, or the month's last day (月底, 下個月最後一天). */
const ALARM_DAY_SLOT: SlotType = {
  name: "alarm_day",
  find: (text) => [...dateSpans(text), ...stickySpans(MONTH_END, text, (match) => match[0])],
};

// A message said with no time: a few words that name no day or time and ask nothing (「吃藥」
// 'call mom'); 「提醒我七點吃藥」 is a whole request, and 「提醒我一下」 says nothing to remember.
const OTHER_TIME_SIGN = /月底|月初|\d|[?？嗎呢]$/u;
const NOT_A_MESSAGE = /^(?:一下|一聲|你|他|她|這個|那個|這件事|那件事|this|that|it|me)$|^(?:什麼|怎麼|為什麼|how|what|why|when)/iu;

/** Whether `text` names a time or a day (or a figure), or asks something. */
export function namesTime(text: string): boolean {
  return OTHER_TIME_SIGN.test(text) || sentenceDays(text).length > 0 || alarmTimeSpans(text).length > 0;
}

/** What an alarm request without a time does say: the day (kept as the time so far) and the message. */
function knownOfRequest(fallback = "") {
  return ({ day, day2, message = fallback }: Record<string, unknown>, context: RelativeDateOptions): Record<string, unknown> | null => {
    const said = String(message).trim();
    if (said !== fallback && (said.length < 2 || namesTime(said) || NOT_A_MESSAGE.test(said))) return null;
    const named = (day ?? day2) as string | undefined;
    const date = named === undefined ? undefined : (resolveMonthEnd(named, context) ?? named);
    return { ...(said === "" ? {} : { message: said }), ...(date === undefined ? {} : { time: date }) };
  };
}

const RULES: Readonly<Record<string, string>> = {
  please: "[請|麻煩][你]",
  end: "[好嗎|吧]",
  // A part of the day named by what is done then (「下午茶時間」「吃飯的時候」「睡前」): no clock time, so it is asked.
  occasion: "((下午茶|早餐|早飯|午餐|午飯|中飯|晚餐|晚飯|吃飯|宵夜|午休)(時間|的時候|時)|睡前|睡覺前)",
};

const request = (template: string, fallback?: string): TemplatePhrase => ({
  template,
  toArgs: knownOfRequest(fallback),
  rules: RULES,
  slotTypes: [ALARM_DAY_SLOT, ALARM_DATE_SLOT],
});

/**
 * set_alarm's requests with no time, as sentence templates (asked back 「要設幾點？」): 「設個鬧鐘」
 * 「幫我定一個明天的鬧鐘」「設個鬧鐘提醒我吃藥」「提醒我繳電費」「明天叫我起床」「下午茶時間提醒我烤餅乾」
 * 'set an alarm' 'wake me up tomorrow' 'remind me to call mom'; the day said is the time so far.
 */
export const noTimeRequests: readonly TemplatePhrase[] = [
  request(
    "[請|幫我|麻煩|我要|我想][{day:alarm_day}[的]](設定|設|定|訂|開|加)[一][個][{day2:alarm_date}[的]](鬧鐘|提醒)[[,|:](提醒我|叫我){message:text}][好嗎|吧|好了]",
  ),
  request("<please>[{day:alarm_day}][記得|要記得]提醒我[{day2:alarm_day}]{message:text}<end>"),
  // 「下午茶時間提醒我烤餅乾」「明天午餐時間記得提醒我吃藥」: the occasion is no time; the message is kept.
  request("<please>[{day:alarm_day}]<occasion>[記得|要記得]提醒我{message:text}<end>"),
  request("<please>[{day:alarm_day}][記得]叫我起床<end>", "起床"),
  request("[please] (set|create|make|add) [a new|me an|an|a] alarm [for me] [for {day:alarm_day}] [to {message:text}] [please]"),
  request("[please] wake me up [{day:alarm_day}] [please]", "wake up"),
  request("[please] [can you] remind me to {message:text} [{day:alarm_day}] [please]"),
];
