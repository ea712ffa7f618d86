import { hasHan, toTraditional } from "../../core/chinese-script";

/** The boards `get_news` reads; `general` is the default. */
export const NEWS_CATEGORIES = [
  "general",
  "tech",
  "finance",
  "entertainment",
  "sports",
  "weibo",
  "zhihu",
  "bilibili",
  "douyin",
  "baidu",
] as const;

/** One of {@link NEWS_CATEGORIES}. */
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

// Words for each category, in Traditional script and lower case. Simplified input is converted
// first, so 科技新闻 and 娱乐 are found too.
const aliases: Record<NewsCategory, readonly string[]> = {
  general: [
    "綜合",
    "頭條",
    "今日頭條",
    "國內",
    "要聞",
    "時事",
    "最新",
    "新聞",
    "general",
    "headlines",
    "top",
    "top stories",
    "latest",
    "news",
    "toutiao",
  ],
  tech: ["科技", "數位", "數碼", "it", "it之家", "網路", "網際網路", "互聯網", "tech", "technology", "science and technology", "ithome"],
  finance: ["財經", "經濟", "金融", "商業", "36氪", "finance", "financial", "business", "economy", "economic", "36kr"],
  entertainment: ["娛樂", "影視", "明星", "八卦", "entertainment", "celebrity", "celeb", "showbiz", "show business"],
  sports: ["體育", "運動", "虎撲", "sports", "sport", "hupu"],
  weibo: ["微博", "熱搜", "熱搜榜", "熱門", "熱點", "weibo", "trending", "hot", "hot search"],
  zhihu: ["知乎", "zhihu"],
  bilibili: ["b站", "嗶哩嗶哩", "嗶哩", "bilibili", "bili"],
  douyin: ["抖音", "douyin", "tiktok"],
  baidu: ["百度", "baidu"],
};

const byAlias = new Map<string, NewsCategory>(
  (Object.entries(aliases) as Array<[NewsCategory, readonly string[]]>).flatMap(([category, words]) =>
    words.map((word) => [word, category] as const),
  ),
);

// Words a category name may be followed by: 科技新聞, 財經頭條, 微博熱榜, tech news.
const trailingWord = /(?:新聞|頭條|熱榜|熱搜|熱門|資訊|榜|\s+news|\s+headlines)$/u;

/** Every Chinese alias, longest first, for building phrase patterns. */
export const NEWS_CATEGORY_WORDS_ZH: readonly string[] = [...byAlias.keys()].filter(hasHan).sort((a, b) => b.length - a.length);

/**
 * A category from what a user or model calls it, in Traditional or Simplified Chinese or
 * English: 科技 / 科技新闻 / tech / technology → `tech`, 熱搜 → `weibo`, 头条 → `general`.
 * Returns `undefined` for a word it does not know.
 *
 * @example
 * ```ts
 * readNewsCategory("科技新闻头条"); // "tech"
 * readNewsCategory("Sports");       // "sports"
 * ```
 */
export function readNewsCategory(text: string): NewsCategory | undefined {
  let word = text.normalize("NFKC").trim().toLowerCase();
  if (hasHan(word)) word = toTraditional(word).replaceAll("臺", "台");
  while (word !== "") {
    const found = byAlias.get(word);
    if (found) return found;
    const shorter = word.replace(trailingWord, "").trim();
    if (shorter === word) return undefined;
    word = shorter;
  }
  return undefined;
}
