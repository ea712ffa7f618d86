import type { Locale } from "../../../src/core/locale";
import type { DialogueContext } from "../../../src/routing/route-turn";
import { LAST_TURN_AT, routeOnlyRegistry, routeTurnOn } from "../../support/route-turn-kit";

const routeTurn = routeTurnOn(routeOnlyRegistry());
// The last turn, 20 seconds before: this week's space news.
const searched: DialogueContext = {
  last: { tool: "search_space_news", args: { time_period: "this_week", limit: 3 }, success: true, reply: "…", at: LAST_TURN_AT },
};
const route = (text: string, locale: Locale = "zh-TW") => routeTurn(text, searched, locale);

describe("space news in a conversation", () => {
  it.each([
    ["anything about SpaceX", "en", "SpaceX"],
    ["any news on NASA?", "en", "NASA"],
    ["what about Starship", "en", "Starship"],
    ["那 NASA 的呢", "zh-TW", "NASA"],
    ["那火星的新聞呢", "zh-TW", "火星"],
    ["有沒有嫦娥六號的", "zh-TW", "嫦娥六號"],
    ["有月球的消息吗", "zh-CN", "月球"],
  ] as const)("「%s」 searches the same week for %s", (text, locale, keywords) => {
    expect(route(text, locale)).toMatchObject({
      kind: "call",
      tool: "search_space_news",
      args: { time_period: "this_week", keywords: expect.stringContaining(keywords) },
    });
  });

  it.each([
    ["SpaceX 的", "zh-TW", "SpaceX"],
    ["火星的呢", "zh-TW", "火星"],
  ] as const)("「%s」 alone searches for %s", (text, locale, keywords) => {
    expect(route(text, locale)).toMatchObject({ kind: "call", tool: "search_space_news", args: { keywords } });
  });

  it.each([
    ["上個月的呢", "zh-TW", "上個月"],
    ["今年的呢", "zh-CN", "今年"],
    ["and last week", "en", "last week"],
    ["what about last month?", "en", "last month"],
  ] as const)("「%s」 searches the same subject over %s", (text, locale, period) => {
    expect(route(text, locale)).toMatchObject({ kind: "call", tool: "search_space_news", args: { time_period: period } });
  });

  it.each(["那天氣呢", "anything about dinner", "我的呢", "and my mom", "有沒有我的", "what about tomorrow's weather"])(
    "「%s」 is no other space subject",
    (text) => {
      expect(route(text)).not.toMatchObject({ tool: "search_space_news" });
    },
  );
});
