import type { LocalPhrase } from "../../core/local-phrase";
import { trimQuery } from "./trim-query";

const wiki = "(?:維基百科|維基(?!百科)|[Ww]ikipedia|[Ww]iki(?!pedia))";
const ask = "(?:請|麻煩)?(?:你)?(?:幫我|幫忙)?";
// Asked as a favour, 「可以幫我在維基百科上查一下鄧麗君嗎」「你能不能去維基百科查查長城」: the 嗎 after the
// topic closes the asking (see toQuery). After a courtesy is taken out (「可以在維基百科上查一下鄧麗君嗎 謝謝你」
// is read again without 幫我 and the thanks), 可以 … 嗎 is still a request for the named topic.
const can = "(?<can>(?:請問)?(?:你)?(?:可以|可不可以|能不能|能否|能)(?:麻煩你)?)?";
const favour = "(?<favour>嗎|好嗎|好不好)?";
// Thanks said after the topic, after a pause or not (「…查一下鄧麗君 謝謝」): no part of the topic.
const THANKS = "(?:謝謝(?:你|妳|您)?|謝啦|謝了|感謝|感恩|多謝)";
// (A trailing 啦 is taken as a filler before the phrases read the text: 「謝啦」 may come as 「謝」 after a pause.)
const thanks = `(?:[\\s,]*${THANKS}|[\\s,]+謝)?`;
const thanksEn = String.raw`(?:,?\s+(?:please|thanks|thank\s+you))?`;
// 「查下」「搜下」, as 查一下 is said in the mainland and Hong Kong (「查下去」「下載」「下午茶」 are other words;
// 「查下周杰倫」 reads 周 as 週 once converted, so 下週 cannot be told from 下 + a name).
const down = "下(?![去來載面午])";
// 查查 / 找找看 / 搜一搜: the doubled verb says 查一下.
const search = `(?:查詢|(?:查查|搜搜|找找|翻翻)看?|查一查|查|搜尋|搜索|搜一搜|搜|找一找|找|翻一下)(?:一下|${down})?`;
// The verb right after Wikipedia: doubled (「維基百科查查X」), or with 一下, 下 or a pause (「維基百科查資料很方便」 is a statement).
const searchThen = `(?:(?:查查|搜搜|找找|翻翻)看?|(?:查一查|搜一搜|找一找)|(?:查詢|查|搜尋|搜索|搜|找|翻)(?:一下|${down}|\\s))`;
// A query that is itself a question (「維基百科可靠嗎」「維基百科是誰創立的」) is left to the model.
const questionLike = /^(?:是|有|會|能|可以|怎|為什麼|為何|如何|好不好)|(?:嗎|呢|什麼|誰|哪)/;
const onlyVerb = new RegExp(`^${search}$`);
// Not a topic: the rest of a verb (「維基百科查不到」), a statement (「上維基查資料很方便」「維基百科查一下
// 就知道了」), a pronoun, someone's view (「維基百科,我不信」).
// 「查到」 reports a search (「維基百科上查到…」).
const notATopic =
  /^(?:不到|不了|得到|過了|了|完|到|資料|東西|文章|內容)|^(?:不?就|才)(?:知道|有|好|行|可以|會|是)|很|比較|方便|了$|^(?:的|一下|下|自己|我|你|他|她|它|這|那|這個|那個)$|^(?:我|你|他|她)(?:不|沒|覺得|想|要|是|也|還|很|都)/;
// 上/上面/裡面: 「維基百科上面的玉山」.
const on = "(?:上面?|裡面?|中)";
// How Wikipedia tells of a topic: 「維基百科上面怎麼介紹玉山」.
const tell = "(?:是)?怎麼(?:介紹|描述|說|講)";
const englishQuestionLike = /^(?:is|are|was|were|has|have|does|do|can|good|reliable|down)\b/i;

const onlyThanks = new RegExp(`^${THANKS}$`);

function toQuery(match: RegExpMatchArray): Record<string, unknown> | null {
  // 「維基百科查一下黑洞嗎」 with no 可以 before it asks nothing.
  if (match.groups?.favour !== undefined && match.groups.can === undefined) return null;
  const query = trimQuery(match.groups?.query ?? "");
  if (
    query === "" ||
    onlyVerb.test(query) ||
    onlyThanks.test(query) ||
    notATopic.test(query) ||
    questionLike.test(query) ||
    englishQuestionLike.test(query)
  )
    return null;
  return { query };
}

/**
 * Requests the local route answers for `search_wikipedia` with no model: the user names
 * Wikipedia and a topic (「幫我查維基百科 黑洞」「維基百科上的量子力學」「look up Alan Turing on
 * wikipedia」). A question about a topic with no mention of Wikipedia (「黑洞會不會吞掉地球」) is the model's.
 */
export const wikipediaPhrases: readonly LocalPhrase[] = [
  // 幫我查維基百科 黑洞 / 查一下維基百科上關於黑洞的資料
  {
    pattern: new RegExp(
      `^${can}${ask}${search}\\s*${wiki}\\s*${on}?(?:的|關於)?\\s*(?<query>.+?)(?:的(?:資料|條目|介紹))?${favour}${thanks}$`,
    ),
    toArgs: toQuery,
  },
  // 幫我在維基百科上查黑洞 / 上維基查一下周杰倫 / 去維基百科查一下長城
  {
    pattern: new RegExp(
      `^${can}${ask}(?:在|到|用|上|去|從)\\s*${wiki}\\s*${on}?(?:幫我|幫忙)?${search}\\s*(?:關於)?(?<query>.+?)(?:的(?:資料|條目|介紹))?${favour}${thanks}$`,
    ),
    toArgs: toQuery,
  },
  // 維基一下長城 / 幫我wiki一下黑洞: Wikipedia as the verb
  { pattern: new RegExp(`^${ask}${wiki}一下\\s*(?:關於)?(?<query>.+?)${thanks}$`), toArgs: toQuery },
  // 維基百科查一下台積電 / 維基百科上搜 黑洞 / 維基百科查查量子糾纏
  {
    pattern: new RegExp(
      `^${can}${ask}${wiki}\\s*${on}?(?:幫我|幫忙)?${searchThen}\\s*(?:關於)?(?<query>.+?)(?:的(?:資料|條目|介紹))?${favour}${thanks}$`,
    ),
    toArgs: toQuery,
  },
  // 維基百科上面怎麼介紹玉山 / 玉山在維基百科上是怎麼介紹的
  { pattern: new RegExp(`^${wiki}\\s*${on}?${tell}\\s*(?<query>.+?)的?$`), toArgs: toQuery },
  { pattern: new RegExp(`^${wiki}\\s*${on}?(?:對|關於)\\s*(?<query>.+?)\\s*${tell}的?$`), toArgs: toQuery },
  { pattern: new RegExp(`^(?<query>.+?)\\s*在\\s*${wiki}\\s*${on}?${tell}的?$`), toArgs: toQuery },
  // 維基百科上的量子力學 / 維基百科 黑洞 / 維基百科,光合作用
  { pattern: new RegExp(`^${wiki}\\s*(?:${on}?(?:的|關於)|\\s|,)\\s*(?<query>.+?)(?:條目)?${thanks}$`), toArgs: toQuery },
  // 查一下黑洞的維基百科 / 黑洞的維基百科條目
  {
    pattern: new RegExp(`^${ask}(?:${search})?\\s*(?<query>.+?)\\s*的?\\s*${wiki}(?:條目|頁面|介紹)?$`),
    toArgs: (match) => (/^(?:請|麻煩|幫我|查|搜|找)/.test(match[0]) || /條目|頁面|介紹$/.test(match[0]) ? toQuery(match) : null),
  },
  // look up Alan Turing on wikipedia / search wikipedia for Alan Turing / what does wikipedia say about X
  {
    pattern: /^(?:please\s+)?(?:look\s+up|search(?:\s+for)?|find|check)\s+(?<query>.+?)\s+(?:on|in)\s+wikipedia(?:\s+please)?$/i,
    toArgs: toQuery,
  },
  { pattern: /^(?:please\s+)?look\s+(?<query>.+?)\s+up\s+(?:on|in)\s+wikipedia(?:\s+please)?$/i, toArgs: toQuery },
  { pattern: new RegExp(String.raw`^(?:please\s+)?(?:search|check)\s+wikipedia\s+for\s+(?<query>.+?)${thanksEn}$`, "i"), toArgs: toQuery },
  { pattern: /^what(?:'s|\s+does)\s+wikipedia\s+(?:have|got)\s+(?:on|about)\s+(?<query>.+)$/i, toArgs: toQuery },
  { pattern: /^what\s+does\s+wikipedia\s+say\s+about\s+(?<query>.+)$/i, toArgs: toQuery },
  {
    pattern: new RegExp(
      String.raw`^(?:(?:open|pull\s+up|show\s+me|get\s+me|find|bring\s+up)\s+)?(?:the\s+)?wikipedia\s+(?:article|page|entry)\s+(?:on|for|about)\s+(?<query>.+?)${thanksEn}$`,
      "i",
    ),
    toArgs: toQuery,
  },
];
