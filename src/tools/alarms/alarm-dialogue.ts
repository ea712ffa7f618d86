import { z } from "zod";
import type { LocalPhrase } from "../../core/local-phrase";
import type { ToolDialogue } from "../../core/tool-dialogue";
import { DATE_WORD_PATTERN } from "../../language/date-words";
import { resolveTime, TIME_PATTERN } from "../../language/time-of-day";
import { spellClockDigits } from "./english-clock-words";
import { deletedByNumber } from "../../records/numbered-items-dialogue";

// The alarm a set_alarm call set, as its data carries it.
const setAlarmData = z.object({ alarm: z.object({ id: z.string() }) });
// A reference that names another kind of record is not about the alarm: 「剛剛記的備忘錄是什麼」.
const OTHER_RECORD = /備忘|筆記|記事|計時|倒數|memo|note|timer/iu;

const DAY = `(?<day>${DATE_WORD_PATTERN})`;
// A message said with no time: a few words that name no day or time and ask nothing (「吃藥」
// 'call mom'); 「提醒我七點吃藥」 is a whole request, and 「提醒我一下」 says nothing to remember.
const HAS_TIME = new RegExp(`${TIME_PATTERN}|${DATE_WORD_PATTERN}|\\d|[?？嗎呢]$`, "iu");
const NOT_A_MESSAGE = /^(?:一下|一聲|你|他|她|這個|那個|這件事|那件事|this|that|it|me)$|^(?:什麼|怎麼|為什麼|how|what|why|when)/iu;

/** What an alarm request without a time does say: the day (kept as the time so far) and the message. */
function knownOfRequest(match: RegExpMatchArray, fallback = ""): Record<string, unknown> | null {
  const { day = match.groups?.day2, message = fallback } = match.groups ?? {};
  const said = message.trim();
  if (said !== fallback && (said.length < 2 || HAS_TIME.test(said) || NOT_A_MESSAGE.test(said))) return null;
  return { ...(said === "" ? {} : { message: said }), ...(day === undefined ? {} : { time: day }) };
}

// 「設個鬧鐘」「幫我定一個明天的鬧鐘」「設個鬧鐘提醒我吃藥」「提醒我繳電費」「明天叫我起床」 'set an alarm'
// 'wake me up tomorrow' 'remind me to call mom': an alarm asked for with no time.
const NO_TIME: readonly LocalPhrase[] = [
  {
    pattern: new RegExp(
      `^(?:請|幫我|麻煩|我要|我想)?(?:${DAY}的?)?(?:設|定|訂|設定|開|加)(?:一)?個?(?:(?<day2>${DATE_WORD_PATTERN})的?)?(?:鬧鐘|提醒)(?:\\s*[,:]?\\s*(?:提醒我|叫我)\\s*(?<message>.+?))?(?:好嗎|吧|好了)?$`,
      "u",
    ),
    toArgs: (match) => knownOfRequest(match),
  },
  {
    pattern: new RegExp(
      `^(?:請|麻煩)?(?:你)?(?:${DAY})?(?:記得|要記得)?(?:提醒我)\\s*(?:(?<day2>${DATE_WORD_PATTERN}))?(?<message>.+?)(?:好嗎|吧)?$`,
      "u",
    ),
    toArgs: (match) => knownOfRequest(match),
  },
  {
    pattern: new RegExp(`^(?:請|麻煩)?(?:你)?(?:${DAY})?(?:記得)?叫我起床(?:好嗎|吧)?$`, "u"),
    toArgs: (match) => knownOfRequest(match, "起床"),
  },
  {
    pattern: new RegExp(
      `^(?:please )?(?:set|create|make|add) (?:an|a new|me an|an? )?alarm(?: for me)?(?: for ${DAY})?(?: to (?<message>.+?))?(?: please)?$`,
      "i",
    ),
    toArgs: (match) => knownOfRequest(match),
  },
  { pattern: new RegExp(`^(?:please )?wake me up(?: ${DAY})?(?: please)?$`, "i"), toArgs: (match) => knownOfRequest(match, "wake up") },
  {
    pattern: new RegExp(`^(?:please )?(?:can you )?remind me to (?<message>.+?)(?: ${DAY})?(?: please)?$`, "i"),
    toArgs: (match) => knownOfRequest(match),
  },
];
// An answer that is a time and nothing more: 「七點」「早上七點半」「明天六點」「at 7」 (「設在七點」 too).
const TIME_ONLY = new RegExp(
  `^(?:設在|定在|設|定|就|改)?\\s*(?:${TIME_PATTERN})\\s*(?:吧|好了|就好|的)?$|^(?:at|for|make it)?\\s*(?:${TIME_PATTERN})(?: please)?$`,
  "iu",
);

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
  // 「第一個刪掉」 'delete number one' right after alarms were set: one of them by its number.
  items: (text, last) => (last.success ? deletedByNumber("delete_alarm", text) : null),
  slots: [
    {
      slot: "time",
      requests: NO_TIME,
      question: { zh: "要設幾點？", en: "What time should I set it for?" },
      answer: ({ text }, known, context) => {
        // "at seven thirty" and "six o'clock" read as "at 7:30" and "6 o'clock": clock words become digits first.
        const time = /[a-z]/i.test(text) ? spellClockDigits(text) : text;
        if (!TIME_ONLY.test(time)) return null;
        // A day said with the request (「明天叫我起床」) is the time so far: the answer adds the hour.
        const when = typeof known.time === "string" ? `${known.time} ${time}` : time;
        return resolveTime(when, context) !== null ? { message: "", ...known, time: when } : null;
      },
    },
  ],
};
