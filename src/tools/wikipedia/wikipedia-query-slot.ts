import type { SlotType } from "../../language/templates/slot-type";
import { trimQuery } from "./trim-query";

const SEARCH = "(?:查詢|(?:查查|搜搜|找找|翻翻)看?|查一查|查|搜尋|搜索|搜一搜|搜|找一找|找|翻一下)(?:一下|下)?";
// A query that is itself a question (「維基百科可靠嗎」「維基百科是誰創立的」) is left to the model.
const QUESTION_LIKE = /^(?:是|有|會|能|可以|怎|為什麼|為何|如何|好不好)|(?:嗎|呢|什麼|誰|哪)/u;
const ONLY_VERB = new RegExp(`^${SEARCH}$`, "u");
const ONLY_THANKS = /^(?:謝謝(?:你|妳|您)?|謝啦|謝了|感謝|感恩|多謝)$/u;
// Not a topic: the rest of a verb (「維基百科查不到」), a statement (「上維基查資料很方便」「維基百科查一下
// 就知道了」), a pronoun, someone's view (「維基百科,我不信」). 「查到」 reports a search (「維基百科上查到…」).
const NOT_A_TOPIC =
  /^(?:不到|不了|得到|過了|了|完|到|資料|東西|文章|內容)|^(?:不?就|才)(?:知道|有|好|行|可以|會|是)|很|比較|方便|了$|^(?:的|一下|下|自己|我|你|他|她|它|這|那|這個|那個)$|^(?:我|你|他|她)(?:不|沒|覺得|想|要|是|也|還|很|都)/u;
const ENGLISH_QUESTION_LIKE = /^(?:is|are|was|were|has|have|does|do|can|good|reliable|down)\b/iu;

/**
 * `{query:wiki_query}`: the topic asked of Wikipedia (黑洞, 「相對論」, Alan Turing), without the
 * quotes around it; not the rest of a verb, a statement, a pronoun or a question of its own.
 */
export const WIKIPEDIA_QUERY_SLOT: SlotType = {
  name: "wiki_query",
  accept: (text) => {
    const query = trimQuery(text);
    const declined =
      query === "" ||
      ONLY_VERB.test(query) ||
      ONLY_THANKS.test(query) ||
      NOT_A_TOPIC.test(query) ||
      QUESTION_LIKE.test(query) ||
      ENGLISH_QUESTION_LIKE.test(query);
    return declined ? null : query;
  },
};
