import { z } from "zod";
import type { ToolDialogue } from "../../core/tool-dialogue";
import { resolveTime } from "../../language/time-of-day";
import type { SlotSpan } from "../../language/templates/slot-type";
import { alarmTimeSpans } from "./alarm-time-spans";
import { namesTime, noTimeRequests } from "./no-time-requests";
import { spellClockDigits } from "./english-clock-words";
import { whatWasMadeAsked } from "../../records/what-was-made-asked";
import { deletedByNumber } from "../../records/numbered-items-dialogue";

// The alarm a set_alarm call set, as its data carries it.
const setAlarmData = z.object({ alarm: z.object({ id: z.string() }) });
// A reference that names another kind of record is not about the alarm: 「剛剛記的備忘錄是什麼」.
const OTHER_RECORD = /備忘|筆記|記事|計時|倒數|memo|note|timer/iu;

const asksWhatWasSet = whatWasMadeAsked({ verb: "設定|設|定|訂", verbEn: "set" });

// An answer that is a time and nothing more: 「七點」「早上七點半」「明天六點」「at 7」 (「設在七點」 too): the
// words said before and after one of the answer's times (read by `alarmTimeSpans`, not inlined here).
const BEFORE_ZH = /^(?:設在|定在|設|定|就|改)?\s*$/u;
const AFTER_ZH = /^\s*(?:吧|好了|就好|的)?$/u;
const BEFORE_EN = /^(?:at|for|make it)?\s*$/iu;
const AFTER_EN = /^(?: please)?$/iu;

// The time, then why after a pause: 「明天早上六點半好了 要去趕高鐵」「晚上九點吧 吃完飯那包」.
const WHY_AFTER_ZH = /^\s*(?:吧|好了|就好|的)?(?:\s*,\s*|\s+)(?<why>[^\s,]{2,12})$/u;
// Words after the time that say no why: a figure, a question, a change of mind, a repeat, another
// request, record or tool's subject (「七點 不對八點」「七點 每天」「七點 明天天氣呢」「七點 順便記一下…」).
const NOT_WHY =
  /[\d零〇一二兩三四五六七八九十百半]|[?嗎呢吧]$|什麼|幾|怎|哪|誰|不|別|算了|取消|改|錯|等等|等一下|再|還有|順便|然後|另外|每|天天|平日|週末|假日|幫|請|麻煩|查|告訴|鬧鐘|提醒|計時|倒數|備忘|筆記|記|天氣|匯率|股|新聞|月亮|月相|今天|明天|後天|早上|晚上|下午|中午/u;
// Why said as what is to be done (「要去趕高鐵」「因為要開會」): the alarm's message, when the request said none.
const PURPOSE = /^我?(?:要|得|因為要?|為了)(?<purpose>.+?)(?:的|啦|喔|啊|囉)?$/u;

// 'seven am, I have to catch a train' 'six thirty, because of the flight': what is to be done (after
// 'to') is the message, when the request said none.
const BEFORE_WHY_EN = /^(?:at|for|make\s+it)?\s*$/iu;
const WHY_AFTER_EN =
  /^\s*,?\s+(?:(?:because|cause|since|as)\s+(?<why>[a-z' ]{2,40})|i\s+(?:have|need|got)\s+to\s+(?<purpose>[a-z' ]{2,40})|i(?:\s+have|'ve\s+got|\s+got)\s+(?<thing>[a-z' ]{2,40}))$/iu;
const NOT_WHY_EN =
  /\b(?:what|when|where|why|how|who|which|is|are|can|could|would|should|and|also|then|but|no|not|don't|instead|actually|wait|every|daily|weekdays?|weekends?|cancel|delete|alarm|timer|note|memo|remind|weather|rate|news|stock)\b/i;

/** The times `text` holds, where they start in order, the longest first at each start. */
function timesOf(text: string): SlotSpan[] {
  return alarmTimeSpans(text).sort((left, right) => left.start - right.start || right.end - left.end);
}

/** Whether `text` is a time and nothing more, with the words a time is said with (「設在七點吧」 'at 7 please'). */
function isTimeOnly(text: string): boolean {
  return timesOf(text).some((span) => {
    const before = text.slice(0, span.start);
    const after = text.slice(span.end);
    return (BEFORE_ZH.test(before) && AFTER_ZH.test(after)) || (BEFORE_EN.test(before) && AFTER_EN.test(after));
  });
}

/** The time said first in `text` and the words after it as `after` reads them, or undefined. */
function timeThen(text: string, before: RegExp, after: RegExp): { time: string; groups: Record<string, string | undefined> } | undefined {
  for (const span of timesOf(text)) {
    if (!before.test(text.slice(0, span.start))) continue;
    const groups = after.exec(text.slice(span.end))?.groups;
    if (groups !== undefined) return { time: text.slice(span.start, span.end), groups };
  }
  return undefined;
}

/** The time an answer says with why after it, and the message why gives; null when the words after the time are no why. */
function timeWithWhy(text: string, known: Record<string, unknown>): { time: string; message?: string } | null {
  const chinese = timeThen(text, BEFORE_ZH, WHY_AFTER_ZH);
  const english = chinese === undefined ? timeThen(text, BEFORE_WHY_EN, WHY_AFTER_EN) : undefined;
  const time = chinese?.time ?? english?.time;
  const why = chinese?.groups.why ?? english?.groups.why ?? english?.groups.purpose ?? english?.groups.thing;
  if (time === undefined || why === undefined || namesTime(why) || (chinese === undefined ? NOT_WHY_EN : NOT_WHY).test(why)) return null;
  const purpose = chinese === undefined ? english?.groups.purpose : PURPOSE.exec(why)?.groups?.purpose;
  const message = typeof known.message === "string" && known.message !== "" ? undefined : purpose?.trim();
  return { time, ...(message === undefined ? {} : { message }) };
}

/**
 * set_alarm in a conversation: 「把剛剛那個刪掉」 'delete that' delete the alarm just set,
 * 「剛剛設的鬧鐘是幾點」 lists the alarms, and 「設個鬧鐘」 is asked back 「要設幾點？」, which 「七點」
 * or 「早上七點半」 answers.
 */
export const setAlarmDialogue: ToolDialogue = {
  refer: (action, last, { text }) => {
    if (OTHER_RECORD.test(text)) return null;
    if (action === "show") return { tool: "list_alarms", args: {} };
    const set = setAlarmData.safeParse(last.data);
    return last.success && set.success ? { tool: "delete_alarm", args: { id: set.data.alarm.id } } : null;
  },
  // 「第一個刪掉」 'delete number one' right after alarms were set: one of them by its number; 「我總共設了哪些」
  // 'what have I set so far' lists them.
  items: (text, last) =>
    asksWhatWasSet(text) ? { tool: "list_alarms", args: {} } : last.success ? deletedByNumber("delete_alarm", text) : null,
  slots: [
    {
      slot: "time",
      requests: noTimeRequests,
      question: { zh: "要設幾點？", en: "What time should I set it for?" },
      answer: ({ text }, known, context) => {
        // "at seven thirty" and "six o'clock" read as "at 7:30" and "6 o'clock": clock words become digits first.
        const spoken = /[a-z]/i.test(text) ? spellClockDigits(text) : text;
        const withWhy = isTimeOnly(spoken) ? { time: spoken } : timeWithWhy(spoken, known);
        if (withWhy === null) return null;
        // A day said with the request (「明天叫我起床」) is the time so far: the answer adds the hour.
        const when = typeof known.time === "string" ? `${known.time} ${withWhy.time}` : withWhy.time;
        if (resolveTime(when, context) === null) return null;
        return { message: "", ...known, ...(withWhy.message === undefined ? {} : { message: withWhy.message }), time: when };
      },
    },
  ],
};
