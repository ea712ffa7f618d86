import type { TemplatePhrase } from "../../language/templates/template-phrase";
import { PERIOD_SAID_SLOT } from "./period-said-slot";
import { SPACE_TOPIC_EN_SLOT } from "./space-topic-en-slot";
import { SPACE_TOPIC_SLOT } from "./space-topic-slot";
import { WHEN_EN_SLOT } from "./when-en-slot";

const RULES: Readonly<Record<string, string>> = {
  // 「給我看三則太空新聞」: how many articles, said before the rest. 找找 / 查一查 / 搜搜看: a doubled verb says 找一下.
  lead: "[請|麻煩][幫我|給我|我想|我要|想][((找找|查查|搜搜|翻翻)[看]|找一找|查一查|搜一搜|找|搜尋|搜|查詢|查|看看|看|聽聽|聽|知道|講|說|唸|播報|報|播|告訴我|列出|整理)][一下|一些|幾則|看看][{limit:integer}(則|條|篇)]",
  // 最近 / 近期 / 最新 ask for the latest, which is no period.
  period: "({time_period:period_said}|最近|近期|最新)",
  ask: "[有沒有|有|出了][什麼|甚麼|哪些]",
  space: "(太空|航太|航天|宇宙|天文|太空探索)",
  // 「NASA最近有什麼新消息」: 新 says the same as 最新.
  fresh: "[最新|最近|新][的]",
  // 「火星探測有什麼新進展」: progress on a space topic is its news.
  news: "(新聞|消息|報導|報道|資訊|快訊|動態|進展)",
  end: "[有哪些|有什麼|嗎|呢|吧]",
  en_lead: "((show|give|find|get|tell) me|find|search for|search|look up|pull up|any|what('s| is| are) the)",
  en_when: "[[from|in|during] {time_period:when_en}]",
  en_new: "(what('s| is) new|anything new|what('s| is) the latest [news]|any (update|updates)) (with|from|on|about|at|in) [the]",
};

const phrase = (template: string): TemplatePhrase => ({
  template,
  rules: RULES,
  slotTypes: [PERIOD_SAID_SLOT, SPACE_TOPIC_SLOT, SPACE_TOPIC_EN_SLOT, WHEN_EN_SLOT],
});

/**
 * Local phrases of `search_space_news`, as sentence templates: 「最近有什麼太空新聞」「上週SpaceX的新聞」
 * 「找一下2020年火星探測的新聞」「NASA 最新消息」「space news」. The topic fills `keywords` only when the
 * glossary knows it as something in space, the period `time_period` as said, the count `limit`. A
 * mention of a space topic that is not a request for news (「我昨天讀了一篇很有趣的火星文章」) or news
 * without a space topic (「今天有什麼新聞」) does not match.
 */
export const spaceNewsPhrases: readonly TemplatePhrase[] = [
  // 最近有什麼太空新聞 / 今天的太空新聞
  "<lead>[<period>][的]<ask><fresh><space><news><end>",
  // 上週SpaceX的新聞 / 找一下2020年火星探測的新聞 / 有沒有詹姆斯韋伯望遠鏡的消息
  "<lead>[<period>][的]<ask>{keywords:space_topic}<ask>[的]<fresh>[<space>]<news><end>",
  // SpaceX最近有什麼新聞 / 火星上週的新聞
  "<lead>{keywords:space_topic}<period><ask>[的]<fresh>[<space>]<news><end>",
  // space news / latest space news today
  "[<en_lead>] [the] [latest|recent] (space|spaceflight) news <en_when>",
  // latest SpaceX news / search for SpaceX news
  "[<en_lead>] [the] [latest|recent] {keywords:space_topic_en} [space|spaceflight] news <en_when>",
  // news about Starship last week / find news about Chang'e 6 from last year
  "[<en_lead>] [the] [latest|recent] [space|spaceflight] news (about|on) {keywords:space_topic_en} <en_when>",
  // what's new with the James Webb telescope / anything new from NASA / what's the latest on Starship this week
  "<en_new> {keywords:space_topic_en} [{time_period:when_en}]",
  "<en_new> (space|spaceflight|outer space) [{time_period:when_en}]",
].map(phrase);
