import type { LocalPhrase } from "../../core/local-phrase";
import { NUMBER_PATTERN, parseNumber } from "../../language/number-words";
import { NEWS_CATEGORY_WORDS_ZH, readNewsCategory } from "./news-category";

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const categoryZh = `(?<category>${NEWS_CATEGORY_WORDS_ZH.map(escape).join("|")})`;
const askZh = String.raw`(?:請|麻煩)?(?:幫我|給我|跟我|我想|我要)?(?:看看|看一下|看|說說|說一下|講講|講一下|唸一下|唸|念|讀|播報|播|報一下|查一下|查查|來點|來|告訴我|聽)?(?:一下)?`;
// A count before the news: 「唸三則頭條」「來幾條體育新聞」 (幾 asks for a few, no number).
// 「三條今天的頭條」: the day may follow the count.
const leadCountZh = String.raw`(?:(?:(?<leadCount>${NUMBER_PATTERN})\s?(?:條|則|個)|幾(?:條|則|個)|一些)(?:今天|今日|最新)?(?:的)?)?`;
// 「財經圈」「娛樂版」「科技方面」, then the asking: 「科技圈最近有什麼新聞」「財經方面有什麼新聞」.
const fieldZh = String.raw`(?:圈|方面|版|界|類)?(?:的)?(?:今天|今日|最近|目前)?(?:有)?(?:什麼|哪些|啥)?(?:最新|重要|重大|大)?(?:的)?`;
const whenZh = String.raw`(?:今天|今日|現在|最近|目前)?(?:的)?(?:有)?(?:什麼|哪些|啥)?(?:最新)?(?:的)?(?:大|重要|重大)?`;
const countZh = String.raw`(?:前\s?(?<count>${NUMBER_PATTERN})\s?(?:條|名|則|個)?)?`;
const tailZh = String.raw`(?<tail>新聞|頭條|熱搜|熱榜|熱門|熱點|資訊)(?:新聞|頭條|熱搜|熱榜|榜)?`;
// 「知乎熱榜上有什麼」「熱搜裡都有啥」「微博熱搜現在是什麼」 (the moment may come before the asking);
// 「…給我聽」 says only who it is for.
const endZh = String.raw`(?:(?:現在|目前|今天|最近)?(?:(?:上|裡|裡面)?(?:都)?有(?:什麼|哪些|啥)|是什麼|是哪些)|給我(?:聽|看))?(?:嗎|呢|吧|啊)?`;
// 「抖音上現在什麼最火」「微博最近有什麼最紅」「B站上最熱門的是什麼」: what is hottest on a board named
// by its platform (a bare 「現在什麼最火」 may be about anything).
const platformZh = String.raw`(?<category>微博|知乎|B站|嗶哩嗶哩|抖音|百度)`;
const momentZh = String.raw`(?:現在|目前|今天|最近)?`;
const hottestZh = String.raw`(?:最火|最紅|最熱門|最夯|最熱)`;
const hotOnZh = String.raw`(?:上|上面|裡|裡面)?${momentZh}(?:(?:有|都有)?(?:什麼|啥|哪些)(?:東西|話題|影片|視頻|內容|事情?)?(?:${hottestZh}|比較火|很火|在火|熱門)|${hottestZh}的(?:東西|話題|影片|視頻|內容|事情?)?(?:是什麼|是哪些|有哪些|有什麼))`;
// The asking after the board: 「體育新聞來三則」「百度熱搜給我看五條」「微博熱搜看一下」「科技新聞念給我聽」.
// A bare verb (「新聞報」「新聞看多了」) is not enough: it takes 一下, 給我 or a count.
const readVerbZh = String.raw`(?:看|看看|念|唸|讀|播|報|說|講)`;
// Asked as a favour: 「…念給我聽好嗎」「…可以唸一下嗎」「…麻煩播給我聽」 (a bare 嗎 only after 可以: see toArgs).
const favourZh = String.raw`(?<favour>可以|可不可以|能不能|麻煩你?|請你?|幫我)?`;
const favourEndZh = String.raw`(?<favourEnd>好嗎|好不好|可以嗎|嗎|吧)?`;
// A pause may come before it: 「體育新聞,唸三則就好」「體育新聞給我前三則」「今天的新聞有什麼 念給我聽好嗎」.
const afterZh = String.raw`(?:,?\s?(?:來|給我${readVerbZh}?|${readVerbZh})?\s?(?:前\s?)?(?<tailCount>${NUMBER_PATTERN})\s?(?:條|則|個)(?:就好|就夠了)?(?:給我(?:聽|看))?|,?\s?${favourZh}(?:給我)?${readVerbZh}(?:一下(?:給我(?:聽|看))?|給我(?:聽|看))${favourEndZh})?`;

const categoryEn = String.raw`(?<category>tech|technology|finance|financial|business|economy|entertainment|showbiz|celebrity|sports?|weibo|zhihu|bilibili|douyin|baidu|top|latest|today(?:'|’)?s)`;
const newsEn = String.raw`(?:news|headlines|news headlines)`;
// "top 3 tech headlines", "top five sports stories": with top, a count needs no verb before it.
const topCountEn = String.raw`(?:the\s+)?top\s+(?<count>${NUMBER_PATTERN})\s+`;
// "latest entertainment news", "today's tech headlines": a word of time before the category.
const freshEn = String.raw`(?:(?:the\s+)?(?:latest|top|today(?:'|’)?s)\s+)?`;
// "read me 5 sports headlines", "give me the top 3 headlines"; only after a verb ("one news" may be a channel).
const countEn = String.raw`(?:(?:top\s+)?(?<count>${NUMBER_PATTERN})\s+)?`;

// The boards people name in English, and "right now" after the asking.
const platformEn = String.raw`(?<platform>weibo|zhihu|bilibili|douyin|baidu)`;
const showMeEn = String.raw`(?:(?:(?:show|give|read)\s+me|gimme)\s+)?`;
const nowEn = String.raw`(?:\s+(?:right\s+)?now|\s+today)?`;

// A board named again, or only, after a pause: "entertainment news please, showbiz one", "news please, the sports one".
const boardEn = String.raw`(?<board>tech|technology|finance|financial|business|economy|entertainment|showbiz|celebrity|sports?)`;

function sameBoardArgs(match: RegExpMatchArray): Record<string, unknown> | null {
  const { category, board } = match.groups ?? {};
  const named = category === undefined || /^(?:top|latest|today)/i.test(category) ? undefined : readNewsCategory(category);
  const again = readNewsCategory(board ?? "");
  return again === undefined || (named !== undefined && named !== again) ? null : { category: again };
}

function platformArgs(match: RegExpMatchArray): Record<string, unknown> {
  return { category: match.groups?.platform?.toLowerCase() ?? "weibo" };
}

function toArgs(match: RegExpMatchArray): Record<string, unknown> | null {
  const { category, tail, leadCount, favour, favourEnd } = match.groups ?? {};
  // 「科技新聞念給我聽嗎」 with no 可以 before it is no request.
  if (favourEnd === "嗎" && favour === undefined) return null;
  const count = match.groups?.count ?? leadCount ?? match.groups?.tailCount;
  const found = readNewsCategory(`${category ?? ""}${tail ?? ""}`) ?? (category ? readNewsCategory(category) : undefined);
  if (category !== undefined && found === undefined && !/^(?:top|latest|today)/i.test(category)) return null;
  const limit = count === undefined ? undefined : parseNumber(count);
  if (limit !== undefined && (limit === null || !Number.isInteger(limit) || limit < 1 || limit > 10)) return null;
  return { ...(found === undefined || found === "general" ? {} : { category: found }), ...(limit === undefined ? {} : { limit }) };
}

/**
 * Requests for headlines the local route answers without a model: 「今天有什麼新聞」「科技新聞頭條」
 * 「熱搜」「微博熱搜前十條」「告訴我今天的頭條」「what's in the news」「tech news」. Questions about
 * the news (「新聞是怎麼寫出來的」「你喜歡看新聞嗎」) and other kinds of news (「太空新聞」) do not match.
 */
export const newsPhrases: readonly LocalPhrase[] = [
  {
    pattern: new RegExp(`^${askZh}${whenZh}${leadCountZh}(?:${categoryZh}${fieldZh})?${tailZh}${countZh}${endZh}${afterZh}$`, "i"),
    toArgs,
  },
  {
    pattern: new RegExp(`^${askZh}${momentZh}${platformZh}${hotOnZh}(?:呢|啊|呀)?$`, "i"),
    toArgs: (match) => ({ category: readNewsCategory(match.groups?.category ?? "") }),
  },
  // "top stories", "what are today's top stories": stories only as the top ones.
  {
    pattern:
      /^(?:(?:(?:show|tell|give|read)\s+me|what\s+are)\s+)?(?:the\s+)?(?:today(?:'|’)?s\s+)?top\s+(?:news\s+)?stories(?:\s+today)?(?:\s+please)?$/i,
    toArgs,
  },
  {
    pattern: new RegExp(
      `^(?:what(?:'|’)?s|what is|what are)\\s+(?:in\\s+)?(?:the\\s+)?(?:${categoryEn}\\s+)?${newsEn}(?:\\s+today)?$`,
      "i",
    ),
    toArgs,
  },
  {
    pattern: new RegExp(
      `^(?:(?:(?:show|tell|give|read)\\s+me|gimme)\\s+(?:the\\s+)?${countEn}|any\\s+)?(?:the\\s+)?${freshEn}(?:${categoryEn}\\s+)?${newsEn}(?:\\s+today)?(?:\\s+please)?$`,
      "i",
    ),
    toArgs,
  },
  {
    pattern: new RegExp(
      `^${showMeEn}${topCountEn}(?:${categoryEn}\\s+)?(?:${newsEn}|(?:news\\s+)?stories)(?:\\s+today|\\s+right\\s+now)?(?:,?\\s+please)?$`,
      "i",
    ),
    toArgs,
  },
  {
    pattern: new RegExp(
      `^(?:the\\s+)?${freshEn}(?:${categoryEn}\\s+)?${newsEn}(?:\\s+please)?,?\\s+(?:the\\s+)?${boardEn}\\s+(?:one|ones|kind|type)(?:,?\\s+please)?$`,
      "i",
    ),
    toArgs: sameBoardArgs,
  },
  { pattern: new RegExp(`^what(?:'|’)?s\\s+trending(?:\\s+on\\s+${platformEn})?${nowEn}$`, "i"), toArgs: platformArgs },
  // "what's hot on bilibili": hot or popular only with the board named ("what's hot" may be anything).
  { pattern: new RegExp(`^what(?:'|’)?s\\s+(?:hot|popular)\\s+on\\s+${platformEn}${nowEn}$`, "i"), toArgs: platformArgs },
  // "weibo trending", "show me the zhihu hot list", "trending on douyin".
  {
    pattern: new RegExp(
      `^${showMeEn}(?:the\\s+)?(?:top\\s+)?${platformEn}\\s+(?:trending(?:\\s+topics|\\s+list)?|trends|hot\\s+(?:search(?:es)?|list|topics))${nowEn}$`,
      "i",
    ),
    toArgs: platformArgs,
  },
  {
    pattern: new RegExp(`^${showMeEn}(?:the\\s+)?(?:top\\s+)?trending(?:\\s+topics)?\\s+on\\s+${platformEn}${nowEn}$`, "i"),
    toArgs: platformArgs,
  },
];
