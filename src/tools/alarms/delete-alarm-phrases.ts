import type { LocalPhrase } from "../../core/local-phrase";
import { ORDINAL_SLOT } from "../../language/templates/ordinal-slot";
import type { TemplatePhrase } from "../../language/templates/template-phrase";
import { deleteManyTemplates } from "../../records/delete-many-templates";
import { RECORD_ID_RULES } from "../../records/record-id-rules";

const RULES: Readonly<Record<string, string>> = {
  please: "[請|麻煩][你][幫我]",
  // A reminder the user set is one of the alarms.
  alarm: "(鬧鐘|提醒)",
  // 「取消掉」「刪除掉」: a verb with 掉 after it says the same; 「刪了(吧)」 is spoken as an order,
  // but 「取消了」「關掉了」 report what was done.
  delete: "((刪除|取消|移除|關閉)[掉]|刪掉|刪了|關掉|拿掉)",
  // 「第三個鬧鐘不要了」: no longer wanting it asks for its deletion, alone or before the verb.
  unwanted: "(不要了|不用了|不需要了)",
  ...RECORD_ID_RULES,
  // 「第2個」「2號」「編號 4」: an alarm's number. A number before 個 without 第 counts alarms (「刪除兩個鬧鐘」).
  number: "(<record_number>|編號{id:integer}[號|個])",
  // The alarm first, then the verb, 不要了, or both: 「把鬧鐘2刪除」「第三個鬧鐘不要了」「鬧鐘一號不要了 幫我刪掉」.
  then_delete: "(<delete>|<unwanted>[[,]<please><delete>])",
  // "nuke", "kill", "ditch", "scrap", "trash": said casually, they delete too.
  en_remove: "[please] (delete|remove|cancel|clear|erase|get rid of|scratch|drop|nuke|kill|ditch|scrap|trash|zap)",
  en_end: "[[,] please]",
};

const phrase = (template: string): TemplatePhrase => ({
  template,
  rules: RULES,
  slotTypes: [ORDINAL_SLOT],
  toArgs: ({ id }) => ({ id }),
});

/**
 * What the local route answers with `delete_alarm`: 「刪除第2個鬧鐘」「把2號鬧鐘取消掉」「把第二個鬧鐘刪了」「鬧鐘一號不要了
 * 幫我刪掉」「delete alarm 2」「cancel my third alarm」. One alarm by its number, as sentence templates; all or several,
 * as every family of records says it (`deleteManyTemplates`; the tool asks first): 「把鬧鐘全部刪掉」「刪除1號和3號鬧鐘」.
 */
export const deleteAlarmPhrases: readonly LocalPhrase[] = [
  ...[
    "<please><delete><number>[的]<alarm>",
    "<please><delete><alarm><number>",
    "<please>[把]<number>[的]<alarm><then_delete>",
    // The number may follow the noun, as it does in 「取消鬧鐘1」: 「把鬧鐘2刪除」「鬧鐘一號不要了」.
    "<please>[把]<alarm><number><then_delete>",
    "<en_remove> [the] alarm <en_record_number> <en_end>",
    "<en_remove> <en_record_ordinal> alarm <en_end>",
    // No longer needing it, then the asking: "I don't need alarm number one anymore, remove it".
    "i (don't|don’t|dont|do not|no longer) need ([the] alarm <en_record_number>|<en_record_ordinal> alarm) [any more|anymore] [[,] [so] <en_remove> it] <en_end>",
  ].map(phrase),
  ...deleteManyTemplates({
    noun: "(鬧鐘|提醒)",
    verb: "((刪除|取消|移除|關閉)[掉]|刪掉|刪了|關掉|拿掉|清掉|清除|清空)",
    nounEn: "(alarm|alarms|alarm clock|alarm clocks)",
    verbEn: "(delete|remove|cancel|clear|erase|turn off|get rid of|wipe|nuke|kill|ditch|scrap|trash|zap)",
  }),
];
