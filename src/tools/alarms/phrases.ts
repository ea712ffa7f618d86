import type { LocalPhrase, PhraseContext } from "../../core/local-phrase";
import { DATE_WORD_PATTERN } from "../../routing/date-words";
import { resolveTime, TIME_PATTERN } from "../../routing/time-of-day";

const TIME = `(?<time>${TIME_PATTERN})`;
// English puts the day first and "at" between: "tomorrow at 5 pm".
const DAY_AND_TIME = `(?:(?<day>${DATE_WORD_PATTERN})\\s+)?(?:at\\s+)?${TIME}`;
const ID = String.raw`(?<id>\d+|[一二兩三四五六七八九十]+)`;
const PLEASE = "(?:請|麻煩)?(?:你)?(?:幫我)?";
// 「取消掉」「刪除掉」: a verb with 掉 after it says the same.
const DELETE = "(?:(?:刪除|取消|移除|關閉)(?:掉)?|刪掉|關掉|拿掉)";
// English requests often end in "please": "alarm for 5:45 am please".
const PLEASE_EN_END = String.raw`(?:,?\s+please)?`;

// A message that turns the sentence into a question (「七點叫我好嗎」) is left to the model.
const question = /(?:嗎|呢|\?)$|^(?:嗎|呢|好嗎)/u;

function alarmArgs(match: RegExpMatchArray, context: PhraseContext): Record<string, unknown> | null {
  const { day, time = "" } = match.groups ?? {};
  const resolved = resolveTime(day ? `${day} ${time}` : time, context);
  if (!resolved) return null;
  const message = (match.groups?.message ?? "").replace(/^[\s,:、]+|[\s,]+$/gu, "").replace(/^(?:要|記得)(?=.)/u, "");
  if (question.test(message)) return null;
  return { time: `${resolved.date}T${resolved.time}`, message };
}

/** 「明天早上七點叫我起床」「設定下午3點半的鬧鐘 提醒我開會」「晚上十點提醒我吃藥」「set an alarm for 7:30 am」 */
export const setAlarmPhrases: readonly LocalPhrase[] = [
  { pattern: new RegExp(`^${PLEASE}在?${TIME}(?:的時候)?\\s*(?:叫醒我|叫我|提醒我|喊我)\\s*(?<message>.*)$`), toArgs: alarmArgs },
  { pattern: new RegExp(`^${PLEASE}(?:提醒我|叫我)\\s*(?:在\\s*)?${TIME}\\s*(?<message>.+)$`), toArgs: alarmArgs },
  {
    pattern: new RegExp(`^${PLEASE}(?:設定|設|定|訂|開|新增|加)(?:一)?(?:個)?${TIME}的?鬧鐘(?:\\s*[,:]?\\s*(?:提醒我|叫我)?\\s*(?<message>.*))?$`),
    toArgs: alarmArgs,
  },
  {
    pattern: new RegExp(`^${PLEASE}(?:設定|設|定|訂)(?:一)?(?:個)?鬧鐘\\s*(?:在|到)?\\s*${TIME}(?:\\s*[,:]?\\s*(?:提醒我|叫我)\\s*(?<message>.*))?$`),
    toArgs: alarmArgs,
  },
  // 「鬧鐘調到明天早上七點四十五」: 調 is how a clock's alarm is set.
  { pattern: new RegExp(`^${PLEASE}(?:把)?鬧鐘(?:設定|設|定|訂|調)(?:在|成|到|為)?\\s*${TIME}$`), toArgs: alarmArgs },
  {
    pattern: new RegExp(`^(?:please\\s+)?(?:set|create|add|make)\\s+(?:an?\\s+|my\\s+)?alarm\\s+(?:for\\s+)?${DAY_AND_TIME}(?:\\s+(?:to|for|saying|that says)\\s+(?<message>.+?))?${PLEASE_EN_END}$`, "i"),
    toArgs: alarmArgs,
  },
  { pattern: new RegExp(`^(?:please\\s+)?(?:set|create|add|make)\\s+(?:an?\\s+)?${TIME}\\s+alarm(?:\\s+(?:to|for)\\s+(?<message>.+?))?${PLEASE_EN_END}$`, "i"), toArgs: alarmArgs },
  { pattern: new RegExp(`^(?:please\\s+)?wake\\s+me(?:\\s+up)?\\s+${DAY_AND_TIME}${PLEASE_EN_END}$`, "i"), toArgs: alarmArgs },
  { pattern: new RegExp(`^(?:an?\\s+)?alarm\\s+(?:at|for)\\s+${DAY_AND_TIME}${PLEASE_EN_END}$`, "i"), toArgs: alarmArgs },
  { pattern: new RegExp(`^(?:please\\s+)?remind\\s+me\\s+(?:to\\s+)?(?<message>.+?)\\s+${DAY_AND_TIME}${PLEASE_EN_END}$`, "i"), toArgs: alarmArgs },
  { pattern: new RegExp(`^(?:please\\s+)?remind\\s+me\\s+${DAY_AND_TIME}\\s+to\\s+(?<message>.+?)${PLEASE_EN_END}$`, "i"), toArgs: alarmArgs },
];

/** 「我有哪些鬧鐘」「我有設什麼鬧鐘嗎」「列出我的鬧鐘」「what alarms do I have」 */
export const listAlarmsPhrases: readonly LocalPhrase[] = [
  // 「我有設什麼鬧鐘嗎」 asks the same as 「我設了哪些鬧鐘」; the 嗎 only makes it a yes-or-no question.
  { pattern: /^我?(?:現在|目前)?(?:有|設了|設定了|定了|有設|有設定|有定)(?:哪些|什麼|幾個|多少個?)鬧鐘(?:嗎|呢)?$|^我?(?:現在|目前)?有(?:設|設定|定)(?:任何)?鬧鐘嗎$/u },
  { pattern: /^(?:請|幫我)?(?:列出|查看|查詢|看看|看一下|顯示|唸|念)(?:一下)?(?:我的|所有的?|全部的?|目前的?)?鬧鐘(?:清單|列表)?$/u },
  { pattern: /^(?:我的|我設的)?鬧鐘(?:清單|列表|(?:都|現在)?(?:有哪些|有幾個))$|^我的(?:所有|全部)?鬧鐘$/u },
  { pattern: /^(?:list|show)(?:\s+me)?\s+(?:all\s+)?(?:of\s+)?(?:my\s+)?alarms$/i },
  { pattern: /^(?:what|which)\s+alarms\s+do\s+i\s+have(?:\s+set)?$|^do\s+i\s+have\s+any\s+alarms(?:\s+set)?$/i },
];

const idArgs = (match: RegExpMatchArray) => ({ id: match.groups?.id ?? "" });

/** 「刪除第2個鬧鐘」「把2號鬧鐘取消掉」「把鬧鐘2刪除」「delete alarm 2」 */
export const deleteAlarmPhrases: readonly LocalPhrase[] = [
  { pattern: new RegExp(`^${PLEASE}${DELETE}(?:第)?${ID}(?:個|號)?鬧鐘$`), toArgs: idArgs },
  { pattern: new RegExp(`^${PLEASE}(?:把)?(?:第)?${ID}(?:個|號)?鬧鐘${DELETE}$`), toArgs: idArgs },
  // The number may follow the noun, as it does in 「取消鬧鐘1」: 「把鬧鐘2刪除」.
  { pattern: new RegExp(`^${PLEASE}把鬧鐘\\s*(?:第)?${ID}(?:個|號)?${DELETE}$`), toArgs: idArgs },
  { pattern: new RegExp(`^${PLEASE}${DELETE}鬧鐘\\s*(?:第)?${ID}(?:個|號)?$`), toArgs: idArgs },
  { pattern: /^(?:please\s+)?(?:delete|remove|cancel)\s+alarm\s+(?:number\s+|no\.\s*|#)?(?<id>\d+)$/i, toArgs: idArgs },
];
