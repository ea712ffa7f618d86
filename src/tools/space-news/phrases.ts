import type { LocalPhrase } from "../../core/local-phrase";
import { PERIOD_WORD_PATTERN } from "../../language/date-words";
import { NUMBER_PATTERN, parseNumber } from "../../language/number-words";
import { isSpaceTopic } from "./space-glossary";

// 「給我看三則太空新聞」: how many articles, said before the rest.
// 找找 / 查一查 / 搜搜看: a doubled verb says 找一下.
const LEAD = `(?:請|麻煩)?(?:幫我|給我|我想|我要|想)?(?:(?:找找|查查|搜搜|翻翻)看?|找一找|查一查|搜一搜|找|搜尋|搜|查詢|查|看看|看|聽聽|聽|知道|講|說|唸|播報|報|播|告訴我|列出|整理)?(?:一下|一些|幾則|看看)?(?:(?<limit>${NUMBER_PATTERN})\\s*(?:則|條|篇))?`;
const PERIOD = `(?<period>${PERIOD_WORD_PATTERN}|最近|近期|最新)`;
const ASK = "(?:有沒有|有(?!關)|出了)?(?:什麼|甚麼|哪些|啥)?";
const KEYWORDS = "(?<keywords>[^\\s的].{0,24}?)";
const SPACE = "(?<space>太空|航太|航天|宇宙|天文|太空探索)?";
const SPACE_WORD = /^(?:太空|航太|航天|宇宙|天文|太空探索)$/;
// 「NASA最近有什麼新消息」: 新 says the same as 最新.
const FRESH = "(?:最新|最近|新)?的?";
// 「火星探測有什麼新進展」: progress on a space topic is its news.
const NEWS = "(?:新聞|消息|報導|報道|資訊|快訊|動態|進展)";
const END = "(?:有哪些|有什麼|嗎|呢|吧)?";
const EN_WHEN = "today|yesterday|this week|last week|this month|last month|this year|last year|(?:19|20)\\d{2}";

/**
 * Arguments from a match: the period as said (「最近」 is no limit) and the keywords, only when the
 * text asks for space news (「太空新聞」) or the keywords name something in space (SpaceX, 火星).
 */
function toArgs(match: RegExpMatchArray): Record<string, unknown> | null {
  const { period, keywords } = match.groups ?? {};
  let space = Boolean(match.groups?.space);
  let topic: string | undefined = keywords?.replace(/^(?:關於|有關|跟|和)|(?:相關|有關|的?最新|的?最近)$/g, "").trim();
  // 「太空新聞」: the lazy slot took the word that says "space".
  if (topic !== undefined && SPACE_WORD.test(topic)) {
    space = true;
    topic = undefined;
  }
  if (topic ? !isSpaceTopic(topic) : !space) return null;
  const args: Record<string, unknown> = {};
  if (topic) args.keywords = topic;
  if (period && !/^(?:最近|近期|最新)$/.test(period)) args.time_period = period;
  if (match.groups?.limit !== undefined) {
    const limit = parseNumber(match.groups.limit);
    if (limit === null || !Number.isInteger(limit) || limit < 1 || limit > 20) return null;
    args.limit = limit;
  }
  return args;
}

/**
 * Local phrases of `search_space_news`: 「最近有什麼太空新聞」「上週SpaceX的新聞」
 * 「找一下2020年火星探測的新聞」「NASA 最新消息」「space news」. A mention of a space topic that is
 * not a request for news (「我昨天讀了一篇很有趣的火星文章」) or news without a space topic
 * (「今天有什麼新聞」) does not match.
 */
export const spaceNewsPhrases: readonly LocalPhrase[] = [
  // 上週SpaceX的新聞 / 最近有什麼太空新聞 / 找一下2020年火星探測的新聞
  {
    pattern: new RegExp(`^${LEAD}\\s*${PERIOD}?\\s*的?\\s*${ASK}\\s*(?:${KEYWORDS}\\s*${ASK}\\s*的?\\s*)?${FRESH}${SPACE}${NEWS}${END}$`),
    toArgs,
  },
  // SpaceX最近有什麼新聞 / 火星上週的新聞
  { pattern: new RegExp(`^${LEAD}\\s*${KEYWORDS}\\s*${PERIOD}\\s*${ASK}\\s*的?${FRESH}${SPACE}${NEWS}${END}$`), toArgs },
  // space news / latest SpaceX news / news about Starship last week / find news about Chang'e 6 from last year
  {
    pattern: new RegExp(
      String.raw`^(?:(?:show|give|find|get|tell) me |(?:find|search for|search|look up|pull up) |any |what(?:'s| is| are) the )?(?:the )?(?<period>latest|recent)? ?(?<keywords>[A-Za-z0-9 ]{2,30}? )?(?<space>space|spaceflight)? ?news(?: (?:about|on) (?<about>[A-Za-z0-9 ']{2,30}?))?(?: (?:from |in |during )?(?<when>${EN_WHEN}))?\??$`,
      "i",
    ),
    toArgs: (match) => {
      const { keywords: said, about, when, space: marked } = match.groups ?? {};
      // "space news about Starship": "space" before news is the kind of news, not a topic.
      const spaceWord = said !== undefined && /^(?:space|spaceflight)\s*$/i.test(said);
      const keywords = spaceWord ? undefined : said;
      const space = marked ?? (spaceWord ? said : undefined);
      // 「I read the news about Mars yesterday」: words before "news" and a topic after it are a story, not a request.
      if (keywords !== undefined && about !== undefined) return null;
      const topic =
        (about ?? keywords)
          ?.trim()
          .replace(/^the\s+/i, "")
          .replace(/^(?:space|spaceflight)$/i, "") || undefined;
      if (topic ? !isSpaceTopic(topic) : !(space || /space/i.test(keywords ?? ""))) return null;
      return { ...(topic ? { keywords: topic } : {}), ...(when ? { time_period: when } : {}) };
    },
  },
  // what's new with the James Webb telescope / anything new from NASA / what's the latest on Starship this week
  {
    pattern: new RegExp(
      String.raw`^(?:what(?:'s| is) new|anything new|what(?:'s| is) the latest(?: news)?|any updates?) (?:with|from|on|about|at|in) (?:the )?(?<keywords>[A-Za-z0-9 '.-]{2,40}?)(?: (?<when>${EN_WHEN}))?\??$`,
      "i",
    ),
    toArgs: (match) => {
      const { keywords, when } = match.groups ?? {};
      const topic = keywords?.trim().replace(/^(?:space|spaceflight|outer space)$/i, "") || undefined;
      if (topic ? !isSpaceTopic(topic) : !/space/i.test(keywords ?? "")) return null;
      return { ...(topic ? { keywords: topic } : {}), ...(when ? { time_period: when } : {}) };
    },
  },
];
