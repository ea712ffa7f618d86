import type { SlotType } from "../language/templates/slot-type";
import type { TemplatePhrase } from "../language/templates/template-phrase";
import { RECORD_IDS_EN_SLOT, RECORD_IDS_SLOT } from "./record-ids-slot";

/** How a family's "delete them all" and "delete these several" are said, as template parts. */
export interface DeleteManyTemplateWords {
  /** The noun in Traditional Chinese: `鬧鐘`, `(計時器|倒數計時)`, or a slot of the family's own type (`{memo:memo_word}`). */
  noun: string;
  /** The verbs that delete in Chinese: `(刪除|刪掉|取消|清掉)`. */
  verb: string;
  /** The noun in English, singular and plural: `(alarm|alarms)`. */
  nounEn: string;
  /** The verbs that delete in English: `(delete|remove|cancel|clear)`. */
  verbEn: string;
  /** Slot types the words use (the `memo_word` of `{memo:memo_word}`). Default: none. */
  slotTypes?: readonly SlotType[];
}

const RULES: Readonly<Record<string, string>> = {
  please: "[請|麻煩][你][幫我]",
  all: "(所有|全部)[的]",
  // 「都」「全部」「通通」 after the noun says every one of them.
  every_one: "(都|全部[都]|全都|全|通通|統統|一起)",
  mine: "[我的|我設的|我記的]",
  delete: "<verb>[掉|光][吧]",
  en_end: "[[,] please]",
};

const all = () => ({ all: true });
const ids = ({ ids: said }: Record<string, unknown>) => ({ ids: said });

/**
 * The local phrases of a family's delete tool for all or several records, as sentence templates:
 * 「把鬧鐘全部刪掉」「刪除所有鬧鐘」「清空備忘錄」「刪除1號和3號鬧鐘」 'delete all my alarms' 'delete alarms 1
 * and 3'. The tool asks before it runs them (its `confirm`).
 *
 * @example
 * ```ts
 * deleteManyTemplates({ noun: "(計時器|倒數計時)", verb: "(取消|停止|刪除)", nounEn: "(timer|timers)", verbEn: "(cancel|stop)" });
 * ```
 */
export function deleteManyTemplates({ noun, verb, nounEn, verbEn, slotTypes = [] }: DeleteManyTemplateWords): TemplatePhrase[] {
  const rules = { ...RULES, noun, verb, noun_en: nounEn, verb_en: verbEn };
  const types = [...slotTypes, RECORD_IDS_SLOT, RECORD_IDS_EN_SLOT];
  const phrase = (template: string, toArgs: TemplatePhrase["toArgs"]): TemplatePhrase => ({ template, toArgs, rules, slotTypes: types });
  return [
    // 「把鬧鐘全部刪掉」「鬧鐘通通取消」「把所有的鬧鐘都刪了」
    phrase("<please>[把][<all>]<mine><noun><every_one><delete>", all),
    phrase("<please>[把]<all><mine><noun><delete>", all),
    // 「刪除所有鬧鐘」「取消全部的鬧鐘」「清空備忘錄」
    phrase("<please><delete><mine><all><noun>", all),
    phrase("<please>清空<mine>[<all>]<noun>[清單|列表]", all),
    phrase("<please>[把]<mine><noun>[清單|列表][都|全部]清空", all),
    // 「刪除1號和3號鬧鐘」「把第一個跟第二個鬧鐘刪掉」「刪除鬧鐘1和3」
    phrase("<please><delete>{ids:record_ids}[的]<noun>", ids),
    phrase("<please><delete><noun>{ids:record_ids}", ids),
    phrase("<please>[把]{ids:record_ids}[的]<noun>[<every_one>]<delete>", ids),
    // 「備忘錄第1個跟第3個都刪掉」: the noun first.
    phrase("<please>[把]<noun>[的]{ids:record_ids}[<every_one>]<delete>", ids),
    // 'delete all my alarms', 'clear every alarm', 'remove all of the notes'
    phrase("[please] <verb_en> (all [of] [my|the]|every [one of] [my|the]) <noun_en> <en_end>", all),
    phrase("[please] (clear|wipe) [out] (my|the) <noun_en> [list] <en_end>", all),
    // 'delete alarms 1 and 3'
    phrase("[please] <verb_en> [the] <noun_en> [number|numbers|#]{ids:record_ids_en} <en_end>", ids),
  ];
}
