import type { SlotType } from "../../language/templates/slot-type";

// 「記住了嗎」「記下來了」 are not requests; a question is left to the model.
const NOT_CONTENT = /^(?:了|嗎|吧|啊|喔)|(?:嗎|呢|\?)$/u;
// 「記住我的名字」「記一下這個」「記住剛剛說的」 point at something not said: the model asks what it is.
const POINTS_ELSEWHERE =
  /^(?:我|你|他|她|它|這|那|這個|那個|這些|那些|這件事|那件事|我的名字|我說的話?|你說的話?|this|that|it|these|those)$|^(?:剛才|剛剛|上面|前面|之前)/iu;
// 「記下來喔 水電師傅的電話…」: a particle said after the verb, before a pause, is not the memo.
const SPOKEN_PARTICLE = /^(?:喔|哦|啊|啦|唷|欸)\s+(?=\S)/u;
// 「記一下 上個月花的錢」: what is to be noted must first be looked up (by another tool): the model does both.
const ENDS_ASKING_FOR_DATA =
  /(?:花的錢|花了多少|花費|支出|收入|消費|帳單|餘額|匯率|天氣|氣溫|股價|行情|報價|新聞|頭條|熱搜|月相|多少錢?|結果|答案)$/u;

/** Options of {@link memoContentSlot}. */
export interface MemoContentSlotOptions {
  /** The name templates use: `{content:memo_content}`. */
  name: string;
  /** Said so, the text is no memo (「備忘 怎麼同步」 asks about memos). Default: none. */
  vetoes?: readonly RegExp[];
}

/**
 * A slot type for what a memo says (`{content:…}`): the rest of the request, without a pause or a spoken
 * particle before it (「喔 …」); not a question, a pointer at something not said (「這個」「剛剛說的」) or
 * something to look up first (「上個月花的錢」), nor what `vetoes` name.
 *
 * @example
 * ```ts
 * const headed = memoContentSlot({ name: "memo_headed", vetoes: [/^(?:怎麼|如何)/u] });
 * ```
 */
export function memoContentSlot({ name, vetoes = [] }: MemoContentSlotOptions): SlotType {
  return {
    name,
    accept: (text) => {
      if (vetoes.some((veto) => veto.test(text))) return null;
      const content = text
        .replace(/^[\s:,、]+/u, "")
        .replace(SPOKEN_PARTICLE, "")
        .trim();
      if (!content || NOT_CONTENT.test(content) || POINTS_ELSEWHERE.test(content) || ENDS_ASKING_FOR_DATA.test(content)) return null;
      return content;
    },
  };
}
