import type { ToolDialogue } from "../core/tool-dialogue";
import { pointsAtMade } from "../language/read-reference";
import { normalizeRecordId } from "./normalize-record-id";
import { itemByWords } from "./item-by-words";
import { ORDINALS_EN } from "./english-ordinals";

// An item of a list just read out, by its number and a measure word (「一號」「第三則」「2個」):
// a bare number may be anything (「把三刪掉」).
const ITEM = String.raw`(?:第\s*)?(?:\d+|[一二兩三四五六七八九十]+)\s*(?:號|個|則|條|項|筆)`;
const ITEMS = String.raw`(?<items>${ITEM}(?:\s*(?:和|跟|與|及|還有|、|,)\s*${ITEM})*)`;
const VERB = "(?:刪除|刪掉|刪了|刪|取消|移除|拿掉|去掉|清掉|停掉|關掉)(?:掉)?";
const UNWANTED = "(?:不要了|不用了|不需要了)";
// 「只刪第二條」「就刪第一個」: only these, the rest stay.
const PLEASE = "(?:只|就|只要|就只)?(?:請|麻煩)?(?:你)?(?:幫我)?(?:只|就)?";
// 「…吧」「…就好」: said softly, or as "only these" (the rest stay).
const SOFTLY = "(?:吧|好了|就好了?|就可以了?)?";
const NUMBER_WORD_EN = "(?:one|two|three|four|five|six|seven|eight|nine|ten)";
const ORDINAL_EN = "(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last)";
const AND_EN = String.raw`(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*)`;
const VERB_EN = String.raw`(?:please\s+)?(?:delete|remove|cancel|clear|erase|get\s+rid\s+of|scratch|drop|stop)`;
const SAID = [
  // 「把一號跟二號刪掉」「第一則跟第三則刪掉」「第二個不要了 刪了吧」
  new RegExp(`^${PLEASE}(?:把)?${ITEMS}(?:都|全部|通通)?\\s*(?:給)?(?:${VERB}|${UNWANTED}(?:\\s*,?\\s*${PLEASE}${VERB})?)${SOFTLY}$`, "u"),
  // 「刪掉第三個」「取消一號和二號」「刪掉第一個跟第三個就好」
  new RegExp(`^${PLEASE}${VERB}${ITEMS}${SOFTLY}$`, "u"),
  // 'delete the first one', 'remove the first and third ones', 'delete numbers 1 and 2', 'cancel 2'
  new RegExp(String.raw`^${VERB_EN}\s+(?:the\s+)?(?<items>${ORDINAL_EN}(?:${AND_EN}${ORDINAL_EN})*)(?:\s+ones?)?(?:,?\s+please)?$`, "i"),
  // 'delete number one', 'okay remove numbers two and three': a number said in words after "number".
  new RegExp(
    String.raw`^(?:(?:ok|okay|then|so|yes|yeah)[\s,]+)*${VERB_EN}\s+(?:the\s+ones?\s+)?(?:(?:numbers?\s+|#)(?<items>(?:\d+|${NUMBER_WORD_EN})(?:${AND_EN}(?:#)?(?:\d+|${NUMBER_WORD_EN}))*)|(?<digits>\d+(?:${AND_EN}(?:#)?\d+)*))(?:,?\s+please)?$`,
    "i",
  ),
];

// All of the list just read out, without its noun: 「好 全部刪掉吧」「那就通通刪了」 'delete them all'.
const ALL = [
  new RegExp(
    `^(?:(?:好|對|那|嗯|ok|okay)[\\s,]*)*(?:就)?${PLEASE}(?:把)?(?:它們|他們|這些|那些|這幾個|那幾個|所有的?)?(?:都|全部|通通|全都|統統)(?:給)?${VERB}(?:吧|好了)?$|^(?:(?:好|對|那|嗯)[\\s,]*)*${PLEASE}${VERB}(?:全部|所有的?)(?:吧|好了)?$`,
    "u",
  ),
  new RegExp(
    String.raw`^(?:(?:ok|okay|yes|yeah|then|so)[\s,]+)*${VERB_EN}\s+(?:them\s+all|all\s+of\s+them|all\s+(?:of\s+)?those|them\s+all\s+then)(?:,?\s+please)?$`,
    "i",
  ),
];

/** The ids a sentence names, as numbers in strings, or null when it deletes no numbered item. */
function readItems(text: string, listed: readonly string[]): string[] | null {
  for (const pattern of SAID) {
    const groups = pattern.exec(text)?.groups;
    const items = groups?.items ?? groups?.digits;
    if (items === undefined) continue;
    const ids = items
      .split(/\s*(?:和|跟|與|及|還有|、|,|&|\band\b)\s*/iu)
      .filter(Boolean)
      .map((item) => {
        const word = item.trim().toLowerCase();
        if (word === "last") return listed.at(-1) ?? "";
        return ORDINALS_EN[word] ?? String(normalizeRecordId(item));
      });
    return ids.every((id) => /^\d+$/u.test(id)) ? [...new Set(ids)] : null;
  }
  return null;
}

/**
 * Records deleted by their numbers alone, right after records of the family were made rather than
 * listed (「第一條刪了吧」 after two memos were written, 'delete number two'): the family's delete
 * tool with `{ id }` or `{ ids }`, or null. 'the last one' needs a list, and is not read here.
 */
export function deletedByNumber(deleteTool: string, text: string): { tool: string; args: Record<string, unknown> } | null {
  const ids = readItems(text, []);
  if (ids === null || ids.length === 0) return null;
  return { tool: deleteTool, args: ids.length === 1 ? { id: ids[0] } : { ids } };
}

/** The records a list result read out, in order (its data is `{ [many]: [{ id, … }, …] }`). */
function listedItems(data: unknown): Record<string, unknown>[] {
  if (typeof data !== "object" || data === null) return [];
  const lists = Object.values(data).filter(Array.isArray);
  return lists.flatMap((list: unknown[]) =>
    list.flatMap((item) => (typeof item === "object" && item !== null && "id" in item ? [item as Record<string, unknown>] : [])),
  );
}

/** The ids of the records a list result read out, in order. */
function listedIds(data: unknown): string[] {
  return listedItems(data).map((item) => String(item.id));
}

/** Options of {@link numberedItemsDialogue}. */
export interface NumberedItemsOptions {
  /** Words that name another family's records (「鬧鐘」 for memos): 「把剛剛的鬧鐘刪掉」 after a memo list is not about it. */
  otherRecords?: RegExp;
}

/**
 * A list tool in a conversation: right after the list was read out, 「把一號跟二號刪掉」
 * 「第三則不要了」 'delete the first one' 'remove numbers 1 and 3' name its items without the
 * noun, and run the family's delete tool (`deleteTool`) with `{ id }` or `{ ids }`, 「全部刪掉」
 * 'delete them all' with `{ all: true }` — which asks before deleting several; 「把運動那個刪掉」
 * 'delete the dry cleaning one' the one item whose words were said. When the list read out one
 * record, 「把剛剛那個刪掉」 'delete it' deletes that one, as right after it was made.
 */
export function numberedItemsDialogue(deleteTool: string, { otherRecords }: NumberedItemsOptions = {}): ToolDialogue {
  return {
    // A list of one: 「把剛剛那個刪掉」 'delete it' is that record. 「把剛剛新增的那個刪掉」 'the one I just
    // added' points past the list at the call that made it, and is left to that call.
    refer: (action, last, { text }) => {
      if (action !== "delete" || !last.success || otherRecords?.test(text) || pointsAtMade(text)) return null;
      const listed = listedIds(last.data);
      return listed.length === 1 ? { tool: deleteTool, args: { id: listed[0] } } : null;
    },
    items: (text, last) => {
      if (!last.success) return null;
      // Deleting all of them asks first, as the delete tool does for any deletion of several.
      if (ALL.some((pattern) => pattern.test(text)) && listedIds(last.data).length > 0) return { tool: deleteTool, args: { all: true } };
      const ids = readItems(text, listedIds(last.data));
      // 「把運動那個刪掉就好」: one of them, by what it says.
      const named = ids === null ? itemByWords(text, listedItems(last.data)) : null;
      if (named !== null) return { tool: deleteTool, args: { id: named } };
      if (ids === null || ids.length === 0) return null;
      return { tool: deleteTool, args: ids.length === 1 ? { id: ids[0] } : { ids } };
    },
  };
}
