import { loadSettings } from "../../../src/core/settings";
import { routeLocally } from "../../../src/routing/route-locally";
import { createDefaultRegistry } from "../../../src/tools/create-default-registry";

const registry = createDefaultRegistry({ settings: loadSettings({ env: {}, envFile: false }) });
const route = (text: string) => routeLocally(text, { registry, now: new Date("2026-03-10T01:00:00Z"), timeZone: "Asia/Taipei" });

describe("search_space_news phrases", () => {
  it.each([
    ["最近有什麼太空新聞", {}],
    ["太空新聞", {}],
    ["给我几则航天新闻", {}],
    ["上週SpaceX的新聞", { keywords: "SpaceX", time_period: "上週" }],
    ["找一下2020年火星探測的新聞", { keywords: "火星探測", time_period: "2020年" }],
    ["SpaceX最近有什麼新聞", { keywords: "SpaceX" }],
    ["NASA最新消息", { keywords: "NASA" }],
    ["今天的太空新聞", { time_period: "今天" }],
    ["三天前的太空新聞", { time_period: "三天前" }],
    ["去年火星的新聞", { keywords: "火星", time_period: "去年" }],
    ["有沒有詹姆斯韋伯望遠鏡的消息", { keywords: "詹姆斯韋伯望遠鏡" }],
    ["关于国际空间站的新闻", { keywords: "国际空间站" }],
    ["上个月火星的新闻", { keywords: "火星", time_period: "上个月" }],
    ["最近SpaceX有什麼新聞", { keywords: "SpaceX" }],
    ["有什麼關於火星的新聞", { keywords: "火星" }],
    ["播報太空新聞", {}],
    ["藍色起源最近有什麼消息", { keywords: "藍色起源" }],
    ["space news", {}],
    ["latest SpaceX news", { keywords: "SpaceX" }],
    ["news about Starship last week", { keywords: "Starship", time_period: "last week" }],
    ["上个月嫦娥探月的新闻", { keywords: "嫦娥探月", time_period: "上个月" }],
    ["火星探測器的新聞", { keywords: "火星探測器" }],
    ["NASA最近有什麼新消息", { keywords: "NASA" }],
    ["what's new with the James Webb telescope", { keywords: "James Webb telescope" }],
    ["anything new from NASA", { keywords: "NASA" }],
    ["what's the latest on Starship this week", { keywords: "Starship", time_period: "this week" }],
    ["找找去年嫦娥六号的新闻", { keywords: "嫦娥六号", time_period: "去年" }],
    ["查查SpaceX最近的新聞", { keywords: "SpaceX" }],
    ["幫我找找上個月星艦的新聞", { keywords: "星艦", time_period: "上個月" }],
    ["搜一搜NASA的新消息", { keywords: "NASA" }],
    ["查一查今年阿提米絲計畫的報導", { keywords: "阿提米絲計畫", time_period: "今年" }],
    ["给我找找最近的航天新闻", {}],
    ["find news about Chang'e 6 from last year", { keywords: "Chang'e 6", time_period: "last year" }],
    ["search for SpaceX news", { keywords: "SpaceX" }],
    ["look up news about Starship last week", { keywords: "Starship", time_period: "last week" }],
    ["今年登月計畫有什麼新進展", { keywords: "登月計畫", time_period: "今年" }],
    ["SpaceX最近有什麼進展", { keywords: "SpaceX" }],
  ])("asks for space news: %s", (text, args) => {
    expect(route(text)).toEqual({ tool: "search_space_news", args });
  });

  it.each([
    "我昨天讀了一篇很有趣的火星文章",
    "今天有什麼新聞",
    "最近有什麼新聞",
    "台積電的新聞",
    "你覺得SpaceX的新聞可信嗎",
    "為什麼太空新聞都是英文",
    "火星上有水嗎",
    "我昨天看了火星的新聞",
    "你有看到火星的新聞嗎",
    "news about Apple",
    "登陸的新聞",
    "台積電有什麼新消息",
    "what's new with you",
    "what's new in the iPhone",
    "找找今天的新聞",
    "查查去年嫦娥奔月的故事",
    "find news about the election",
    "嫦娥奔月的故事講給我聽",
    "我的減肥有什麼新進展",
    "今年的研究有什麼進展",
  ])("leaves %s to another tool or the model", (text) => {
    expect(route(text)?.tool).not.toBe("search_space_news");
  });
});
