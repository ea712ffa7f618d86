import type { LocalPhrase } from "../../core/local-phrase";

const PLEASE = "(?:請|麻煩)?(?:你)?(?:幫我)?";
// Whole words only: 「寫個備忘錄」 is no memo 「錄」, and a 筆記本 or 記事本 is a notebook.
const MEMO = "(?:備忘錄|備忘(?!錄)|筆記(?!本)|記事(?!本))";
const ID = String.raw`(?<id>\d+|[一二兩三四五六七八九十]+)`;
// 「刪除掉」: a verb with 掉 after it says the same.
const DELETE = "(?:(?:刪除|移除)(?:掉)?|刪掉|去掉|拿掉)";
const SHOW = "(?:列出|查看|查詢|看看|看一下|顯示|唸|念|讀|打開|開啟|秀出)";
// 「唸給我聽」「秀給我看」 only say who the list is for.
const FOR_ME = "(?:給我(?:聽|看))?";

// 「記住了嗎」「記下來了」 are not requests; a question is left to the model.
const notContent = /^(?:了|嗎|吧|啊|喔)|(?:嗎|呢|\?)$/u;
// 「記住我的名字」「記一下這個」「記住剛剛說的」 point at something not said: the model asks what it is.
const pointsElsewhere = /^(?:我|你|他|她|它|這|那|這個|那個|這些|那些|這件事|那件事|我的名字|我說的話?|你說的話?|this|that|it|these|those)$|^(?:剛才|剛剛|上面|前面|之前)/iu;

function contentArgs(match: RegExpMatchArray): Record<string, unknown> | null {
  const content = (match.groups?.content ?? "").replace(/^[\s:,、]+/u, "").trim();
  return content && !notContent.test(content) && !pointsElsewhere.test(content) ? { content } : null;
}

// After a bare 「備忘 …」 the rest may be a question or a remark about memos (「備忘 怎麼同步」
// 「備忘 很好用」), not a memo.
const aboutMemos = /^(?:怎麼|怎樣|如何|要怎麼|是|在哪|有沒有|可以|能不能|不見|壞|跟|和|與|同步|匯出|app|很|太|超|真的?|好用|難用|不好用)/iu;

function headedContentArgs(match: RegExpMatchArray): Record<string, unknown> | null {
  return aboutMemos.test(match.groups?.content ?? "") ? null : contentArgs(match);
}

/** 「幫我記一下 週五要繳電費」「記下來：買牛奶」「寫個備忘錄，買牛奶」「備忘 週五買牛奶」「take a note: buy milk」 */
export const addMemoPhrases: readonly LocalPhrase[] = [
  // A bare 記 needs a pause after it (「幫我記 下禮拜換駕照」); 記下 before 下週/下午 is 記 + the day.
  {
    pattern: new RegExp(`^${PLEASE}(?:記一下|記下來|記下(?!來|禮拜|週|星期|個|午|次)|記住|記錄一下|記著|寫下來|記(?=\\s|:|,|下(?:禮拜|週|星期|個|午|次)))\\s*[:,]?\\s*(?<content>.+)$`, "u"),
    toArgs: contentArgs,
  },
  // 「寫個備忘錄」「添加一條備忘錄」: the count word comes with or without 一.
  { pattern: new RegExp(`^${PLEASE}(?:新增|添加|增加|加|建立|新建|創建|寫)(?:一?[則條個筆])?${MEMO}\\s*[:,]?\\s*(?<content>.+)$`, "u"), toArgs: contentArgs },
  { pattern: new RegExp(`^${MEMO}\\s*:\\s*(?<content>.+)$`, "u"), toArgs: contentArgs },
  // 「備忘 週五下午買牛奶」: the word as a heading, then the memo (「備忘錄 …」 is more often said about memos).
  { pattern: /^備忘\s+(?<content>.+)$/u, toArgs: headedContentArgs },
  // 「把車位記在備忘錄裡」「幫我把這個加到備忘錄」 (a pointer such as 這個 is declined).
  { pattern: new RegExp(`^${PLEASE}把(?<content>.+?)(?:記|寫|存|加|放)(?:到|在|進|入)(?:我的)?${MEMO}(?:裡面?|中|上)?$`, "u"), toArgs: contentArgs },
  { pattern: /^(?:please\s+)?(?:take|make)\s+a\s+(?:note|memo)(?:\s+that)?\s*:?\s+(?<content>.+)$/i, toArgs: contentArgs },
  { pattern: /^(?:please\s+)?(?:add|create)\s+a\s+(?:note|memo)\s*:?\s+(?<content>.+)$/i, toArgs: contentArgs },
  { pattern: /^(?:note|memo)\s*:\s*(?<content>.+)$/i, toArgs: contentArgs },
  { pattern: /^(?:please\s+)?(?:write|jot|note)\s+(?:this\s+|it\s+)?down(?:\s+that)?\s*:?\s+(?<content>.+)$/i, toArgs: contentArgs },
];

/** 「列出我的備忘錄」「把備忘錄唸給我聽」「我的備忘錄裡有什麼」「我之前記了哪些東西」「show my notes」 */
export const listMemosPhrases: readonly LocalPhrase[] = [
  { pattern: new RegExp(`^${PLEASE}${SHOW}(?:一下)?(?:我的|所有的?|全部的?)?${MEMO}(?:清單|列表)?${FOR_ME}$`, "u") },
  { pattern: new RegExp(`^${PLEASE}把(?:我的|所有的?|全部的?)?${MEMO}(?:都|全部)?(?:唸|念|讀|列|秀|叫|顯示|打開)(?:出來)?(?:一下)?${FOR_ME}$`, "u") },
  { pattern: new RegExp(`^我?(?:有|記了)(?:哪些|什麼|幾則|幾條|幾個)${MEMO}$`, "u") },
  { pattern: new RegExp(`^(?:我的)?${MEMO}(?:清單|列表|(?:裡面?|中|上)?(?:都|還)?(?:有哪些|有什麼|有啥)(?:東西|事情?|內容)?(?:呢)?)$|^我的(?:所有|全部)?${MEMO}$`, "u") },
  { pattern: new RegExp(`^${PLEASE}(?:看|看看|看一下|查|查一下|查看|唸|念)?(?:一下)?我(?:之前|以前|最近|剛剛|剛才)?(?:都)?記(?:了|過|下了)(?:哪些|什麼|啥)(?:事情?|東西|內容)?(?:呢)?$`, "u") },
  { pattern: /^(?:list|show|read)(?:\s+me)?\s+(?:all\s+)?(?:of\s+)?(?:my\s+)?(?:memos|notes)$/i },
  { pattern: /^(?:what|which)\s+(?:memos|notes)\s+do\s+i\s+have$|^what\s+are\s+my\s+(?:memos|notes)$/i },
];

const idArgs = (match: RegExpMatchArray) => ({ id: match.groups?.id ?? "" });

/** 「刪除第2則備忘錄」「把3號備忘錄刪掉」「把備忘錄2刪除」「delete memo 2」 */
export const deleteMemoPhrases: readonly LocalPhrase[] = [
  { pattern: new RegExp(`^${PLEASE}${DELETE}(?:第)?${ID}(?:則|條|個|號)?${MEMO}$`, "u"), toArgs: idArgs },
  { pattern: new RegExp(`^${PLEASE}(?:把)?(?:第)?${ID}(?:則|條|個|號)?${MEMO}${DELETE}$`, "u"), toArgs: idArgs },
  // The number may follow the noun, as it does in 「刪除備忘錄2」: 「把備忘錄2刪除」.
  { pattern: new RegExp(`^${PLEASE}把${MEMO}\\s*(?:第)?${ID}(?:則|條|個|號)?${DELETE}$`, "u"), toArgs: idArgs },
  { pattern: new RegExp(`^${PLEASE}${DELETE}${MEMO}\\s*(?:第)?${ID}(?:則|條|個|號)?$`, "u"), toArgs: idArgs },
  { pattern: /^(?:please\s+)?(?:delete|remove)\s+(?:memo|note)\s+(?:number\s+|no\.\s*|#)?(?<id>\d+)$/i, toArgs: idArgs },
];
