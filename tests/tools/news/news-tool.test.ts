import type { Locale } from "../../../src/core/locale";
import { createNewsTool, type NewsToolOptions } from "../../../src/tools/news";
import { FixtureServer, LOADED_MACHINE_DEADLINE_MS, readJsonFixture } from "../../support/fixture-server";

const now = new Date("2026-03-10T01:00:00Z");

async function run(options: NewsToolOptions, args: Record<string, unknown>, locale: Locale = "zh-TW") {
  // A source that hangs ends only by this deadline; the other must still answer within it.
  const tool = createNewsTool({ timeoutMs: LOADED_MACHINE_DEADLINE_MS, ...options });
  const context = { now, timeZone: "Asia/Taipei", locale };
  const checked = tool.validate(tool.normalize(args, context));
  if (!checked.success) throw new Error(checked.message);
  const result = await tool.execute(checked.args, { ...context, signal: new AbortController().signal });
  return { result, text: tool.format(result, context), args: checked.args };
}

describe("get_news", () => {
  let vvhan: FixtureServer;
  let sixty: FixtureServer;

  beforeEach(async () => {
    vvhan = await FixtureServer.start({
      "GET /api/hotlist/wbHot": { json: readJsonFixture("vvhan/wbHot.json") },
      "GET /api/hotlist/itNews": { json: readJsonFixture("vvhan/itNews.json") },
      "GET /api/hotlist/toutiao": { json: readJsonFixture("vvhan/toutiao.json") },
      "GET *": { json: readJsonFixture("vvhan/path-not-found.json") },
    });
    sixty = await FixtureServer.start({
      "GET /v2/weibo": { json: readJsonFixture("viki-60s/weibo.json") },
      "GET /v2/toutiao": { json: readJsonFixture("viki-60s/toutiao.json") },
      "GET /v2/it-news": { json: readJsonFixture("viki-60s/it-news.json") },
    });
  });

  afterEach(async () => {
    await vvhan.close();
    await sixty.close();
  });

  const urls = () => ({ vvhanBaseUrl: `${vvhan.url}/api/hotlist`, sixtySecondsBaseUrl: `${sixty.url}/v2` });

  describe("vvhan first", () => {
    it("reads the top 5 of the general board (Toutiao) by default, in Traditional Chinese", async () => {
      const { result, text } = await run(urls(), {});
      expect(vvhan.requests.map((request) => request.path)).toEqual(["/api/hotlist/toutiao"]);
      expect(sixty.requests).toHaveLength(0);
      expect(result.data).toMatchObject({ category: "general", board: "今日頭條熱榜", source: "vvhan" });
      expect(result.data?.headlines).toHaveLength(5);
      expect(result.data?.headlines[0]).toEqual({ rank: 1, title: "全國兩會今日開幕", url: "https://www.toutiao.com/trending/751000000" });
      expect(text).toBe(
        "今日頭條熱榜前 5 條：\n1. 全國兩會今日開幕\n2. 央行宣佈下調存款準備金率\n3. 春運返程客流高峰到來\n4. 多地出台樓市新政\n5. 國產遊戲銷量創新高",
      );
    });

    it.each([["科技"], ["科技新闻"], ["tech"], ["Technology"], ["科技新聞頭條"]])("maps the category %s onto IT之家", async (category) => {
      const { result, args } = await run(urls(), { category, limit: 3 });
      expect(args).toEqual({ category: "tech", limit: 3 });
      expect(vvhan.requests[0].path).toBe("/api/hotlist/itNews");
      expect(result.data?.board).toBe("IT之家");
      expect(result.data?.headlines.map((headline) => headline.title)).toEqual([
        "國產操作系統新版本發佈 支持更多應用",
        "某品牌發佈新一代摺疊屏手機",
        "芯片製造新工藝實現量產",
      ]);
    });

    it("maps 熱搜 onto Weibo trending and keeps Simplified titles for zh-CN", async () => {
      const { result, text } = await run(urls(), { category: "熱搜", limit: "2" }, "zh-CN");
      expect(vvhan.requests[0].path).toBe("/api/hotlist/wbHot");
      expect(result.data?.board).toBe("微博热搜");
      expect(text).toBe("微博热搜前 2 条：\n1. 神舟二十三号发射圆满成功\n2. 多地发布暴雨蓝色预警");
    });

    it("writes 台 the Taiwan way and speaks English for en", async () => {
      expect((await run(urls(), { category: "weibo", limit: 6 })).result.data?.headlines[5].title).toBe("台灣海峽天氣轉好航班恢復");
      const { text } = await run(urls(), { category: "weibo", limit: 1 }, "en");
      expect(text).toBe("Top 1 on Weibo trending:\n1. 神舟二十三号发射圆满成功");
    });
  });

  describe("60s fallback", () => {
    it("answers when vvhan says success:false", async () => {
      vvhan.route("GET /api/hotlist/wbHot", { json: readJsonFixture("vvhan/path-not-found.json") });
      const { result, text } = await run(urls(), { category: "weibo", limit: 3 });
      expect(sixty.requests.map((request) => request.path)).toEqual(["/v2/weibo"]);
      expect(result.data).toMatchObject({ source: "60s", board: "微博熱搜" });
      expect(result.data?.unavailable_board).toBeUndefined();
      expect(result.data?.headlines[0].url).toMatch(/^https:\/\/s\.weibo\.com\/weibo\?q=/);
      expect(text).toBe("微博熱搜前 3 條：\n1. 神舟二十三號發射圓滿成功\n2. 多地發佈暴雨藍色預警\n3. 國產大飛機C929完成首飛");
    });

    it("answers when vvhan is down, slow or sends HTML", async () => {
      vvhan.route("GET /api/hotlist/itNews", { status: 502, body: "<html>Bad Gateway</html>" });
      expect((await run(urls(), { category: "tech" })).result.data?.source).toBe("60s");
      vvhan.route("GET /api/hotlist/itNews", { hang: true });
      expect((await run(urls(), { category: "tech" })).result.data?.source).toBe("60s");
      vvhan.route("GET /api/hotlist/itNews", { body: "<!DOCTYPE html><title>维护中</title>", headers: { "content-type": "text/html" } });
      expect((await run(urls(), { category: "tech" })).result.data?.source).toBe("60s");
      vvhan.route("GET /api/hotlist/itNews", { json: { success: true, name: "IT之家", data: [] } });
      expect((await run(urls(), { category: "tech" })).result.data?.source).toBe("60s");
    });

    it("says which board answered when the fallback is another board", async () => {
      const { result, text } = await run(urls(), { category: "sports", limit: 2 });
      expect(vvhan.requests[0].path).toBe("/api/hotlist/huPu");
      expect(sixty.requests[0].path).toBe("/v2/toutiao");
      expect(result.data).toMatchObject({ category: "sports", board: "今日頭條熱榜", unavailable_board: "虎撲熱榜" });
      expect(text).toBe("虎撲熱榜暫時連不上，改看今日頭條熱榜。今日頭條熱榜前 2 條：\n1. 全國兩會今日開幕\n2. 央行宣佈下調存款準備金率");
      expect((await run(urls(), { category: "sports", limit: 1 }, "en")).text).toBe(
        "The Hupu hot list is not available, so here is the Toutiao hot list. Top 1 on the Toutiao hot list:\n1. 全国两会今日开幕",
      );
    });
  });

  describe("both sources failed", () => {
    it("names both boards when both refuse", async () => {
      sixty.route("GET /v2/toutiao", { status: 500, json: readJsonFixture("viki-60s/server-error.json") });
      const { result, text } = await run(urls(), { category: "finance" });
      expect(result.error?.code).toBe("api_error");
      expect(text).toBe("36氪熱榜和今日頭條熱榜都暫時無法使用，請稍後再試。");
      expect(result.error?.details?.primary).toMatchObject({ details: { code: 88888 } });
    });

    it("says so once when one board's two sources both fail", async () => {
      vvhan.route("GET /api/hotlist/wbHot", { status: 503 });
      sixty.route("GET /v2/weibo", { json: { code: 500, message: "啊... 服务器出错了！", data: null } });
      const { text } = await run(urls(), { category: "weibo" }, "en");
      expect(text).toBe("Both sources of Weibo trending are not available right now. Please try again later.");
    });

    it("says the network is down when neither can be reached", async () => {
      const closed = await FixtureServer.start();
      await closed.close();
      const { result, text } = await run({ vvhanBaseUrl: closed.url, sixtySecondsBaseUrl: closed.url }, {});
      expect(result.error?.code).toBe("network_error");
      expect(text).toBe("連不上熱門新聞服務，請檢查網路連線。");
    });

    it("says the sources are slow when both time out", async () => {
      vvhan.route("GET /api/hotlist/toutiao", { hang: true });
      sixty.route("GET /v2/toutiao", { hang: true });
      const { result, text } = await run({ ...urls(), timeoutMs: 200 }, {});
      expect(result.error?.code).toBe("api_timeout");
      expect(text).toBe("熱門新聞服務沒有及時回應，請稍後再試。");
    });
  });

  describe("arguments", () => {
    it("leaves an unknown category for validation to report", () => {
      const tool = createNewsTool();
      const context = { now, timeZone: "Asia/Taipei", locale: "zh-TW" as const };
      expect(tool.normalize({ category: "天氣" }, context)).toEqual({ category: "天氣" });
      expect(tool.validate(tool.normalize({ category: "天氣" }, context)).success).toBe(false);
      expect(tool.validate(tool.normalize({ category: null, limit: null }, context))).toEqual({ success: true, args: {} });
      expect(tool.validate({ limit: 50 }).success).toBe(false);
      expect(tool.normalize({ category: "Sports", limit: "五" }, context)).toEqual({ category: "sports", limit: 5 });
    });

    it("reads the number of headlines from the factory's default", async () => {
      const { result } = await run({ ...urls(), defaultLimit: 2 }, {});
      expect(result.data?.headlines).toHaveLength(2);
    });
  });
});
