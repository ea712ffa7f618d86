import type { LocalPhrase } from "../core/local-phrase";

/** Regex source for a record's number as said in Chinese or digits, in group `id`: 2, 二, 十二. */
export const RECORD_ID = String.raw`(?<id>\d+|[一二兩三四五六七八九十]+)`;

/** Regex source for an English ordinal, in group `ordinal`: "second", "3rd" ("the third alarm", "my 2nd memo"). */
export const ORDINAL_EN = String.raw`(?<ordinal>first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:st|nd|rd|th))`;

/** Regex source for an English record number: "2", "number 2", "no. 2", "#2" (group `id`) or "number two" (group `numberWord`). */
export const NUMBER_EN = String.raw`(?:number\s+|no\.\s*|#)?(?<id>\d+)|number\s+(?<numberWord>one|two|three|four|five|six|seven|eight|nine|ten)`;

/** English ordinals and number words as record numbers: "second" and "two" → "2". */
export const ORDINALS_EN: Readonly<Record<string, string>> = {
  first: "1",
  second: "2",
  third: "3",
  fourth: "4",
  fifth: "5",
  sixth: "6",
  seventh: "7",
  eighth: "8",
  ninth: "9",
  tenth: "10",
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
  ten: "10",
};

// 「兩個鬧鐘」「三則備忘錄」 count records; 「第二個鬧鐘」「2號鬧鐘」 name one.
const COUNTED = /(?:\d|[一二兩三四五六七八九十])\s*(?:個|則|條)/u;

/**
 * `{ id }` for the number a phrase caught in `said`, or null when the number counts records
 * instead of naming one (「刪除兩個鬧鐘」: 個, 則 or 條 with no 第).
 */
export function namedRecordId(said: string, id: string | undefined): Record<string, unknown> | null {
  return COUNTED.test(said) && !said.includes("第") ? null : { id: id ?? "" };
}

/** The arguments of a phrase that caught {@link RECORD_ID}: `{ id }` (the tool's normaliser reads 二 as "2"), or null when it counts (see {@link namedRecordId}). */
export function recordIdArgs(match: RegExpMatchArray): Record<string, unknown> | null {
  return namedRecordId(match[0], match.groups?.id);
}

/** The arguments of a phrase that caught {@link NUMBER_EN} or {@link ORDINAL_EN}: "the second" → `{ id: "2" }`. */
export function englishRecordIdArgs(match: RegExpMatchArray): Record<string, unknown> {
  const { id, ordinal, numberWord } = match.groups ?? {};
  if (id !== undefined) return { id };
  const word = (ordinal ?? numberWord ?? "").toLowerCase();
  return { id: ORDINALS_EN[word] ?? word.replace(/\D+$/u, "") };
}

/** How a family's "delete them all" and "delete these several" are said. */
export interface DeleteManyWords {
  /** Regex source for the noun in Traditional Chinese: `鬧鐘`, `(?:備忘錄|筆記)`. */
  noun: string;
  /** Regex source for the verbs that delete in Chinese: `(?:刪除|刪掉|取消|清掉)`. */
  verb: string;
  /** Regex source for the noun in English, plural: `(?:alarms|alarm\s+clocks)`. */
  nounEn: string;
  /** Regex source for the verbs that delete in English: `(?:delete|remove|cancel|clear)`. */
  verbEn: string;
}

const PLEASE = "(?:請|麻煩)?(?:你)?(?:幫我)?";
const ALL = "(?:所有|全部)(?:的)?";
// 「都」「全部」「通通」 after the noun says every one of them.
const EVERY_ONE = "(?:都|全部都?|全都|全|通通|統統|一起)";
const MINE = "(?:我的|我設的|我記的)?";
const ID_ITEM = String.raw`(?:第)?(?:\d+|[一二兩三四五六七八九十]+)\s*(?:號|個|則|條)?`;
const ID_LIST = String.raw`(?<ids>${ID_ITEM}(?:\s*(?:和|跟|與|及|還有|、|,)\s*${ID_ITEM})+)`;
const ID_LIST_EN = String.raw`(?<ids>\d+(?:\s*(?:,\s*(?:and\s+)?|and\s+|&\s*)\d+)+)`;

const allArgs = () => ({ all: true });
const idsArgs = (match: RegExpMatchArray) => ({
  ids: (match.groups?.ids ?? "").split(/\s*(?:和|跟|與|及|還有|、|,|\band\b|&)\s*/u).filter(Boolean),
});

/**
 * The local phrases of a family's delete tool for all or several records, as regexes, for a family
 * whose phrases are still regexes (alarms); `deleteManyTemplates` says the same as sentence templates
 * and is preferred: 「把鬧鐘全部刪掉」
 * 「刪除所有鬧鐘」「清空備忘錄」「刪除1號和3號鬧鐘」 'delete all my alarms' 'delete alarms 1 and 3'.
 * The tool asks before it runs them (its `confirm`).
 */
export function deleteManyPhrases({ noun, verb, nounEn, verbEn }: DeleteManyWords): LocalPhrase[] {
  const VERB = `${verb}(?:掉|光)?(?:吧)?`;
  const PLEASE_EN_END = String.raw`(?:,?\s+please)?`;
  return [
    // 「把鬧鐘全部刪掉」「鬧鐘通通取消」「把所有的鬧鐘都刪了」
    { pattern: new RegExp(`^${PLEASE}(?:把)?(?:${ALL})?${MINE}${noun}\\s*${EVERY_ONE}\\s*${VERB}$`, "u"), toArgs: allArgs },
    { pattern: new RegExp(`^${PLEASE}(?:把)?${ALL}${MINE}${noun}\\s*${VERB}$`, "u"), toArgs: allArgs },
    // 「刪除所有鬧鐘」「取消全部的鬧鐘」「清空備忘錄」
    { pattern: new RegExp(`^${PLEASE}${VERB}${MINE}${ALL}${noun}$`, "u"), toArgs: allArgs },
    {
      pattern: new RegExp(
        `^${PLEASE}清空${MINE}(?:${ALL})?${noun}(?:清單|列表)?$|^${PLEASE}(?:把)?${MINE}${noun}(?:清單|列表)?(?:都|全部)?清空$`,
        "u",
      ),
      toArgs: allArgs,
    },
    // 「刪除1號和3號鬧鐘」「把第一個跟第二個鬧鐘刪掉」「刪除鬧鐘1和3」
    { pattern: new RegExp(`^${PLEASE}${VERB}${ID_LIST}(?:的)?${noun}$`, "u"), toArgs: idsArgs },
    { pattern: new RegExp(`^${PLEASE}${VERB}${noun}\\s*${ID_LIST}$`, "u"), toArgs: idsArgs },
    { pattern: new RegExp(`^${PLEASE}(?:把)?${ID_LIST}(?:的)?${noun}\\s*${EVERY_ONE}?\\s*${VERB}$`, "u"), toArgs: idsArgs },
    // 「備忘錄第1個跟第3個都刪掉」: the noun first.
    { pattern: new RegExp(`^${PLEASE}(?:把)?${noun}(?:的)?\\s*${ID_LIST}\\s*${EVERY_ONE}?\\s*${VERB}$`, "u"), toArgs: idsArgs },
    // 'delete all my alarms', 'clear every alarm', 'remove all of the notes'
    {
      pattern: new RegExp(
        String.raw`^(?:please\s+)?${verbEn}\s+(?:all(?:\s+of)?\s+(?:my\s+|the\s+)?|every\s+(?:one\s+of\s+)?(?:my\s+|the\s+)?)${nounEn}${PLEASE_EN_END}$`,
        "i",
      ),
      toArgs: allArgs,
    },
    {
      pattern: new RegExp(String.raw`^(?:please\s+)?(?:clear|wipe)(?:\s+out)?\s+(?:my|the)\s+${nounEn}(?:\s+list)?${PLEASE_EN_END}$`, "i"),
      toArgs: allArgs,
    },
    // 'delete alarms 1 and 3'
    {
      pattern: new RegExp(
        String.raw`^(?:please\s+)?${verbEn}\s+(?:the\s+)?${nounEn}\s+(?:number\s+|numbers\s+|#)?${ID_LIST_EN}${PLEASE_EN_END}$`,
        "i",
      ),
      toArgs: idsArgs,
    },
  ];
}
