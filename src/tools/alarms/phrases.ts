import type { LocalPhrase, PhraseContext } from "../../core/local-phrase";
import { DATE_WORD_PATTERN } from "../../language/date-words";
import { HOUSEHOLD_PERSON } from "../../language/household-person";
import { MONTH_END_PATTERN, resolveMonthEnd } from "../../language/month-end";
import { resolveTime, TIME_PATTERN } from "../../language/time-of-day";
import { ENGLISH_CLOCK_WORDS_PATTERN, spellClockDigits } from "./english-clock-words";
import { wakeUpTime } from "./wake-up-time";
import { PLEASE, PLEASE_EN_END } from "./alarm-words";

// A day said before the clock that the time words do not hold: the month's last day (「月底那天早上九點」),
// or a day said to be as before (「明天一樣七點叫我」「禮拜六也八點」).
const SAME = "(?:一樣|也|照樣|同樣|還是)";
const SHORT_DAY = "(?:今天|明天|後天|大後天|今晚|明早|明晚|(?:下下|下|這|本)?(?:個)?(?:週|周|星期|禮拜)[一二三四五六日天])";
const DAY_LEAD = `(?:${MONTH_END_PATTERN}\\s*${SAME}?|${SHORT_DAY}\\s*${SAME})\\s*(?:是|在)?\\s*(?:的)?\\s*`;
const TIME = `(?<time>(?:${DAY_LEAD})?${TIME_PATTERN})`;
// Tomorrow as people type it in a hurry: "alarm tmrw 6am", "remind me tmr at 9 to call the bank".
const TOMORROW_SHORT = "(?:tmrw|tmr|tmrow|tomoz|2moro|2morrow)";
const tomorrowShort = new RegExp(`\\b${TOMORROW_SHORT}\\b`, "giu");
// English puts the day first and "at" between: "tomorrow at 5 pm"; the hour may be a word ("seven thirty").
// A typed short tomorrow may come after the time too ("6:30am tmrw").
// The part of the day may come between the day and the clock ("tomorrow morning five thirty"), and "on"
// before the day ("remind me on friday at 8 am to …").
const DAY_AND_TIME = `(?:(?:on\\s+)?(?<day>${DATE_WORD_PATTERN}|${TOMORROW_SHORT})\\s+)?(?:(?:in\\s+the\\s+)?(?<part>morning|afternoon|evening)\\s+)?(?:at\\s+)?(?<time>${TIME_PATTERN}|${ENGLISH_CLOCK_WORDS_PATTERN})(?:\\s+(?<dayAfter>${TOMORROW_SHORT}))?`;
// The alarm named with its time and no word between ("alarm 6:30am", "alarm tmrw 7am"): the time
// only in figures, so "alarm two" (a number, perhaps the second alarm) is not 2 o'clock.
const TERSE_DAY_AND_TIME = `(?:(?<day>${DATE_WORD_PATTERN}|${TOMORROW_SHORT})\\s+)?(?<time>${TIME_PATTERN})(?:\\s+(?<dayAfter>${TOMORROW_SHORT}))?`;
// 「設個鬧鐘」「定一個鬧鐘」: the asking, said after what is on.
const SET_AN_ALARM = "(?:設定|設|定|訂)(?:一)?(?:個)?鬧鐘";
// An alarm set for someone else (「幫阿公設…的鬧鐘」「提醒阿嬤量血壓」): only the people of a household.
const PERSON = HOUSEHOLD_PERSON;
// 「八點記得提醒我倒垃圾」「記得七點叫我」: asking not to forget asks the same.
const REMEMBER = "(?:(?:要)?記得(?:要)?|別忘了|不要忘了)?";
// 「再加一個 一個半小時後提醒我喝水」「另外再設一個, 明天八點叫我」: one more, then the whole request after a pause.
const ONE_MORE = "(?:(?:那|好)?(?:另外)?再(?:設|定|訂|加|來)(?:一)?個(?:鬧鐘|提醒)?\\s*(?:,\\s*|\\s+))?";
// English requests often end in "please": "alarm for 5:45 am please".
const REMEMBER_EN = String.raw`(?:(?:don't|do\s+not)\s+forget\s+to\s+|remember\s+to\s+|make\s+sure\s+(?:to|you)\s+)?`;

// A message that turns the sentence into a question (「七點叫我好嗎」) is left to the model.
const question = /(?:嗎|呢|\?)$|^(?:嗎|呢|好嗎)/u;

// Waking someone up (「把我叫醒」「叫我起床」「wake me up」) reads a bare 1 to 5 as the nearer one.
const wakesUp = /叫醒|喊醒|叫起來|起床|wake/iu;

const dayLead = new RegExp(
  `^(?:(?<monthEnd>${MONTH_END_PATTERN})\\s*${SAME}?|(?<day>${SHORT_DAY})\\s*${SAME})\\s*(?:是|在)?\\s*(?:的)?\\s*`,
  "u",
);
const startsWithDay = new RegExp(`^(?:${DATE_WORD_PATTERN})`, "iu");

/**
 * The time as the time words read it: the day said before the clock put in the words
 * (「月底那天早上九點」 → 「2026-03-31 早上九點」, 「明天一樣七點」 → 「明天 七點」), or null when what
 * follows that day says another day or a time from now (「月底明天七點」「月底十分鐘後」).
 */
function withDayRead(time: string, context: PhraseContext): string | null {
  const lead = dayLead.exec(time);
  if (lead === null) return time;
  const clock = time.slice(lead[0].length);
  if (startsWithDay.test(clock) || /後$/u.test(clock)) return null;
  const { monthEnd, day } = lead.groups ?? {};
  const date = monthEnd === undefined ? day : resolveMonthEnd(monthEnd, context);
  return date === undefined || date === null ? null : `${date} ${clock}`;
}

function alarmArgs(match: RegExpMatchArray, context: PhraseContext, who = match.groups?.who): Record<string, unknown> | null {
  const { day, dayAfter } = match.groups ?? {};
  const time = withDayRead(match.groups?.time ?? "", context);
  if (time === null) return null;
  const { part } = match.groups ?? {};
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
  const resolved = wakesUp.test(match[0]) ? wakeUpTime(spoken, read, context) : read;
  const said = (match.groups?.message ?? match.groups?.purpose ?? "")
    .replace(/^[\s,:、]+|[\s,]+$/gu, "")
    .replace(/^(?:要|記得)(?=.)/u, "")
    // 「…的鬧鐘好了」「…的鬧鐘吧」: a softener after the request is no message.
    .replace(/^(?:好了|就好了?|吧|啦|喔|哦|囉|謝謝你?)$/u, "");
  if (question.test(said)) return null;
  // Whom the alarm is for stays in its message: 「提醒阿嬤量血壓」 rings with 「阿嬤量血壓」.
  const message = who === undefined || who === "我" ? said : `${who}${said}`;
  return { time: `${resolved.date}T${resolved.time}`, message };
}

// What is on at a time, said before the asking (「下午兩點要吃藥 麻煩你提醒我一下」): a question
// (「下午兩點要做什麼 提醒我」) asks what is on, which no alarm answers.
const asksWhatIsOn = /什麼|幹嘛|哪|誰|幾|怎/u;
// "I need to call mom at 5, remind me": the alarm rings with what is to be done.
const INTENT_EN = /^i\s+(?:need|have|got)\s+to\s+|^i\s+(?:gotta|must)\s+/i;

function thingFirstArgs(match: RegExpMatchArray, context: PhraseContext): Record<string, unknown> | null {
  if (asksWhatIsOn.test(match.groups?.message ?? "")) return null;
  // Whose need it is, said before the time or after it (「阿嬤晚上十點要吃藥」「十點阿公要量血壓」), or
  // named in the asking (「…提醒阿嬤」); 她/他 there must point at a person already named.
  const { who, whoAfterTime, whom = match.groups?.whom2 } = match.groups ?? {};
  const person = who ?? whoAfterTime ?? (whom === undefined || /^[我她他]$/u.test(whom) ? undefined : whom);
  if (person === undefined && whom !== undefined && /^[她他]$/u.test(whom)) return null;
  const args = alarmArgs(match, context, person);
  return args === null ? null : { ...args, message: String(args.message).replace(INTENT_EN, "") };
}

// What the alarm is for, said after the time and a pause: 「設個鬧鐘 明天六點半 要趕高鐵的」「…得去機場啦」.
const PURPOSE = String.raw`(?:\s*,\s*|\s+)我?(?:要|得|因為要)(?<purpose>[^\s,]+?)(?:的)?(?:咯|囉|喔|哦|啦|啊|耶|唷)?`;
// 「要不要」「要幾點」: a question, or a doubt, is no purpose.
const notPurpose = /^(?:不|是不是|幾|什麼|怎)|[嗎呢吧]$/u;

function purposeArgs(match: RegExpMatchArray, context: PhraseContext): Record<string, unknown> | null {
  const { purpose } = match.groups ?? {};
  if (purpose !== undefined && (notPurpose.test(purpose) || asksWhatIsOn.test(purpose))) return null;
  return alarmArgs(match, context);
}

// Why, said before 所以 and the request with its time: 「我明天要去機場接我姊 班機八點多到 所以你幫我設一個明天
// 早上六點的鬧鐘好了」. The time is the request's own; the why must ask nothing and hold no other request.
const BECAUSE = "(?:(?<because>[^,]{2,80}?)\\s*,?\\s*(?:所以|因此)(?:說)?\\s*)?";
const notBecause = /[?嗎呢]|鬧鐘|提醒|叫我|計時|倒數|備忘|記一下|取消|刪|幫我|查|找|告訴|設|不要|別|改|幾點|什麼|怎/u;

// A day or a time in the why (「後天一早的班機 所以幫我設五點半的鬧鐘」) may be the day the alarm is for,
// unless the request names its own.
const saysWhen = new RegExp(`${DATE_WORD_PATTERN}|${TIME_PATTERN}|一早|早上|上午|中午|下午|傍晚|晚上|半夜|凌晨`, "iu");
const saysDay = new RegExp(DATE_WORD_PATTERN, "iu");

function becauseArgs(match: RegExpMatchArray, context: PhraseContext): Record<string, unknown> | null {
  const { because, time = "" } = match.groups ?? {};
  if (because === undefined) return alarmArgs(match, context);
  if (notBecause.test(because) || (saysWhen.test(because) && !saysDay.test(time))) return null;
  return alarmArgs(match, context);
}

/** 「明天早上七點叫我起床」「設定下午3點半的鬧鐘 提醒我開會」「晚上十點提醒我吃藥」「set an alarm for 7:30 am」 */
export const setAlarmPhrases: readonly LocalPhrase[] = [
  {
    pattern: new RegExp(
      `^${ONE_MORE}${PLEASE}在?${TIME}(?:的時候)?\\s*${REMEMBER}(?:再)?(?:叫醒|叫|提醒|喊)(?<who>我?${PERSON}|我)\\s*(?<message>.*)$`,
    ),
    toArgs: alarmArgs,
  },
  {
    pattern: new RegExp(
      `^${ONE_MORE}${PLEASE}${REMEMBER}(?:再)?(?:提醒|叫)(?<who>我?${PERSON}|我)\\s*(?:在\\s*)?${TIME}\\s*(?<message>.+)$`,
    ),
    toArgs: alarmArgs,
  },
  {
    pattern: new RegExp(
      `^${BECAUSE}(?:${PLEASE}|(?:請|麻煩)?(?:你)?幫(?<who>我?${PERSON}))(?:設定|設|定|訂|開|新增|加)(?:一下)?(?:一)?(?:個)?\\s*${TIME}\\s*的?鬧鐘(?:\\s*[,:]?\\s*(?:提醒我|叫我)?\\s*(?<message>.*))?$`,
    ),
    toArgs: becauseArgs,
  },
  {
    pattern: new RegExp(
      `^${PLEASE}(?:設定|設|定|訂)(?:一)?(?:個)?鬧鐘\\s*[,:]?\\s*(?:在|到)?\\s*${TIME}(?:\\s*[,:]?\\s*(?:提醒我|叫我)\\s*(?<message>.*)|${PURPOSE})?$`,
    ),
    toArgs: purposeArgs,
  },
  // The time first: 「這禮拜六早上八點設個鬧鐘」「明天六點幫我定一個鬧鐘 提醒我開會」.
  {
    pattern: new RegExp(
      `^${PLEASE}在?${TIME}\\s*${PLEASE}(?:設定|設|定|訂|開)(?:一)?(?:個)?鬧鐘(?:\\s*[,:]?\\s*(?:提醒我|叫我)\\s*(?<message>.*))?$`,
    ),
    toArgs: alarmArgs,
  },
  // The alarm at its time named first, then the asking: 「明天早上六點的鬧鐘幫我設一下」「還有 禮拜六七點的鬧鐘 麻煩你設定」
  // (「還有」 'and also' before it). Without 幫/請 the verb needs 一下 (「…的鬧鐘設好了」 says it is done).
  {
    pattern: new RegExp(
      `^(?:還有|另外)?\\s*${TIME}\\s*的鬧鐘\\s*,?\\s*(?:(?:(?:請|麻煩)?(?:你)?幫我|請|麻煩(?:你)?)(?:設定|設|定|訂|開)(?:一下)?|(?:設定|設|定|訂|開)一下)$`,
    ),
    toArgs: alarmArgs,
  },
  // 「明天五點四十五把我叫醒」「七點把阿嬤叫起來」: the sleeper before the verb.
  {
    pattern: new RegExp(`^${PLEASE}在?${TIME}(?:的時候)?\\s*(?:把|將)(?<who>我?${PERSON}|我)(?:叫醒|喊醒|叫起來|叫起床)$`),
    toArgs: alarmArgs,
  },
  // The alarm named first, as a heading: 「鬧鐘,明早六點」「鬧鐘:明天七點 提醒我開會」「鬧鐘明天七點叫我」.
  { pattern: new RegExp(`^鬧鐘\\s*[,:]?\\s*${TIME}(?:\\s*[,:]?\\s*(?:提醒我|叫我)\\s*(?<message>.*))?$`), toArgs: alarmArgs },
  // 「鬧鐘調到明天早上七點四十五」: 調 is how a clock's alarm is set.
  { pattern: new RegExp(`^${PLEASE}(?:把)?鬧鐘(?:設定|設|定|訂|調)(?:在|成|到|為)?\\s*${TIME}$`), toArgs: alarmArgs },
  {
    pattern: new RegExp(
      `^(?:please\\s+)?(?:(?:set|create|add|make)\\s+(?:an?\\s+|my\\s+|one\\s+)?|(?:put|keep)\\s+(?:an?\\s+|one\\s+)?)alarm\\s+(?:for\\s+)?${DAY_AND_TIME}(?:\\s+(?:to|for|saying|that says)\\s+(?<message>.+?))?${PLEASE_EN_END}$`,
      "i",
    ),
    toArgs: alarmArgs,
  },
  {
    pattern: new RegExp(
      `^(?:please\\s+)?(?:set|create|add|make)\\s+(?:an?\\s+)?${TIME}\\s+alarm(?:\\s+(?:to|for)\\s+(?<message>.+?))?${PLEASE_EN_END}$`,
      "i",
    ),
    toArgs: alarmArgs,
  },
  { pattern: new RegExp(`^(?:please\\s+)?wake\\s+me(?:\\s+up)?\\s+${DAY_AND_TIME}${PLEASE_EN_END}$`, "i"), toArgs: alarmArgs },
  { pattern: new RegExp(`^(?:an?\\s+)?alarm\\s+(?:at|for)\\s+${DAY_AND_TIME}${PLEASE_EN_END}$`, "i"), toArgs: alarmArgs },
  // The short command, the alarm as a heading with no pause: "alarm 6:30am", "alarm tmrw 7am".
  // ("7am alarm", like 「明天早上7點的鬧鐘」, may name an alarm that is already set.)
  { pattern: new RegExp(`^(?:an?\\s+)?alarm\\s+${TERSE_DAY_AND_TIME}${PLEASE_EN_END}$`, "i"), toArgs: alarmArgs },
  {
    pattern: new RegExp(
      `^(?:also\\s+)?(?:please\\s+)?${REMEMBER_EN}remind\\s+me\\s+(?:to\\s+)?(?<message>.+?)\\s+${DAY_AND_TIME}${PLEASE_EN_END}$`,
      "i",
    ),
    toArgs: alarmArgs,
  },
  {
    // "remind me tomorrow at 6 pm to see the doctor", "… for the dentist", "… about the meeting".
    pattern: new RegExp(
      `^(?:also\\s+)?(?:please\\s+)?${REMEMBER_EN}remind\\s+me\\s+${DAY_AND_TIME}\\s+(?:to|for|about)\\s+(?<message>.+?)${PLEASE_EN_END}$`,
      "i",
    ),
    toArgs: alarmArgs,
  },
  // The time first: "in forty-five minutes remind me to check the oven", "at 6 am, wake me up".
  {
    pattern: new RegExp(`^${DAY_AND_TIME},?\\s+(?:please\\s+)?remind\\s+me\\s+to\\s+(?<message>.+?)${PLEASE_EN_END}$`, "i"),
    toArgs: alarmArgs,
  },
  { pattern: new RegExp(`^${DAY_AND_TIME},?\\s+(?:please\\s+)?wake\\s+me(?:\\s+up)?${PLEASE_EN_END}$`, "i"), toArgs: alarmArgs },
  // "alarm, 6 am tomorrow": the alarm as a heading.
  { pattern: new RegExp(`^(?:an?\\s+)?alarm\\s*[,:]\\s*${DAY_AND_TIME}${PLEASE_EN_END}$`, "i"), toArgs: alarmArgs },
  // The time and what is on then first, the asking after a pause: 「下午兩點要吃藥 麻煩你提醒我一下」
  // 「明天八點開會,記得提醒我」「三點半要接小孩 到時候叫我」. What was said is the message; the asking
  // must be all the clause says (「…提醒我帶筆電」 asks for another message, 「…你會提醒我嗎」 is a question).
  // Someone else's need first, then the asking: 「阿嬤晚上十點要吃藥 幫我設個鬧鐘提醒她」「七點半阿公要量血壓 記得叫他」.
  {
    pattern: new RegExp(
      `^(?:(?<who>我?${PERSON})|我)?${TIME}(?<whoAfterTime>我?${PERSON})?(?:我)?(?:要|得|該|的)?(?<message>[^\\s,]+?)\\s*(?:,\\s*|\\s+)${PLEASE}${REMEMBER}(?:到時(?:候)?|時間到了?)?(?:再)?(?:${SET_AN_ALARM}(?:\\s*(?:提醒|叫|通知)(?<whom>我|她|他|${PERSON})(?:一下|一聲)?)?|(?:提醒|叫|通知)(?:(?<whom2>我|她|他|${PERSON})(?:一下|一聲)?|一下))$`,
      "u",
    ),
    toArgs: thingFirstArgs,
  },
  // "pick up the kids at 4 remind me please", "dentist tomorrow at 3pm, remind me": the thing first, then the asking.
  {
    pattern: new RegExp(
      `^(?!(?:what|when|where|why|how|who|which|is|are|was|were|do|does|did|can|could|will|would|should|you|it|that|this|there)\\b)(?<message>[a-z][a-z' ]*?)\\s+${DAY_AND_TIME},?\\s+(?:please\\s+)?remind\\s+me(?:\\s+(?:about\\s+it|then))?${PLEASE_EN_END}$`,
      "i",
    ),
    toArgs: thingFirstArgs,
  },
];
