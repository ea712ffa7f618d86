import type { TemplatePhrase } from "../../language/templates/template-phrase";
import { wordListSlot } from "../../language/templates/word-list-slot";
import { NEWS_CATEGORY_WORDS_ZH, readNewsCategory } from "./news-category";

// The boards as words: a category's name in Chinese (科技, 熱搜, 財經), the board's word after it
// (新聞, 頭條, 熱搜), and the English names; each read by readNewsCategory.
const CATEGORY_ZH = wordListSlot({ name: "news_category_zh", words: NEWS_CATEGORY_WORDS_ZH });
const TAIL = wordListSlot({ name: "news_tail", words: ["新聞", "頭條", "熱搜", "熱榜", "熱門", "熱點", "資訊"] });
const PLATFORM_ZH = wordListSlot({ name: "platform_zh", words: ["微博", "知乎", "B站", "嗶哩嗶哩", "抖音", "百度"] });
const BOARD_EN = [
  "tech",
  "technology",
  "finance",
  "financial",
  "business",
  "economy",
  "entertainment",
  "showbiz",
  "celebrity",
  "sport",
  "sports",
];
const PLATFORM_EN = ["weibo", "zhihu", "bilibili", "douyin", "baidu"];
const CATEGORY_EN = wordListSlot({ name: "news_category_en", words: [...BOARD_EN, ...PLATFORM_EN, "top", "latest", "today's", "todays"] });
const BOARD = wordListSlot({ name: "news_board_en", words: BOARD_EN });
const PLATFORM = wordListSlot({ name: "platform_en", words: PLATFORM_EN });

const RULES: Readonly<Record<string, string>> = {
  ask: "[請|麻煩][幫我|給我|跟我|我想|我要][看看|看一下|看|說說|說一下|講講|講一下|唸一下|唸|念|讀|播報|播|報一下|查一下|查查|來點|來|告訴我|聽][一下]",
  when: "[今天|今日|現在|最近|目前][的][有][什麼|哪些][最新][的][大|重要|重大]",
  // A count before the news: 「唸三則頭條」「來幾條體育新聞」 (幾 asks for a few, no number); 「三條今天的頭條」: the day may follow the count.
  lead_count: "[({limit:integer}(條|則|個)|幾(條|則|個)|一些)[今天|今日|最新][的]]",
  // 「財經圈」「娛樂版」「科技方面」, then the asking: 「科技圈最近有什麼新聞」「財經方面有什麼新聞」.
  field: "[圈|方面|版|界|類][的][今天|今日|最近|目前][有][什麼|哪些][最新|重要|重大|大][的]",
  count: "[前{limit:integer}[條|名|則|個]]",
  tail: "{tail:news_tail}[新聞|頭條|熱搜|熱榜|榜]",
  // 「知乎熱榜上有什麼」「熱搜裡都有啥」「微博熱搜現在是什麼」; 「…給我聽」 says only who it is for.
  end: "[[現在|目前|今天|最近]([上|裡|裡面][都]有(什麼|哪些)|是什麼|是哪些)|給我(聽|看)][嗎|呢|吧|啊]",
  read_verb: "(看|看看|念|唸|讀|播|報|說|講)",
  read_out: "[給我]<read_verb>(一下[給我(聽|看)]|給我(聽|看))",
  // The asking after the board: 「體育新聞來三則」「百度熱搜給我看五條」「科技新聞念給我聽」, after a pause or not;
  // asked as a favour: 「…念給我聽好嗎」「…可以唸一下嗎」 (a bare 嗎 only after 可以 or the like).
  after:
    "[[,][來|給我[<read_verb>]|<read_verb>][前]{limit:integer}(條|則|個)[就好|就夠了][給我(聽|看)]|[,](可以|可不可以|能不能|麻煩[你]|請[你]|幫我)<read_out>[好嗎|好不好|可以嗎|嗎|吧]|[,]<read_out>[好嗎|好不好|可以嗎|吧]]",
  moment: "[現在|目前|今天|最近]",
  hottest: "(最火|最紅|最熱門|最夯|最熱)",
  thing: "[東西|話題|影片|視頻|內容|事[情]]",
  // 「抖音上現在什麼最火」「B站上最熱門的是什麼」: what is hottest on a board named by its platform.
  hot_on:
    "[上|上面|裡|裡面]<moment>([有|都有](什麼|哪些)<thing>(<hottest>|比較火|很火|在火|熱門)|<hottest>的<thing>(是什麼|是哪些|有哪些|有什麼))",
  news_en: "(news|headlines|news headlines)",
  fresh_en: "[[the] (latest|top|today's|todays)]",
  show_me_en: "[((show|give|read) me|gimme)]",
  now_en: "[[right] now|today]",
  whats: "(what's|whats)",
};

/** The board and the count asked for; declines a board it does not know and a count outside 1–10. */
function toArgs({ category, tail, limit }: Record<string, unknown>): Record<string, unknown> | null {
  const named = typeof category === "string" ? category : undefined;
  const found = readNewsCategory(`${named ?? ""}${typeof tail === "string" ? tail : ""}`) ?? (named ? readNewsCategory(named) : undefined);
  if (named !== undefined && found === undefined && !/^(?:top|latest|today)/i.test(named)) return null;
  if (limit !== undefined && (typeof limit !== "number" || limit < 1 || limit > 10)) return null;
  return { ...(found === undefined || found === "general" ? {} : { category: found }), ...(limit === undefined ? {} : { limit }) };
}

// A board named again, or only, after a pause: "entertainment news please, showbiz one".
function sameBoardArgs({ category, board }: Record<string, unknown>): Record<string, unknown> | null {
  const named = typeof category !== "string" || /^(?:top|latest|today)/i.test(category) ? undefined : readNewsCategory(category);
  const again = readNewsCategory(String(board));
  return again === undefined || (named !== undefined && named !== again) ? null : { category: again };
}

const platformArgs = ({ platform }: Record<string, unknown>) => ({ category: typeof platform === "string" ? platform : "weibo" });

const SLOT_TYPES = [CATEGORY_ZH, TAIL, PLATFORM_ZH, CATEGORY_EN, BOARD, PLATFORM];
const phrase = (template: string, read: TemplatePhrase["toArgs"] = toArgs): TemplatePhrase => ({
  template,
  rules: RULES,
  slotTypes: SLOT_TYPES,
  toArgs: read,
});

/**
 * Requests for headlines the local route answers without a model, as sentence templates:
 * 「今天有什麼新聞」「科技新聞頭條」「熱搜」「微博熱搜前十條」「告訴我今天的頭條」「what's in the news」
 * 「tech news」. Questions about the news (「新聞是怎麼寫出來的」「你喜歡看新聞嗎」) and other kinds of
 * news (「太空新聞」) do not match.
 */
export const newsPhrases: readonly TemplatePhrase[] = [
  phrase("<ask><when><lead_count>[{category:news_category_zh}<field>]<tail><count><end><after>"),
  phrase("<ask><moment>{category:platform_zh}<hot_on>[呢|啊|呀]", ({ category }) => ({ category: readNewsCategory(String(category)) })),
  // "top stories", "what are today's top stories": stories only as the top ones.
  phrase("[((show|tell|give|read) me|what are)] [the] [today's|todays] top [news] stories [today] [please]"),
  phrase("(<whats>|what is|what are) [in] [the] [{category:news_category_en}] <news_en> [today]"),
  // "read me 5 sports headlines", "give me the top 3 headlines"; a count only after a verb ("one news" may be a channel).
  phrase(
    "[((show|tell|give|read) me|gimme) [the] [[top] {limit:integer}]|any] [the] <fresh_en> [{category:news_category_en}] <news_en> [today] [please]",
  ),
  // "top 3 tech headlines", "top five sports stories": with top, a count needs no verb before it.
  phrase("<show_me_en> [the] top {limit:integer} [{category:news_category_en}] (<news_en>|[news] stories) [today|right now] [[,] please]"),
  phrase(
    "[the] <fresh_en> [{category:news_category_en}] <news_en> [please] [,] [the] {board:news_board_en} (one|ones|kind|type) [[,] please]",
    sameBoardArgs,
  ),
  phrase("<whats> trending [on {platform:platform_en}] <now_en>", platformArgs),
  // "what's hot on bilibili": hot or popular only with the board named ("what's hot" may be anything).
  phrase("<whats> (hot|popular) on {platform:platform_en} <now_en>", platformArgs),
  // "weibo trending", "show me the zhihu hot list", "trending on douyin".
  phrase(
    "<show_me_en> [the] [top] {platform:platform_en} (trending [topics|list]|trends|hot (search|searches|list|topics)) <now_en>",
    platformArgs,
  ),
  phrase("<show_me_en> [the] [top] trending [topics] on {platform:platform_en} <now_en>", platformArgs),
];
