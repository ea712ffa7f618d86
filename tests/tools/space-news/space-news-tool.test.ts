import type { Locale } from "../../../src/core/locale";
import { createSpaceNewsTool, type SpaceNewsToolOptions } from "../../../src/tools/space-news/index";
import { FixtureServer, readFixture, readJsonFixture, type FixtureHandler } from "../../support/fixture-server";

const ARTICLES = "GET /v4/articles/";
const spacexLastWeek = readJsonFixture("spaceflight-news/articles-spacex-last-week.json");
const mars2020 = readJsonFixture("spaceflight-news/articles-mars-2020.json");
const empty = readJsonFixture("spaceflight-news/articles-empty.json");

const servers: FixtureServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function search(
  args: Record<string, unknown>,
  {
    handler = { json: spacexLastWeek },
    locale = "zh-TW" as Locale,
    options = {},
  }: { handler?: FixtureHandler; locale?: Locale; options?: SpaceNewsToolOptions } = {},
) {
  const server = await FixtureServer.start({ [ARTICLES]: handler });
  servers.push(server);
  const tool = createSpaceNewsTool({ baseUrl: server.url, ...options });
  const context = { signal: new AbortController().signal, now: new Date("2026-03-10T01:00:00Z"), timeZone: "Asia/Taipei", locale };
  const checked = tool.validate(tool.normalize(args, context));
  if (!checked.success) throw new Error(checked.message);
  const result = await tool.execute(checked.args, context);
  return { args: checked.args, result, data: result.data, text: tool.format(result, context), requests: server.requests };
}

describe("search_space_news", () => {
  it("searches SNAPI by keywords and last week's Taipei days, newest first, and lists the articles", async () => {
    const { data, text, requests } = await search({ keywords: "SpaceX", time_period: "上週" });
    expect(requests).toHaveLength(1);
    expect(requests[0].path).toBe("/v4/articles/");
    expect(Object.fromEntries(requests[0].query)).toEqual({
      search: "SpaceX",
      published_at_gte: "2026-03-01T16:00:00Z",
      published_at_lte: "2026-03-08T15:59:59Z",
      limit: "3",
      ordering: "-published_at",
    });
    expect(data).toMatchObject({
      count: 3,
      total_count: 12,
      search_params: { keywords: "SpaceX", search: "SpaceX", time_period: "上週", limit: 3 },
      search_description: "上週（3月2日至3月8日）關於「SpaceX」的太空新聞",
      note: null,
    });
    expect(data?.articles[1]).toEqual({
      title: "Starship flight 12 cleared for launch",
      summary: "The FAA has issued a license modification allowing SpaceX to fly the next Starship test flight.",
      news_site: "SpaceNews",
      published_at: "2026-03-05T21:40:03.512000Z",
      url: "https://spacenews.com/starship-flight-12-cleared-for-launch/",
    });
    expect(text.split("\n")).toEqual([
      "找到 12 則上週（3月2日至3月8日）關於「SpaceX」的太空新聞，以下是最新的 3 則：",
      "1. SpaceX launches 28 Starlink satellites from Cape Canaveral（Spaceflight Now，3月8日）：SpaceX launched another batch of Starlink satellites on a Falcon 9 rocket from Space Launch Complex 40, the booster land…",
      "2. Starship flight 12 cleared for launch（SpaceNews，3月6日）：The FAA has issued a license modification allowing SpaceX to fly the next Starship test flight.",
      "3. NASA and SpaceX target new date for Crew-12 return（NASA，3月2日）",
    ]);
  });

  it("searches Chinese keywords in English and says so; a year in the keywords becomes the period", async () => {
    const { args, data, text, requests } = await search({ keywords: "2020年 火星探測" }, { handler: { json: mars2020 } });
    expect(args).toEqual({ keywords: "火星探測", time_period: "2020年", limit: 3 });
    expect(requests[0].query.get("search")).toBe("Mars");
    expect(requests[0].query.get("published_at_gte")).toBe("2019-12-31T16:00:00Z");
    expect(requests[0].query.get("published_at_lte")).toBe("2020-12-31T15:59:59Z");
    expect(data?.search_description).toBe("2020年關於「火星探測」的太空新聞（新聞只有英文，以「Mars」搜尋）");
    expect(text).toContain("1. Perseverance rover lands on Mars（Spaceflight Now，2020年7月30日）");
  });

  it("searches by time alone, in English", async () => {
    const { data, text, requests } = await search({ time_period: "三天前", limit: 2 }, { locale: "en" });
    expect(requests[0].query.get("search")).toBeNull();
    expect(requests[0].query.get("published_at_gte")).toBe("2026-03-06T16:00:00Z");
    expect(requests[0].query.get("limit")).toBe("2");
    expect(data?.count).toBe(2);
    expect(text.split("\n")[0]).toBe("Found 12 articles of space news from March 7; the latest 2:");
  });

  it("asks again without the time limit when this year has nothing, and says so", async () => {
    const handler: FixtureHandler = (request) => ({ json: request.query.has("published_at_gte") ? empty : spacexLastWeek });
    const { data, text, requests } = await search({ keywords: "星艦", time_period: "今年" }, { handler, locale: "zh-CN" });
    expect(requests).toHaveLength(2);
    expect(requests[0].query.get("published_at_gte")).toBe("2025-12-31T16:00:00Z");
    expect(requests[1].query.has("published_at_gte")).toBe(false);
    expect(requests[1].query.get("search")).toBe("Starship");
    expect(data?.note).toBe("今年没有找到相关新闻，以下是不限时间的结果。");
    expect(text.split("\n")[0]).toBe("今年没有找到相关新闻，以下是不限时间的结果。");
  });

  it("explains an empty result, with a hint when the years are old", async () => {
    const recent = await search({ keywords: "SpaceX", time_period: "昨天" }, { handler: { json: empty } });
    expect(recent.text).toBe("沒有找到昨天（3月9日）關於「SpaceX」的太空新聞。");
    const old = await search({ keywords: "火星", time_period: "2008年" }, { handler: { json: empty } });
    expect(old.text).toBe(
      "沒有找到2008年關於「火星」的太空新聞（新聞只有英文，以「Mars」搜尋）。這個新聞來源的文章多半是近年的，2008 年的新聞可能查不到。",
    );
  });

  it.each([
    ["詹姆斯韋伯望遠鏡", "James Webb telescope"],
    ["SpaceX 星艦", "SpaceX Starship"],
    ["嫦娥六號", "Chang'e 6"],
    ["NASA和藍色起源", "NASA Blue Origin"],
  ])("searches 「%s」 as %s", async (keywords, english) => {
    const { requests } = await search({ keywords });
    expect(requests[0].query.get("search")).toBe(english);
  });

  it("reads Simplified Chinese keywords and periods", async () => {
    const { data, requests } = await search({ keywords: "国际空间站", time_period: "上个月" }, { locale: "zh-CN" });
    expect(requests[0].query.get("search")).toBe("ISS");
    expect(requests[0].query.get("published_at_gte")).toBe("2026-01-31T16:00:00Z");
    expect(requests[0].query.get("published_at_lte")).toBe("2026-02-28T15:59:59Z");
    expect(data?.search_description).toBe("上个月（2月1日至2月28日）关于「国际空间站」的太空新闻（新闻只有英文，以「ISS」搜索）");
  });

  it("refuses a time period it cannot read", async () => {
    const { result, text, requests } = await search({ time_period: "很久很久以前" });
    expect(requests).toHaveLength(0);
    expect(result.error?.code).toBe("invalid_date");
    expect(text).toBe("看不懂「很久很久以前」這個時間範圍。");
  });
});

describe("search_space_news errors", () => {
  const cases: Array<[string, FixtureHandler, string, string]> = [
    ["a timeout", { hang: true }, "api_timeout", "太空新聞服務沒有及時回應，請稍後再試。"],
    [
      "a 5xx",
      { status: 502, body: "<html><h1>502 Bad Gateway</h1></html>", headers: { "content-type": "text/html" } },
      "api_error",
      "太空新聞服務暫時無法使用（錯誤 502）。",
    ],
    [
      "a 429",
      { status: 429, json: readJsonFixture("spaceflight-news/error-throttled-429.json") },
      "rate_limited",
      "太空新聞服務的查詢次數太多了，請稍後再試。",
    ],
    [
      "a 400 for a bad filter",
      { status: 400, json: readJsonFixture("spaceflight-news/error-bad-filter-400.json") },
      "api_error",
      "太空新聞服務暫時無法使用（錯誤 400）。",
    ],
    [
      "malformed JSON",
      { body: readFixture("spaceflight-news/articles-truncated.json"), headers: { "content-type": "application/json" } },
      "api_error",
      "太空新聞服務回傳了看不懂的資料。",
    ],
    [
      "an unexpected shape",
      { json: readJsonFixture("spaceflight-news/articles-v3-array.json") },
      "api_error",
      "太空新聞服務回傳的資料格式不對。",
    ],
  ];

  it.each(cases)("%s becomes a short spoken message", async (_name, handler, code, message) => {
    // Only the hanging server gets a short deadline: the others answer, however loaded the machine.
    const deadline = typeof handler === "object" && handler.hang ? { timeoutMs: 200 } : {};
    const { result, text } = await search({ keywords: "SpaceX" }, { handler, options: { ...deadline, retries: 0 } });
    expect(result.success).toBe(false);
    expect(result.error?.code).toBe(code);
    expect(text).toBe(message);
  });

  it("retries a 5xx once before giving up", async () => {
    const { requests, result } = await search({}, { handler: { status: 503, body: "" }, options: { retries: 1 } });
    expect(requests).toHaveLength(2);
    expect(result.error?.code).toBe("api_error");
  });
});
