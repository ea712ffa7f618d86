import type { ToolContext } from "../../../src/core/tool-context";
import { createWikipediaTool } from "../../../src/tools/wikipedia";
import { FixtureServer, readJsonFixture, type FixtureRequest } from "../../support/fixture-server";

const context: ToolContext = {
  signal: new AbortController().signal,
  now: new Date("2026-03-10T01:00:00Z"),
  timeZone: "Asia/Taipei",
  locale: "zh-TW",
};
const searches: Record<string, string> = {
  黑洞: "search-black-hole.json",
  "Alan Turing": "search-alan-turing.json",
  Mercury: "search-mercury.json",
  黑動: "search-no-hits.json",
};

function actionApi(request: FixtureRequest) {
  if (request.query.get("prop") === "links") return { json: readJsonFixture("wikipedia/links-mercury.json") };
  const fixture = searches[request.query.get("srsearch") ?? ""];
  return {
    json: fixture ? readJsonFixture(`wikipedia/${fixture}`) : { batchcomplete: true, query: { searchinfo: { totalhits: 0 }, search: [] } },
  };
}

describe("search_wikipedia", () => {
  let zh: FixtureServer;
  let en: FixtureServer;
  let tool: ReturnType<typeof createWikipediaTool>;

  beforeEach(async () => {
    zh = await FixtureServer.start({
      "GET /w/api.php": actionApi,
      "GET /api/rest_v1/page/summary/黑洞": (request) => ({
        json: readJsonFixture(`wikipedia/summary-black-hole-${request.headers["accept-language"] === "zh-cn" ? "zh-cn" : "zh-tw"}.json`),
      }),
    });
    en = await FixtureServer.start({
      "GET /w/api.php": actionApi,
      "GET /api/rest_v1/page/summary/Alan_Turing": { json: readJsonFixture("wikipedia/summary-alan-turing.json") },
      "GET /api/rest_v1/page/summary/Mercury": { json: readJsonFixture("wikipedia/summary-mercury.json") },
    });
    tool = createWikipediaTool({ baseUrls: { zh: zh.url, en: en.url } });
  });
  afterEach(async () => {
    await zh.close();
    await en.close();
  });

  it("finds the page, then reads its summary in Traditional Chinese (zh-tw)", async () => {
    const result = await tool.execute({ query: "黑洞" }, context);
    expect(result.data).toMatchObject({
      query: "黑洞",
      language: "zh",
      title: "黑洞",
      type: "article",
      description: "時空中引力極強的區域",
      url: "https://zh.wikipedia.org/wiki/%E9%BB%91%E6%B4%9E",
      options: [],
    });
    expect(tool.format(result, context)).toMatch(/^根據維基百科「黑洞」條目：黑洞是時空展現出極端強大的引力，以致於所有粒子/);
    const [search, summary] = zh.requests;
    expect(Object.fromEntries(search.query)).toMatchObject({
      action: "query",
      list: "search",
      srsearch: "黑洞",
      variant: "zh-tw",
      format: "json",
      formatversion: "2",
    });
    expect(summary.path).toBe("/api/rest_v1/page/summary/黑洞");
    expect(summary.headers["accept-language"]).toBe("zh-tw");
    expect(en.requests).toHaveLength(0);
  });

  it("sends a descriptive User-Agent on every request", async () => {
    const custom = createWikipediaTool({ baseUrls: { zh: zh.url, en: en.url }, userAgent: "my-assistant/1.0 (ops@example.com)" });
    await custom.execute({ query: "Mercury" }, context);
    await tool.execute({ query: "黑洞" }, context);
    expect(en.requests.map((request) => request.headers["user-agent"])).toEqual(Array(3).fill("my-assistant/1.0 (ops@example.com)"));
    expect(zh.requests.map((request) => request.headers["user-agent"])).toEqual(
      Array(2).fill(expect.stringMatching(/^dialogue-graph\/\S+ \(https:\/\/\S+\)/)),
    );
  });

  it("asks for zh-cn when the user writes Simplified Chinese", async () => {
    const result = await tool.execute({ query: "黑洞" }, { ...context, locale: "zh-CN" });
    expect(zh.requests[1].headers["accept-language"]).toBe("zh-cn");
    expect(zh.requests[0].query.get("variant")).toBe("zh-cn");
    expect(tool.format(result, { ...context, locale: "zh-CN" })).toMatch(/^根据维基百科「黑洞」条目：黑洞是时空展现出极端强大的引力/);
  });

  it("reads English Wikipedia for an English query", async () => {
    const result = await tool.execute({ query: "Alan Turing" }, { ...context, locale: "en" });
    expect(result.data).toMatchObject({ language: "en", title: "Alan Turing", url: "https://en.wikipedia.org/wiki/Alan_Turing" });
    expect(en.requests[0].query.get("variant")).toBeNull();
    expect(en.requests[1].headers["accept-language"] ?? "").not.toMatch(/zh/);
    expect(tool.format(result, { ...context, locale: "en" })).toMatch(
      /^According to Wikipedia's article "Alan Turing": Alan Mathison Turing was an English mathematician/,
    );
    expect(zh.requests).toHaveLength(0);
  });

  it("keeps the summary short, cut after a whole sentence", async () => {
    const short = createWikipediaTool({ baseUrls: { zh: zh.url, en: en.url }, maxExtractLength: 60 });
    const result = await short.execute({ query: "黑洞" }, context);
    expect(result.data?.extract).toBe("黑洞是時空展現出極端強大的引力，以致於所有粒子、甚至光這樣的電磁輻射都不能逃逸的區域。");
  });

  describe("disambiguation", () => {
    it("lists the pages to choose from", async () => {
      const result = await tool.execute({ query: "Mercury" }, { ...context, locale: "en" });
      expect(result.data).toMatchObject({
        type: "disambiguation",
        title: "Mercury",
        options: ["Freddie Mercury", "Mercury (element)", "Mercury (planet)", "Mercury Records", "Mercury program"],
      });
      expect(Object.fromEntries(en.requests[2].query)).toMatchObject({
        action: "query",
        prop: "links",
        titles: "Mercury",
        plnamespace: "0",
      });
      expect(tool.format(result, context)).toBe(
        "「Mercury」在維基百科上有好幾個意思：Freddie Mercury、Mercury (element)、Mercury (planet)、Mercury Records、Mercury program。你想查哪一個？",
      );
    });
  });

  describe("not found", () => {
    it("offers the search engine's suggestion when nothing matches", async () => {
      const result = await tool.execute({ query: "黑動" }, context);
      expect(result.error?.code).toBe("NOT_FOUND");
      expect(result.error?.message).toBe("維基百科上找不到「黑動」。你是不是要找：黑洞？");
      expect(result.error?.details).toEqual({ query: "黑動", suggestions: ["黑洞"] });
      expect(zh.requests).toHaveLength(1);
    });

    it("says so plainly when there is nothing to suggest", async () => {
      const result = await tool.execute({ query: "qwxzv" }, { ...context, locale: "en" });
      expect(result.error?.message).toBe('Wikipedia has no page for "qwxzv".');
    });

    it("turns a 404 summary (problem+json) into NOT_FOUND with the other hits", async () => {
      en.route("GET /api/rest_v1/page/summary/Alan_Turing", {
        status: 404,
        json: readJsonFixture("wikipedia/not-found.json"),
        headers: { "content-type": "application/problem+json" },
      });
      const result = await tool.execute({ query: "Alan Turing" }, { ...context, locale: "en" });
      expect(result.error?.code).toBe("NOT_FOUND");
      expect(result.error?.message).toBe('Wikipedia has no page for "Alan Turing". Did you mean: Turing Award, Turing test?');
    });
  });
});
