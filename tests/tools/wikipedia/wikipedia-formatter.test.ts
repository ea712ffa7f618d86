import { ToolResult } from "../../../src/core/tool-result";
import { createWikipediaTool, type WikipediaData } from "../../../src/tools/wikipedia";

const tool = createWikipediaTool();
const context = { now: new Date("2026-03-10T01:00:00Z"), timeZone: "Asia/Taipei", locale: "zh-TW" as const };
const article: WikipediaData = {
  query: "黑洞",
  language: "zh",
  title: "黑洞",
  type: "article",
  description: "時空中引力極強的區域",
  extract: "黑洞是時空展現出極端強大的引力的區域。",
  url: "https://zh.wikipedia.org/wiki/%E9%BB%91%E6%B4%9E",
  options: [],
};

describe("wikipedia formatter", () => {
  it("reads the summary as a spoken answer", () => {
    expect(tool.format(ToolResult.ok(article), context)).toBe("根據維基百科「黑洞」條目：黑洞是時空展現出極端強大的引力的區域。");
  });

  it("falls back to the description when the page has no extract", () => {
    expect(tool.format(ToolResult.ok({ ...article, extract: "" }), context)).toBe("根據維基百科「黑洞」條目：時空中引力極強的區域");
  });

  it("asks which meaning of a disambiguation page", () => {
    const page: WikipediaData = { ...article, title: "水星", type: "disambiguation", extract: "", options: ["水星", "水星 (神話)"] };
    expect(tool.format(ToolResult.ok(page), context)).toBe("「水星」在維基百科上有好幾個意思：水星、水星 (神話)。你想查哪一個？");
    expect(tool.format(ToolResult.ok(page), { ...context, locale: "en" })).toBe(
      '"水星" has several meanings on Wikipedia: 水星, 水星 (神話). Which one do you mean?',
    );
  });

  it("reads a failure as its message", () => {
    expect(tool.format(ToolResult.fail({ code: "NOT_FOUND", message: "維基百科上找不到「黑動」。" }), context)).toBe(
      "維基百科上找不到「黑動」。",
    );
  });
});
