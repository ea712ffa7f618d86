import { deleteManyPhrases, englishRecordIdArgs, NUMBER_EN, ORDINAL_EN, RECORD_ID, recordIdArgs } from "../../records/record-id-phrases";
import type { LocalPhrase } from "../../core/local-phrase";
import { DATE_WORD_PATTERN } from "../../language/date-words";
import { PLEASE, PLEASE_EN_END } from "./alarm-words";

// 「編號 4 的提醒」: the number a list gave it, as a label.
const NUMBERED = String.raw`(?:第|編號\s*)?`;
// A reminder the user set is one of the alarms.
const ALARM = "(?:鬧鐘|提醒)";
// 「取消掉」「刪除掉」: a verb with 掉 after it says the same; 「刪了(吧)」 is spoken as an order,
// but 「取消了」「關掉了」 report what was done.
const DELETE = "(?:(?:刪除|取消|移除|關閉)(?:掉)?|刪掉|刪了|關掉|拿掉)";
// 「第三個鬧鐘不要了」: no longer wanting it asks for its deletion, alone or before the verb.
const UNWANTED = "(?:不要了|不用了|不需要了)";

// 「提醒跟鬧鐘」「鬧鐘和提醒」: the reminders are alarms too.
const ALARMS = "(?:提醒(?:跟|和|與|或)?)?鬧鐘(?:(?:跟|和|與|或)提醒)?";
// What the list is asked for: 「有哪些」「有幾個」「都有什麼」.
const WHICH = "(?:哪些|哪幾個|什麼|幾個|多少個?)";
// 「…念給我聽」「…列出來」「…給我念一下」: how the list is to be given, after the question.
const READ_OUT = "(?:\\s*,?\\s*(?:都)?(?:給我)?(?:列|念|唸|讀|秀|報)(?:出來)?(?:一下)?(?:給我(?:聽|看))?)?";
const LOOK = "(?:請|幫我)?(?:看看|看一下|查一下|查看|查查|告訴我)?";
// 「…給我看一下」「…讓我看看」: showing the list to the one asking.
const SHOW_ME = "(?:拿)?(?:給|讓)我看(?:一下|看)?";
// "did I set any alarms", "do I have any alarms (set)", "are there any alarms", "how many alarms do I have".
const ALARMS_EN = String.raw`(?:alarms|alarm\s+clocks)`;

/** 「我有哪些鬧鐘」「我都設了哪些鬧鐘」「鬧鐘有幾個 念給我聽」「列出我的鬧鐘」「what alarms do I have」 */
export const listAlarmsPhrases: readonly LocalPhrase[] = [
  // 「我有設什麼鬧鐘嗎」 asks the same as 「我設了哪些鬧鐘」; the 嗎 only makes it a yes-or-no question.
  {
    pattern: new RegExp(
      `^${LOOK}我?(?:都)?(?:現在|目前)?(?:都)?(?:有|設了|設定了|定了|有設|有設定|有定|有設了|還有|還剩|剩下?)${WHICH}${ALARMS}(?:嗎|呢)?${READ_OUT}$`,
      "u",
    ),
  },
  // 「我有設鬧鐘嗎」「我有鬧鐘嗎」「我有沒有鬧鐘」
  { pattern: new RegExp(`^我?(?:現在|目前)?(?:有(?:設|設定|定)?(?:任何)?${ALARMS}嗎|有沒有(?:設|設定|定)?(?:任何)?${ALARMS})$`, "u") },
  // 「還有鬧鐘嗎」「我還有沒有鬧鐘」: whether any are left, after deleting some.
  {
    pattern: new RegExp(
      `^我?(?:現在|目前)?還有(?:沒有)?(?:設|設定|定)?(?:任何)?(?:的)?${ALARMS}(?:嗎|剩下嗎)?$|^${ALARMS}還有(?:剩)?(?:嗎|沒有)$`,
      "u",
    ),
  },
  // A reminder the user set is an alarm: 「看一下我設了哪些提醒」「我定了幾個提醒」.
  {
    pattern: new RegExp(
      `^${LOOK}我?(?:都)?(?:現在|目前)?(?:都)?(?:設了|設定了|定了|有設|有設定|有定)${WHICH}提醒(?:事項)?(?:嗎|呢)?${READ_OUT}$`,
      "u",
    ),
  },
  // The time an alarm is set for: 「我明天的鬧鐘設幾點」「鬧鐘定在幾點」 (「鬧鐘要設幾點」 asks advice).
  // Without 我 the verb needs 了 or 在 (「明天的鬧鐘設幾點」 may ask what time to set it).
  {
    pattern: new RegExp(
      `^(?:我(?:的)?(?:${DATE_WORD_PATTERN})?(?:的)?鬧鐘(?:是)?(?:設|設定|定|訂)(?:了|在|成)?|(?:${DATE_WORD_PATTERN})?(?:的)?鬧鐘(?:是)?(?:設|設定|定|訂)(?:了|在))(?:幾點|什麼時候)(?:嗎|呢)?$`,
      "u",
    ),
  },
  // The list first, then how it is to be given: 「鬧鐘,念給我聽」「我的鬧鐘 列出來」「鬧鐘給我看一下」.
  {
    pattern: new RegExp(
      `^(?:我的|我設的)?${ALARMS}\\s*,?\\s*(?:(?:都)?(?:給我)?(?:列|念|唸|讀|秀)(?:出來)?(?:一下)?(?:給我(?:聽|看))?|${SHOW_ME})$`,
      "u",
    ),
  },
  // Whether one is set for a day, or still there: 「明天的鬧鐘有設嗎」「禮拜六早上有鬧鐘嗎」「我的鬧鐘還在嗎」
  // (「明天的鬧鐘要設嗎」 asks advice, 「鬧鐘有響嗎」 whether it rang).
  {
    pattern: new RegExp(
      `^(?:我)?(?:(?:${DATE_WORD_PATTERN})(?:早上|晚上)?)?(?:的?${ALARMS}(?:有|已經|都)?(?:設|設定|定|訂)(?:好)?(?:了)?(?:嗎|沒|了沒|沒有)|有(?:設|定)?${ALARMS}嗎|有沒有(?:設|定)?${ALARMS})$|^(?:我的|我設的)?${ALARMS}(?:都)?還在(?:嗎|不在)$`,
      "u",
    ),
  },
  {
    pattern: new RegExp(
      `^(?:請|幫我)?(?:列出|查看|查詢|看看|看一下|顯示|唸|念|讀)(?:一下)?(?:我的|所有的?|全部的?|目前的?)?${ALARMS}(?:清單|列表)?(?:給我(?:聽|看))?$`,
      "u",
    ),
  },
  // The list first, the asking after: 「鬧鐘有幾個 念給我聽」「鬧鐘列表給我念一下」.
  {
    pattern: new RegExp(
      `^(?:我的|我設的)?${ALARMS}(?:清單|列表)${READ_OUT}$|^${LOOK}(?:現在|目前)?(?:我的|我設的)?${ALARMS}(?:都|現在|目前|還)?(?:有哪些|有哪幾個|有幾個|有什麼|剩下?(?:哪些|哪幾個|幾個|什麼)|還剩(?:哪些|哪幾個|幾個|什麼))${READ_OUT}$|^我的(?:所有|全部)?鬧鐘$`,
      "u",
    ),
  },
  { pattern: new RegExp(`^(?:list|show|read|tell)(?:\\s+me)?\\s+(?:all\\s+)?(?:of\\s+)?(?:my\\s+)?${ALARMS_EN}$`, "i") },
  {
    pattern: new RegExp(
      `^(?:what|which)\\s+${ALARMS_EN}\\s+(?:do\\s+i\\s+(?:still\\s+)?have|did\\s+i\\s+set|are\\s+set)(?:\\s+set)?(?:\\s+(?:now|left))?$|^what\\s+are\\s+my\\s+${ALARMS_EN}$|^what\\s+${ALARMS_EN}\\s+have\\s+i\\s+(?:got|set)$` +
        // "what are all the alarms I am having", "what alarms am I having" (Indian English).
        `|^what\\s+are\\s+(?:all\\s+)?(?:the\\s+)?${ALARMS_EN}\\s+(?:that\\s+)?i\\s+(?:have|am\\s+having|have\\s+set|set)$|^what\\s+${ALARMS_EN}\\s+am\\s+i\\s+having$`,
      "i",
    ),
  },
  {
    pattern: new RegExp(
      `^(?:do\\s+i\\s+(?:still\\s+)?have|did\\s+i\\s+set|have\\s+i\\s+set|are\\s+there(?:\\s+still)?)\\s+any\\s+${ALARMS_EN}(?:\\s+set|\\s+left)?$|^any\\s+${ALARMS_EN}\\s+(?:left|set)$|^how\\s+many\\s+${ALARMS_EN}\\s+(?:do\\s+i\\s+have|did\\s+i\\s+set|are\\s+(?:there|set))$`,
      "i",
    ),
  },
];

// "nuke", "kill", "ditch", "scrap", "trash": said casually, they delete too.
const REMOVE_EN = String.raw`(?:please\s+)?(?:delete|remove|cancel|clear|erase|get\s+rid\s+of|scratch|drop|nuke|kill|ditch|scrap|trash|zap)`;

// The alarm first, then the verb, 不要了, or both: 「把鬧鐘2刪除」「第三個鬧鐘不要了」「鬧鐘一號不要了 幫我刪掉」.
const THEN_DELETE = `\\s*(?:${DELETE}|${UNWANTED}(?:\\s*,?\\s*${PLEASE}${DELETE})?)$`;

/** 「刪除第2個鬧鐘」「把2號鬧鐘取消掉」「把鬧鐘全部刪掉」「把第二個鬧鐘刪了」「鬧鐘一號不要了 幫我刪掉」「delete alarm 2」「cancel my third alarm」 */
export const deleteAlarmPhrases: readonly LocalPhrase[] = [
  { pattern: new RegExp(`^${PLEASE}${DELETE}${NUMBERED}${RECORD_ID}\\s*(?:個|號)?(?:的)?${ALARM}$`), toArgs: recordIdArgs },
  { pattern: new RegExp(`^${PLEASE}${DELETE}${ALARM}\\s*${NUMBERED}${RECORD_ID}(?:個|號)?$`), toArgs: recordIdArgs },
  { pattern: new RegExp(`^${PLEASE}(?:把)?${NUMBERED}${RECORD_ID}\\s*(?:個|號)?(?:的)?${ALARM}${THEN_DELETE}`), toArgs: recordIdArgs },
  // The number may follow the noun, as it does in 「取消鬧鐘1」: 「把鬧鐘2刪除」「鬧鐘一號不要了」.
  { pattern: new RegExp(`^${PLEASE}(?:把)?${ALARM}\\s*${NUMBERED}${RECORD_ID}(?:個|號)?${THEN_DELETE}`), toArgs: recordIdArgs },
  { pattern: new RegExp(`^${REMOVE_EN}\\s+(?:the\\s+)?alarm\\s+(?:${NUMBER_EN})${PLEASE_EN_END}$`, "i"), toArgs: englishRecordIdArgs },
  // No longer needing it, then the asking: "I don't need alarm number one anymore, remove it".
  {
    pattern: new RegExp(
      `^i\\s+(?:don(?:'|’)?t|do\\s+not|no\\s+longer)\\s+need\\s+(?:(?:the\\s+)?alarm\\s+(?:${NUMBER_EN})|(?:the\\s+|my\\s+)${ORDINAL_EN}\\s+alarm)(?:\\s+any\\s*more)?(?:,?\\s+(?:so\\s+)?${REMOVE_EN}\\s+it)?${PLEASE_EN_END}$`,
      "i",
    ),
    toArgs: englishRecordIdArgs,
  },
  { pattern: new RegExp(`^${REMOVE_EN}\\s+(?:the\\s+|my\\s+)${ORDINAL_EN}\\s+alarm${PLEASE_EN_END}$`, "i"), toArgs: englishRecordIdArgs }, // All or several at once (the tool asks first): 「把鬧鐘全部刪掉」「刪除所有鬧鐘」「刪除1號和3號鬧鐘」「delete all my alarms」.
  ...deleteManyPhrases({
    noun: "(?:鬧鐘|提醒)",
    verb: `(?:${DELETE}|清掉|清除|清空)`,
    nounEn: String.raw`(?:alarms?|alarm\s+clocks?)`,
    verbEn: String.raw`(?:delete|remove|cancel|clear|erase|turn\s+off|get\s+rid\s+of|wipe|nuke|kill|ditch|scrap|trash|zap)`,
  }),
];
