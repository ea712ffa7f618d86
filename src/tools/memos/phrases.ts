import { deleteManyPhrases, englishRecordIdArgs, NUMBER_EN, ORDINAL_EN, RECORD_ID, recordIdArgs } from "../../records/record-id-phrases";
import type { LocalPhrase } from "../../core/local-phrase";

const PLEASE = "(?:請|麻煩)?(?:你)?(?:幫我)?";
// Whole words only: 「寫個備忘錄」 is no memo 「錄」, and a 筆記本 or 記事本 is a notebook.
const MEMO = "(?:備忘錄|備忘(?!錄)|筆記(?!本)|記事(?!本))";
// 「刪除掉」: a verb with 掉 after it says the same; 「刪了(吧)」 is spoken as an order.
const DELETE = "(?:(?:刪除|移除)(?:掉)?|刪掉|刪了|去掉|拿掉)";
// 「第四個備忘不用了」: no longer wanting it asks for its deletion, alone or before the verb.
const UNWANTED = "(?:不要了|不用了|不需要了)";
const SHOW = "(?:列出|查看|查詢|看看|看一下|顯示|唸|念|讀|打開|開啟|秀出)";
// 「我的」「我之前記的」「所有的」: whose memos, or all of them.
const MINE = "(?:我的|我(?:之前|以前|最近)?(?:記|寫|存)(?:過|下)?的|所有的?|全部的?)";
// 「唸給我聽」「秀給我看」 only say who the list is for.
const FOR_ME = "(?:給我(?:聽|看))?";
// 「…給我看一下」「讓我看看…」: showing the list to the one asking.
const SHOW_ME = "(?:拿)?(?:給|讓)我看(?:一下|看)?";

// 「…列出來」「…念給我聽」: how the list is to be given, after the question.
const READ_OUT = "(?:\\s*,?\\s*(?:都|全部)?(?:給我)?(?:列|念|唸|讀|秀|報)(?:出來)?(?:一下)?(?:給我(?:聽|看))?)?";
// 「裡面寫了什麼」「上面記了哪些」: what is in the memos, asked after the noun.
const WHAT_IS_IN =
  "(?:裡面?|中|上面?)?(?:都|還)?(?:有哪些|有哪幾(?:則|條|個)|有什麼|有啥|有幾(?:則|條|個)|剩(?:下)?(?:哪些|哪幾(?:則|條|個)|什麼|幾則|幾條|幾個)|(?:寫|記)(?:了|著)(?:哪些|什麼|啥))(?:東西|事情?|內容)?(?:呢)?";
const MEMOS_EN = String.raw`(?:memos|notes|memo\s+list|notes\s+list|list\s+of\s+(?:memos|notes))`;
// What the user once asked to have noted, pointed at: 「我之前請你記下來的事情」「我叫你記的東西」「你幫我記的那些筆記」.
const ASKED_TO_NOTE =
  "我?(?:之前|以前|剛剛|剛才|上次|前幾天|最近)?(?:請你|叫你|要你|讓你|拜託你|託你|你)(?:幫我)?(?:記|寫|存)(?:下來|下|住|起來)?(?:了)?的(?:那些|所有)?(?:事情?|東西|內容|事項|備忘錄?|筆記)";
// What the user noted, said as 「我記的東西」「我之前記下來的事情」 (寫的 or 存的 may be anything written or saved).
const I_NOTED = "我(?:之前|以前|最近|剛剛|剛才)?(?:都)?(?:記|記下|記下來|記起來)(?:了|過)?的(?:那些|所有)?(?:事情?|東西|事項)";
// Then how it is to be given back, after a pause or not: 「…可以再唸給我聽嗎」「…念一下」「…是什麼」.
const GIVE_BACK = `\\s*,?\\s*(?:(?:可以|可不可以|能不能|能|麻煩)?(?:你)?(?:再|重新)?(?:唸|念|讀|說|講|列)(?:出來)?(?:一下|一次|一遍)?(?:出來)?${FOR_ME}(?:嗎|好嗎|吧)?|(?:都)?(?:是|有)(?:什麼|哪些)(?:呢)?)`;
const ASKED_TO_NOTE_EN = String.raw`i\s+(?:asked|told|had)\s+you\s+to\s+(?:note(?:\s+down)?|write\s+down|jot\s+down|save|keep)`;

/** 「列出我的備忘錄」「把備忘錄唸給我聽」「筆記有哪些 列出來」「我記過哪些筆記」「show my notes」「read my notes back to me」 */
export const listMemosPhrases: readonly LocalPhrase[] = [
  { pattern: new RegExp(`^${PLEASE}(?:${SHOW}|翻|翻翻|翻看)(?:一下)?${MINE}?${MEMO}(?:清單|列表)?${FOR_ME}$`, "u") },
  // The list first, then how it is to be given: 「備忘錄,唸給我聽」「我的筆記 列出來」「備忘錄給我看一下」.
  {
    pattern: new RegExp(
      `^(?:我的)?${MEMO}\\s*,?\\s*(?:(?:都|全部)?(?:給我)?(?:列|念|唸|讀|秀)(?:出來)?(?:一下)?${FOR_ME}|${SHOW_ME})$`,
      "u",
    ),
  },
  // Shown to the one asking, the asking first: 「給我看一下備忘錄」「讓我看看我的筆記」.
  { pattern: new RegExp(`^${SHOW_ME}${MINE}?${MEMO}(?:清單|列表)?$`, "u") },
  // Whether they are still there: 「我的備忘錄還在嗎」「筆記都還在不在」.
  { pattern: new RegExp(`^${MINE}?${MEMO}(?:都)?還在(?:嗎|不在)$`, "u") },
  { pattern: new RegExp(`^${PLEASE}把${MINE}?${MEMO}(?:都|全部)?(?:唸|念|讀|列|秀|叫|顯示|打開)(?:出來)?(?:一下)?${FOR_ME}$`, "u") },
  {
    pattern: new RegExp(
      `^我?(?:現在|目前)?(?:都)?(?:有|記了|記過|寫了|寫過|存了|還有|還剩|剩下?)(?:些)?(?:哪些|什麼|幾則|幾條|幾個)${MEMO}(?:嗎|呢)?${READ_OUT}$`,
      "u",
    ),
  },
  // 「還有備忘錄嗎」「我還有沒有筆記」: whether any are left, after deleting some.
  // 「我有備忘錄嗎」「我有沒有筆記」: whether there are any at all.
  { pattern: new RegExp(`^我?(?:現在|目前)?還有(?:沒有)?(?:任何)?${MEMO}(?:嗎|剩下嗎)?$|^${MEMO}還有(?:剩)?(?:嗎|沒有)$`, "u") },
  { pattern: new RegExp(`^我?(?:現在|目前)?(?:有(?:任何)?${MEMO}嗎|有沒有(?:任何)?${MEMO})$`, "u") },
  // The noun first: 「筆記有哪些 列出來」「看看備忘錄裡面寫了什麼」.
  {
    pattern: new RegExp(
      `^(?:${SHOW}(?:一下)?)?(?:現在|目前)?(?:我的)?${MEMO}(?:清單|列表)?${WHAT_IS_IN}${READ_OUT}$|^(?:我的)?${MEMO}(?:清單|列表)${READ_OUT}$|^我的(?:所有|全部)?${MEMO}$`,
      "u",
    ),
  },
  {
    pattern: new RegExp(
      `^${PLEASE}(?:看|看看|看一下|查|查一下|查看|唸|念)?(?:一下)?我(?:之前|以前|最近|剛剛|剛才)?(?:都)?記(?:了|過|下了)(?:哪些|什麼|啥)(?:事情?|東西|內容)?(?:呢)?$`,
      "u",
    ),
  },
  // 「我之前請你記下來的事情 可以再唸給我聽嗎」「把我叫你記的東西念給我聽」「再唸一次你幫我記的東西」.
  // 「唸一下我記的東西」「我記的東西 念給我聽」: the user's own noting, pointed at the same way.
  { pattern: new RegExp(`^${PLEASE}(?:${ASKED_TO_NOTE}|${I_NOTED})${GIVE_BACK}$`, "u") },
  {
    pattern: new RegExp(
      `^${PLEASE}把(?:${ASKED_TO_NOTE}|${I_NOTED})(?:都|全部)?(?:唸|念|讀|列|說)(?:出來)?(?:一下|一次|一遍)?${FOR_ME}$`,
      "u",
    ),
  },
  { pattern: new RegExp(`^${PLEASE}(?:再|重新)?(?:唸|念|讀|列出|說)(?:一下|一次|一遍)?(?:${ASKED_TO_NOTE}|${I_NOTED})${FOR_ME}$`, "u") },
  {
    pattern: new RegExp(
      `^(?:list|show|read|tell)(?:\\s+me)?\\s+(?:all\\s+)?(?:of\\s+)?(?:my\\s+)?${MEMOS_EN}(?:\\s+back)?(?:\\s+to\\s+me)?$`,
      "i",
    ),
  },
  // "read me back what I asked you to note down", "what did I tell you to write down".
  {
    pattern: new RegExp(
      `^(?:(?:can|could)\\s+you\\s+)?(?:read|tell|show)(?:\\s+me)?\\s+(?:back\\s+)?(?:what|the\\s+(?:things?|stuff|notes?)(?:\\s+that)?)\\s+${ASKED_TO_NOTE_EN}(?:\\s+(?:again|back))?(?:\\s+to\\s+me)?(?:,?\\s+please)?\\??$|^what\\s+did\\s+i\\s+(?:ask|tell)\\s+you\\s+to\\s+(?:note(?:\\s+down)?|write\\s+down|jot\\s+down|save)$`,
      "i",
    ),
  },
  {
    pattern: new RegExp(
      `^(?:what|which)\\s+(?:memos|notes)\\s+(?:do\\s+i\\s+have|did\\s+i\\s+(?:write|take|make|save))$|^what\\s+are\\s+my\\s+(?:memos|notes)$|^what(?:'|’)?s\\s+(?:on|in)\\s+my\\s+${MEMOS_EN}$`,
      "i",
    ),
  },
  {
    // 'do I still have any notes', 'any notes left', 'how many notes do I have left': after deleting some.
    pattern:
      /^(?:do\s+i\s+(?:still\s+)?have|did\s+i\s+(?:write|take|make|save)|are\s+there(?:\s+still)?)\s+any\s+(?:memos|notes)(?:\s+left)?$|^any\s+(?:memos|notes)\s+left$|^how\s+many\s+(?:memos|notes)\s+(?:do\s+i\s+have|are\s+there)(?:\s+left)?$|^what\s+(?:memos|notes)\s+(?:do\s+i\s+have|are)\s+left$|^what\s+did\s+i\s+(?:write|jot|note)\s+down$/i,
  },
];

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
