import type { TemplatePhrase } from "../../language/templates/template-phrase";
import { WIKIPEDIA_QUERY_SLOT } from "./wikipedia-query-slot";
import { WIKIPEDIA_WORD_SLOTS } from "./wikipedia-word-slots";

const RULES: Readonly<Record<string, string>> = {
  wiki: "(維基百科|{_wiki:wiki_short}|wikipedia|wiki)",
  ask: "[請|麻煩][你][幫我|幫忙]",
  // Asked as a favour, 「可以幫我在維基百科上查一下鄧麗君嗎」「你能不能去維基百科查查長城」: the 嗎 after the topic closes the asking.
  can: "[請問][你](可以|可不可以|能不能|能否|能)[麻煩你]",
  favour: "(嗎|好嗎|好不好)",
  // Thanks said after the topic, after a pause or not (「…查一下鄧麗君 謝謝」): no part of the topic.
  thanks: "[[,](謝謝[你|妳|您]|謝啦|謝了|感謝|感恩|多謝)|(,|\\ )謝]",
  thanks_en: "[[,] (please|thanks|thank you)]",
  // 查查 / 找找看 / 搜一搜: the doubled verb says 查一下; 「查下」「搜下」 as the mainland and Hong Kong say it.
  search: "(查詢|(查查|搜搜|找找|翻翻)[看]|查一查|查|搜尋|搜索|搜一搜|搜|找一找|找|翻一下)[一下|{_down:wiki_down}]",
  // The verb right after Wikipedia: doubled, or with 一下, 下 or a pause (「維基百科查資料很方便」 is a statement).
  search_then: "((查查|搜搜|找找|翻翻)[看]|查一查|搜一搜|找一找|(查詢|查|搜尋|搜索|搜|找|翻)(一下|{_down:wiki_down}|\\ ))",
  // 上/上面/裡面: 「維基百科上面的玉山」.
  on: "[上面|上|裡面|裡|中]",
  // How Wikipedia tells of a topic: 「維基百科上面怎麼介紹玉山」.
  tell: "[是]怎麼(介紹|描述|說|講)",
  entry: "[的(資料|條目|介紹)]",
  query: "{query:wiki_query}",
  one_of_its_pages: "[的]<wiki>",
};

const phrase = (template: string): TemplatePhrase => ({
  template,
  rules: RULES,
  slotTypes: [WIKIPEDIA_QUERY_SLOT, ...WIKIPEDIA_WORD_SLOTS],
});

/**
 * Requests the local route answers for `search_wikipedia` with no model, as sentence templates: the
 * user names Wikipedia and a topic (「幫我查維基百科 黑洞」「維基百科上的量子力學」「look up Alan Turing on
 * wikipedia」), which fills `query`. A question about a topic with no mention of Wikipedia
 * (「黑洞會不會吞掉地球」) is the model's.
 */
export const wikipediaPhrases: readonly TemplatePhrase[] = [
  // 幫我查維基百科 黑洞 / 查一下維基百科上關於黑洞的資料 (a closing 嗎 only after 可以 or the like)
  "[<can>]<ask><search><wiki><on>[的|關於]<query><entry><thanks>",
  "<can><ask><search><wiki><on>[的|關於]<query><entry><favour><thanks>",
  // 幫我在維基百科上查黑洞 / 上維基查一下周杰倫 / 去維基百科查一下長城
  "[<can>]<ask>(在|到|用|上|去|從)<wiki><on>[幫我|幫忙]<search>[關於]<query><entry><thanks>",
  "<can><ask>(在|到|用|上|去|從)<wiki><on>[幫我|幫忙]<search>[關於]<query><entry><favour><thanks>",
  // 維基一下長城 / 幫我wiki一下黑洞: Wikipedia as the verb
  "<ask><wiki>一下[關於]<query><thanks>",
  // 維基百科查一下台積電 / 維基百科上搜 黑洞 / 維基百科查查量子糾纏
  "[<can>]<ask><wiki><on>[幫我|幫忙]<search_then>[關於]<query><entry><thanks>",
  "<can><ask><wiki><on>[幫我|幫忙]<search_then>[關於]<query><entry><favour><thanks>",
  // 維基百科上面怎麼介紹玉山 / 玉山在維基百科上是怎麼介紹的
  "<wiki><on><tell><query>[的]",
  "<wiki><on>(對|關於)<query><tell>[的]",
  "<query>在<wiki><on><tell>[的]",
  // 維基百科上的量子力學 / 維基百科 黑洞 / 維基百科,光合作用
  "<wiki>(<on>(的|關於)|\\ |,)<query>[條目]<thanks>",
  // 查一下黑洞的維基百科 / 黑洞的維基百科條目: asked (請, 麻煩, 幫我, a verb of looking) or naming the page.
  "(請|麻煩)[你][幫我|幫忙][<search>]<query><one_of_its_pages>[條目|頁面|介紹]",
  "幫我[<search>]<query><one_of_its_pages>[條目|頁面|介紹]",
  "(查詢|查查[看]|查一查|查|搜搜[看]|搜尋|搜索|搜一搜|搜|找找[看]|找一找|找)[一下|{_down:wiki_down}]<query><one_of_its_pages>[條目|頁面|介紹]",
  "<ask>[<search>]<query><one_of_its_pages>(條目|頁面|介紹)",
  // look up Alan Turing on wikipedia / search wikipedia for Alan Turing / what does wikipedia say about X
  "[please] (look up|search [for]|find|check) <query> (on|in) wikipedia [please]",
  "[please] look <query> up (on|in) wikipedia [please]",
  "[please] (search|check) wikipedia for <query> <thanks_en>",
  "(what's|what does) wikipedia (have|got) (on|about) <query>",
  "what does wikipedia say about <query>",
  "[(open|pull up|show me|get me|find|bring up)] [the] wikipedia (article|page|entry) (on|for|about) <query> <thanks_en>",
].map(phrase);
