import type { LocalPhrase } from "../../core/local-phrase";

const PLEASE = "(?:請|麻煩)?(?:你)?(?:幫我)?";
const MEMO = "(?:備忘錄|備忘|筆記|記事)";
const ID = String.raw`(?<id>\d+|[一二兩三四五六七八九十]+)`;
const DELETE = "(?:刪除|刪掉|移除|去掉)";

// 「記住了嗎」「記下來了」 are not requests; a question is left to the model.
const notContent = /^(?:了|嗎|吧|啊|喔)|(?:嗎|呢|\?)$/u;
// 「記住我的名字」「記一下這個」「記住剛剛說的」 point at something not said: the model asks what it is.
const pointsElsewhere = /^(?:我|你|他|她|它|這|那|這個|那個|這些|那些|這件事|那件事|我的名字|我說的話?|你說的話?)$|^(?:剛才|剛剛|上面|前面|之前)/u;

function contentArgs(match: RegExpMatchArray): Record<string, unknown> | null {
  const content = (match.groups?.content ?? "").replace(/^[\s:,、]+/u, "").trim();
  return content && !notContent.test(content) && !pointsElsewhere.test(content) ? { content } : null;
}

/** 「幫我記一下 週五要繳電費」「記下來：買牛奶」「新增備忘錄 買電池」「take a note: buy milk」 */
export const addMemoPhrases: readonly LocalPhrase[] = [
  { pattern: new RegExp(`^${PLEASE}(?:記一下|記下來|記下(?!來)|記住|記錄一下|記著|寫下來)\\s*[:,]?\\s*(?<content>.+)$`, "u"), toArgs: contentArgs },
  { pattern: new RegExp(`^${PLEASE}(?:新增|加|建立|寫)(?:一[則條個筆])?${MEMO}\\s*[:,]?\\s*(?<content>.+)$`, "u"), toArgs: contentArgs },
  { pattern: new RegExp(`^${MEMO}\\s*:\\s*(?<content>.+)$`, "u"), toArgs: contentArgs },
  { pattern: /^(?:please\s+)?(?:take|make)\s+a\s+(?:note|memo)(?:\s+that)?\s*:?\s+(?<content>.+)$/i, toArgs: contentArgs },
  { pattern: /^(?:please\s+)?(?:add|create)\s+a\s+(?:note|memo)\s*:?\s+(?<content>.+)$/i, toArgs: contentArgs },
  { pattern: /^(?:note|memo)\s*:\s*(?<content>.+)$/i, toArgs: contentArgs },
  { pattern: /^(?:please\s+)?(?:write|jot)\s+(?:this\s+)?down\s*:?\s+(?<content>.+)$/i, toArgs: contentArgs },
];

/** 「列出我的備忘錄」「我有哪些備忘錄」「show my notes」 */
export const listMemosPhrases: readonly LocalPhrase[] = [
  { pattern: new RegExp(`^${PLEASE}(?:列出|查看|查詢|看看|看一下|顯示|唸|念|讀)(?:一下)?(?:我的|所有的?|全部的?)?${MEMO}(?:清單|列表)?$`, "u") },
  { pattern: new RegExp(`^我?(?:有|記了)(?:哪些|什麼|幾則|幾條|幾個)${MEMO}$`, "u") },
  { pattern: new RegExp(`^(?:我的)?${MEMO}(?:清單|列表|有哪些|有什麼)$|^我的(?:所有|全部)?${MEMO}$`, "u") },
  { pattern: /^我(?:都)?記了(?:哪些|什麼)(?:事情?)?$/u },
  { pattern: /^(?:list|show|read)(?:\s+me)?\s+(?:all\s+)?(?:of\s+)?(?:my\s+)?(?:memos|notes)$/i },
  { pattern: /^(?:what|which)\s+(?:memos|notes)\s+do\s+i\s+have$|^what\s+are\s+my\s+(?:memos|notes)$/i },
];

const idArgs = (match: RegExpMatchArray) => ({ id: match.groups?.id ?? "" });

/** 「刪除第2則備忘錄」「把3號備忘錄刪掉」「delete memo 2」 */
export const deleteMemoPhrases: readonly LocalPhrase[] = [
  { pattern: new RegExp(`^${PLEASE}${DELETE}(?:第)?${ID}(?:則|條|個|號)?${MEMO}$`, "u"), toArgs: idArgs },
  { pattern: new RegExp(`^${PLEASE}(?:把)?(?:第)?${ID}(?:則|條|個|號)?${MEMO}${DELETE}$`, "u"), toArgs: idArgs },
  { pattern: new RegExp(`^${PLEASE}${DELETE}${MEMO}\\s*(?:第)?${ID}(?:則|條|個|號)?$`, "u"), toArgs: idArgs },
  { pattern: /^(?:please\s+)?(?:delete|remove)\s+(?:memo|note)\s+(?:number\s+|no\.\s*|#)?(?<id>\d+)$/i, toArgs: idArgs },
];
