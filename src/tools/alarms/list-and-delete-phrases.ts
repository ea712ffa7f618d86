import { deleteManyPhrases, englishRecordIdArgs, NUMBER_EN, ORDINAL_EN, RECORD_ID, recordIdArgs } from "../../records/record-id-phrases";
import type { LocalPhrase } from "../../core/local-phrase";
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
