import { deleteManyPhrases, englishRecordIdArgs, NUMBER_EN, ORDINAL_EN, RECORD_ID, recordIdArgs } from "../../records/record-id-phrases";
import type { LocalPhrase } from "../../core/local-phrase";

const PLEASE = "(?:請|麻煩)?(?:你)?(?:幫我)?";
// Whole words only: 「寫個備忘錄」 is no memo 「錄」, and a 筆記本 or 記事本 is a notebook.
const MEMO = "(?:備忘錄|備忘(?!錄)|筆記(?!本)|記事(?!本))";
// 「刪除掉」: a verb with 掉 after it says the same; 「刪了(吧)」 is spoken as an order.
const DELETE = "(?:(?:刪除|移除)(?:掉)?|刪掉|刪了|去掉|拿掉)";
// 「第四個備忘不用了」: no longer wanting it asks for its deletion, alone or before the verb.
const UNWANTED = "(?:不要了|不用了|不需要了)";

const REMOVE_EN = String.raw`(?:please\s+)?(?:delete|remove|erase|get\s+rid\s+of|scratch|cross\s+out|drop|nuke|ditch|scrap|trash)`;

// The memo first, then the verb, 不要了, or both: 「把備忘錄2刪除」「第一條筆記不要了 刪了吧」.
// 「第四條備忘錄可以刪了」: 可以 before the verb says it may go.
const THEN_DELETE = `\\s*(?:(?:可以)?${DELETE}|(?:可以)?${UNWANTED}(?:\\s*,?\\s*${PLEASE}${DELETE})?)$`;

/** 「刪除第2則備忘錄」「把3號備忘錄刪掉」「備忘錄二號刪掉」「第四個備忘不用了 刪除」「delete memo 2」「scratch the second note」 */
export const deleteMemoPhrases: readonly LocalPhrase[] = [
  { pattern: new RegExp(`^${PLEASE}${DELETE}(?:第)?${RECORD_ID}(?:則|條|個|號)?${MEMO}$`, "u"), toArgs: recordIdArgs },
  { pattern: new RegExp(`^${PLEASE}${DELETE}${MEMO}\\s*(?:第)?${RECORD_ID}(?:則|條|個|號)?$`, "u"), toArgs: recordIdArgs },
  { pattern: new RegExp(`^${PLEASE}(?:把)?(?:第)?${RECORD_ID}(?:則|條|個|號)?${MEMO}${THEN_DELETE}`, "u"), toArgs: recordIdArgs },
  // The number may follow the noun, as it does in 「刪除備忘錄2」: 「把備忘錄2刪除」「備忘錄二號刪掉」.
  { pattern: new RegExp(`^${PLEASE}(?:把)?${MEMO}\\s*(?:第)?${RECORD_ID}(?:則|條|個|號)?${THEN_DELETE}`, "u"), toArgs: recordIdArgs },
  {
    pattern: new RegExp(`^${REMOVE_EN}\\s+(?:the\\s+)?(?:memo|note)\\s+(?:${NUMBER_EN})(?:,?\\s+please)?$`, "i"),
    toArgs: englishRecordIdArgs,
  },
  {
    pattern: new RegExp(`^${REMOVE_EN}\\s+(?:the\\s+|my\\s+)${ORDINAL_EN}\\s+(?:memo|note)(?:,?\\s+please)?$`, "i"),
    toArgs: englishRecordIdArgs,
  },
  // 「備忘錄 全部 清掉好了」「筆記通通刪掉就好」: all of them, said as a decision (the tool asks first).
  {
    pattern: new RegExp(
      `^${PLEASE}(?:把)?(?:我的)?${MEMO}\\s*(?:都|全部都?|全都|通通|統統)\\s*(?:${DELETE}|清掉|清除|清空)(?:掉)?(?:好了|就好了?)$`,
      "u",
    ),
    toArgs: () => ({ all: true }),
  }, // All or several at once (the tool asks first): 「把備忘錄全部清掉」「刪除所有備忘錄」「delete all my notes」.
  ...deleteManyPhrases({
    noun: MEMO,
    verb: `(?:${DELETE}|清掉|清除|清空)`,
    nounEn: String.raw`(?:memos?|notes?)`,
    verbEn: String.raw`(?:delete|remove|clear|erase|get\s+rid\s+of|wipe|nuke|ditch|scrap|trash)`,
  }),
];
