import { z } from "zod";
import type { PatternPhrase, PhraseContext } from "../../core/local-phrase";
import type { ToolDialogue } from "../../core/tool-dialogue";
import { DATE_WORD_PATTERN } from "../../language/date-words";
import { MONTH_END_PATTERN, resolveMonthEnd } from "../../language/month-end";
import { resolveTime, TIME_PATTERN } from "../../language/time-of-day";
import { spellClockDigits } from "./english-clock-words";
import { whatWasMadeAsked } from "../../records/what-was-made-asked";
import { deletedByNumber } from "../../records/numbered-items-dialogue";

// The alarm a set_alarm call set, as its data carries it.
const setAlarmData = z.object({ alarm: z.object({ id: z.string() }) });
// A reference that names another kind of record is not about the alarm: 「剛剛記的備忘錄是什麼」.
const OTHER_RECORD = /備忘|筆記|記事|計時|倒數|memo|note|timer/iu;

const asksWhatWasSet = whatWasMadeAsked({ verb: "設定|設|定|訂", verbEn: "set" });

// The month's last day is a day too (「月底提醒我繳卡費」), kept as its date.
const DAY = `(?<day>${DATE_WORD_PATTERN}|${MONTH_END_PATTERN})`;
// A message said with no time: a few words that name no day or time and ask nothing (「吃藥」
// 'call mom'); 「提醒我七點吃藥」 is a whole request, and 「提醒我一下」 says nothing to remember.
const HAS_TIME = new RegExp(`${TIME_PATTERN}|${DATE_WORD_PATTERN}|月底|月初|\\d|[?？嗎呢]$`, "iu");
const NOT_A_MESSAGE = /^(?:一下|一聲|你|他|她|這個|那個|這件事|那件事|this|that|it|me)$|^(?:什麼|怎麼|為什麼|how|what|why|when)/iu;

/** What an alarm request without a time does say: the day (kept as the time so far) and the message. */
function knownOfRequest(match: RegExpMatchArray, context: PhraseContext, fallback = ""): Record<string, unknown> | null {
  const { day = match.groups?.day2, message = fallback } = match.groups ?? {};
  const said = message.trim();
  if (said !== fallback && (said.length < 2 || HAS_TIME.test(said) || NOT_A_MESSAGE.test(said))) return null;
  const date = day === undefined ? undefined : (resolveMonthEnd(day, context) ?? day);
  return { ...(said === "" ? {} : { message: said }), ...(date === undefined ? {} : { time: date }) };
}

// A part of the day named by what is done then (「下午茶時間」「吃飯的時候」「睡前」): no clock time, so it is asked.
const OCCASION = "(?:(?:下午茶|早餐|早飯|午餐|午飯|中飯|晚餐|晚飯|吃飯|宵夜|午休)(?:時間|的時候|時)|睡前|睡覺前)";

// 「設個鬧鐘」「幫我定一個明天的鬧鐘」「設個鬧鐘提醒我吃藥」「提醒我繳電費」「明天叫我起床」 'set an alarm'
// 'wake me up tomorrow' 'remind me to call mom': an alarm asked for with no time.
const NO_TIME: readonly PatternPhrase[] = [
  {
    pattern: new RegExp(
      `^(?:請|幫我|麻煩|我要|我想)?(?:${DAY}的?)?(?:設|定|訂|設定|開|加)(?:一)?個?(?:(?<day2>${DATE_WORD_PATTERN})的?)?(?:鬧鐘|提醒)(?:\\s*[,:]?\\s*(?:提醒我|叫我)\\s*(?<message>.+?))?(?:好嗎|吧|好了)?$`,
      "u",
    ),
    toArgs: (match, context) => knownOfRequest(match, context),
  },
  {
    pattern: new RegExp(
      `^(?:請|麻煩)?(?:你)?(?:${DAY})?(?:記得|要記得)?(?:提醒我)\\s*(?:(?<day2>${DATE_WORD_PATTERN}|${MONTH_END_PATTERN}))?(?<message>.+?)(?:好嗎|吧)?$`,
      "u",
    ),
    toArgs: (match, context) => knownOfRequest(match, context),
  },
  // 「下午茶時間提醒我烤餅乾」「明天午餐時間記得提醒我吃藥」: the occasion is no time; the message is kept.
  {
    pattern: new RegExp(`^(?:請|麻煩)?(?:你)?(?:${DAY})?${OCCASION}\\s*(?:記得|要記得)?提醒我\\s*(?<message>.+?)(?:好嗎|吧)?$`, "u"),
    toArgs: (match, context) => knownOfRequest(match, context),
  },
  {
    pattern: new RegExp(`^(?:請|麻煩)?(?:你)?(?:${DAY})?(?:記得)?叫我起床(?:好嗎|吧)?$`, "u"),
    toArgs: (match, context) => knownOfRequest(match, context, "起床"),
  },
  {
    pattern: new RegExp(
      `^(?:please )?(?:set|create|make|add) (?:an|a new|me an|an? )?alarm(?: for me)?(?: for ${DAY})?(?: to (?<message>.+?))?(?: please)?$`,
      "i",
    ),
    toArgs: (match, context) => knownOfRequest(match, context),
  },
  {
    pattern: new RegExp(`^(?:please )?wake me up(?: ${DAY})?(?: please)?$`, "i"),
    toArgs: (match, context) => knownOfRequest(match, context, "wake up"),
  },
  {
    pattern: new RegExp(`^(?:please )?(?:can you )?remind me to (?<message>.+?)(?: ${DAY})?(?: please)?$`, "i"),
    toArgs: (match, context) => knownOfRequest(match, context),
  },
];
// An answer that is a time and nothing more: 「七點」「早上七點半」「明天六點」「at 7」 (「設在七點」 too).
const TIME_ONLY = new RegExp(
  `^(?:設在|定在|設|定|就|改)?\\s*(?:${TIME_PATTERN})\\s*(?:吧|好了|就好|的)?$|^(?:at|for|make it)?\\s*(?:${TIME_PATTERN})(?: please)?$`,
  "iu",
);

// The time, then why after a pause: 「明天早上六點半好了 要去趕高鐵」「晚上九點吧 吃完飯那包」.
const TIME_THEN_WHY = new RegExp(
  `^(?:設在|定在|設|定|就|改)?\\s*(?<time>${TIME_PATTERN})\\s*(?:吧|好了|就好|的)?(?:\\s*,\\s*|\\s+)(?<why>[^\\s,]{2,12})$`,
  "u",
);
// Words after the time that say no why: a figure, a question, a change of mind, a repeat, another
// request, record or tool's subject (「七點 不對八點」「七點 每天」「七點 明天天氣呢」「七點 順便記一下…」).
const NOT_WHY =
  /[\d零〇一二兩三四五六七八九十百半]|[?嗎呢吧]$|什麼|幾|怎|哪|誰|不|別|算了|取消|改|錯|等等|等一下|再|還有|順便|然後|另外|每|天天|平日|週末|假日|幫|請|麻煩|查|告訴|鬧鐘|提醒|計時|倒數|備忘|筆記|記|天氣|匯率|股|新聞|月亮|月相|今天|明天|後天|早上|晚上|下午|中午/u;
// Why said as what is to be done (「要去趕高鐵」「因為要開會」): the alarm's message, when the request said none.
const PURPOSE = /^我?(?:要|得|因為要?|為了)(?<purpose>.+?)(?:的|啦|喔|啊|囉)?$/u;

// 'seven am, I have to catch a train' 'six thirty, because of the flight': what is to be done (after
// 'to') is the message, when the request said none.
const TIME_THEN_WHY_EN = new RegExp(
  String.raw`^(?:at|for|make\s+it)?\s*(?<time>${TIME_PATTERN})\s*,?\s+(?:(?:because|cause|since|as)\s+(?<why>[a-z' ]{2,40})|i\s+(?:have|need|got)\s+to\s+(?<purpose>[a-z' ]{2,40})|i(?:\s+have|'ve\s+got|\s+got)\s+(?<thing>[a-z' ]{2,40}))$`,
  "iu",
);
const NOT_WHY_EN =
  /\b(?:what|when|where|why|how|who|which|is|are|can|could|would|should|and|also|then|but|no|not|don't|instead|actually|wait|every|daily|weekdays?|weekends?|cancel|delete|alarm|timer|note|memo|remind|weather|rate|news|stock)\b/i;

/** The time an answer says with why after it, and the message why gives; null when the words after the time are no why. */
function timeWithWhy(text: string, known: Record<string, unknown>): { time: string; message?: string } | null {
  const chinese = TIME_THEN_WHY.exec(text)?.groups;
  const english = chinese === undefined ? TIME_THEN_WHY_EN.exec(text)?.groups : undefined;
  const time = chinese?.time ?? english?.time;
  const why = chinese?.why ?? english?.why ?? english?.purpose ?? english?.thing;
  if (time === undefined || why === undefined || HAS_TIME.test(why) || (chinese === undefined ? NOT_WHY_EN : NOT_WHY).test(why))
    return null;
  const purpose = chinese === undefined ? english?.purpose : PURPOSE.exec(why)?.groups?.purpose;
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
      requests: NO_TIME,
      question: { zh: "要設幾點？", en: "What time should I set it for?" },
      answer: ({ text }, known, context) => {
        // "at seven thirty" and "six o'clock" read as "at 7:30" and "6 o'clock": clock words become digits first.
        const spoken = /[a-z]/i.test(text) ? spellClockDigits(text) : text;
        const withWhy = TIME_ONLY.test(spoken) ? { time: spoken } : timeWithWhy(spoken, known);
        if (withWhy === null) return null;
        // A day said with the request (「明天叫我起床」) is the time so far: the answer adds the hour.
        const when = typeof known.time === "string" ? `${known.time} ${withWhy.time}` : withWhy.time;
        if (resolveTime(when, context) === null) return null;
        return { message: "", ...known, ...(withWhy.message === undefined ? {} : { message: withWhy.message }), time: when };
      },
    },
  ],
};
