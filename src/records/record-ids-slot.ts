import type { SlotType } from "../language/templates/slot-type";

// 「1號和3號」「第一個跟第二個」「2、4」: two or more records' numbers, said in Chinese or digits.
const ID_ITEM = String.raw`(?:第)?(?:\d+|[一二兩三四五六七八九十]+)\s*(?:號|個|則|條)?`;
const ID_LIST = new RegExp(String.raw`^${ID_ITEM}(?:\s*(?:和|跟|與|及|還有|、|,)\s*${ID_ITEM})+$`, "u");
// "1 and 3", "2, 4 and 5", "1 & 2".
const ID_LIST_EN = /^\d+(?:\s*(?:,\s*(?:and\s+)?|and\s+|&\s*)\d+)+$/iu;
const BETWEEN = /\s*(?:和|跟|與|及|還有|、|,|\band\b|&)\s*/u;

const idsOf = (text: string): string[] => text.split(BETWEEN).filter(Boolean);

/**
 * `{ids:record_ids}`: two or more records named by their numbers (「1號和3號」「第一個跟第二個」「2、4」), as said
 * one by one (`["1號", "3號"]`; the delete tool's normaliser reads 第二個 as "2").
 */
export const RECORD_IDS_SLOT: SlotType = {
  name: "record_ids",
  accept: (text) => (ID_LIST.test(text) ? idsOf(text) : null),
};

/** `{ids:record_ids_en}`: two or more records' numbers in English ("1 and 3", "2, 4 and 5"), as said one by one. */
export const RECORD_IDS_EN_SLOT: SlotType = {
  name: "record_ids_en",
  accept: (text) => (ID_LIST_EN.test(text) ? idsOf(text) : null),
};
