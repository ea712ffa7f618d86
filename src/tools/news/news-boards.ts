import type { LocalizedText } from "../../core/localize";
import type { NewsCategory } from "./news-category";

/** One hot list at one source: the path under the source's base URL and the board's name. */
export interface NewsBoard {
  /** `vvhan` (api.vvhan.com/api/hotlist) or `60s` (60s.viki.moe/v2). */
  source: "vvhan" | "60s";
  /** The path under the source's base URL, e.g. `wbHot` or `weibo`. */
  path: string;
  /** What the board is called, said to the user so they know which list answered. */
  name: LocalizedText;
}

const boards = {
  toutiao: { zh: "今日頭條熱榜", en: "the Toutiao hot list" },
  itHome: { zh: "IT之家", en: "IT Home" },
  kr36: { zh: "36氪熱榜", en: "the 36Kr hot list" },
  douyin: { zh: "抖音熱榜", en: "the Douyin hot list" },
  hupu: { zh: "虎撲熱榜", en: "the Hupu hot list" },
  weibo: { zh: "微博熱搜", en: "Weibo trending" },
  zhihu: { zh: "知乎熱榜", en: "the Zhihu hot list" },
  bilibili: { zh: "B站熱門", en: "Bilibili trending" },
  baidu: { zh: "百度熱搜", en: "Baidu trending" },
} satisfies Record<string, LocalizedText>;

/**
 * Each category's primary board (vvhan, apis.md 7.1) and its fallback (60s API). Where the 60s API
 * has no board of that kind (finance, sports) the fallback is the general Toutiao list, and the
 * reply names the board that answered.
 */
export const newsBoards: Record<NewsCategory, readonly [primary: NewsBoard, fallback: NewsBoard]> = {
  general: [
    { source: "vvhan", path: "toutiao", name: boards.toutiao },
    { source: "60s", path: "toutiao", name: boards.toutiao },
  ],
  tech: [
    { source: "vvhan", path: "itNews", name: boards.itHome },
    { source: "60s", path: "it-news", name: boards.itHome },
  ],
  finance: [
    { source: "vvhan", path: "36Ke", name: boards.kr36 },
    { source: "60s", path: "toutiao", name: boards.toutiao },
  ],
  entertainment: [
    { source: "vvhan", path: "douyinHot", name: boards.douyin },
    { source: "60s", path: "douyin", name: boards.douyin },
  ],
  sports: [
    { source: "vvhan", path: "huPu", name: boards.hupu },
    { source: "60s", path: "toutiao", name: boards.toutiao },
  ],
  weibo: [
    { source: "vvhan", path: "wbHot", name: boards.weibo },
    { source: "60s", path: "weibo", name: boards.weibo },
  ],
  zhihu: [
    { source: "vvhan", path: "zhihuHot", name: boards.zhihu },
    { source: "60s", path: "zhihu", name: boards.zhihu },
  ],
  bilibili: [
    { source: "vvhan", path: "bili", name: boards.bilibili },
    { source: "60s", path: "bili", name: boards.bilibili },
  ],
  douyin: [
    { source: "vvhan", path: "douyinHot", name: boards.douyin },
    { source: "60s", path: "douyin", name: boards.douyin },
  ],
  baidu: [
    { source: "vvhan", path: "baiduRD", name: boards.baidu },
    { source: "60s", path: "baidu/hot", name: boards.baidu },
  ],
};
