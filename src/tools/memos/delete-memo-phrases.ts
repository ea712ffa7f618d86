import type { LocalPhrase } from "../../core/local-phrase";
import { ORDINAL_SLOT } from "../../language/templates/ordinal-slot";
import type { TemplatePhrase } from "../../language/templates/template-phrase";
import { deleteManyTemplates } from "../../records/delete-many-templates";
import { RECORD_ID_RULES } from "../../records/record-id-rules";
import { MEMO_WORD_SLOT } from "./memo-word-slot";

const RULES: Readonly<Record<string, string>> = {
  please: "[請|麻煩][你][幫我]",
  memo: "{memo:memo_word}",
  // 「刪除掉」: a verb with 掉 after it says the same; 「刪了(吧)」 is spoken as an order.
  delete: "((刪除|移除)[掉]|刪掉|刪了|去掉|拿掉)",
  // 「第四個備忘不用了」: no longer wanting it asks for its deletion, alone or before the verb.
  unwanted: "(不要了|不用了|不需要了)",
  ...RECORD_ID_RULES,
  // 「第2則」「3號」「2」: a memo's number. A number before 則, 條 or 個 without 第 counts memos (「刪除兩則備忘錄」).
  number: "<record_number>",
  // The memo first, then the verb, 不要了, or both: 「把備忘錄2刪除」「第一條筆記不要了 刪了吧」. 「…可以刪了」: it may go.
  then_delete: "([可以]<delete>|[可以]<unwanted>[[,]<please><delete>])",
  en_remove: "[please] (delete|remove|erase|get rid of|scratch|cross out|drop|nuke|ditch|scrap|trash)",
  en_end: "[[,] please]",
};

const phrase = (template: string, toArgs: TemplatePhrase["toArgs"] = ({ id }) => ({ id })): TemplatePhrase => ({
  template,
  rules: RULES,
  slotTypes: [MEMO_WORD_SLOT, ORDINAL_SLOT],
  toArgs,
});

/**
 * What the local route answers with `delete_memo`: 「刪除第2則備忘錄」「把3號備忘錄刪掉」「備忘錄二號刪掉」「第四個備忘不用了
 * 刪除」「delete memo 2」「scratch the second note」. One memo by its number, as sentence templates; all or several, as
 * every family of records says it (`deleteManyTemplates`; the tool asks first).
 */
export const deleteMemoPhrases: readonly LocalPhrase[] = [
  phrase("<please><delete><number><memo>"),
  phrase("<please><delete><memo><number>"),
  phrase("<please>[把]<number><memo><then_delete>"),
  // The number may follow the noun, as it does in 「刪除備忘錄2」: 「把備忘錄2刪除」「備忘錄二號刪掉」.
  phrase("<please>[把]<memo><number><then_delete>"),
  phrase("<en_remove> [the] (memo|note) <en_record_number> <en_end>"),
  phrase("<en_remove> <en_record_ordinal> (memo|note) <en_end>"),
  // 「備忘錄 全部 清掉好了」「筆記通通刪掉就好」: all of them, said as a decision (the tool asks first).
  phrase("<please>[把][我的]<memo>(都|全部|全部都|全都|通通|統統)(<delete>|清掉|清除|清空)[掉](好了|就好|就好了)", () => ({ all: true })),
  // All or several at once (the tool asks first): 「把備忘錄全部清掉」「刪除所有備忘錄」「delete all my notes」.
  ...deleteManyTemplates({
    noun: "{memo:memo_word}",
    verb: "((刪除|移除)[掉]|刪掉|刪了|去掉|拿掉|清掉|清除|清空)",
    nounEn: "(memo|memos|note|notes)",
    verbEn: "(delete|remove|clear|erase|get rid of|wipe|nuke|ditch|scrap|trash)",
    slotTypes: [MEMO_WORD_SLOT],
  }),
];
