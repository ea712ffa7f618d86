import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locale } from "../../../src/core/locale";
import { createStockTool, type StockToolOptions } from "../../../src/tools/stock";
import { FixtureServer, LOADED_MACHINE_DEADLINE_MS, type FixtureResponse } from "../../support/fixture-server";

const now = new Date("2026-04-02T08:30:00Z");

function gbk(path: string, status = 200): FixtureResponse {
  const body = readFileSync(join(__dirname, "..", "..", "fixtures", path));
  const type = path.startsWith("sina") ? "application/javascript; charset=GBK" : "text/html; charset=GBK";
  return { status, body, headers: { "content-type": type } };
}

const sinaForbidden = gbk("sina-quotes/forbidden.txt", 403);
const sinaMoutaiUtf8 =
  'var hq_str_sh600519="贵州茅台,1459.440,1459.440,1459.880,1464.880,1452.100,1459.880,1459.900,2106400,3071809846.000,' +
  '200,1459.880,300,1459.850,100,1459.800,500,1459.700,100,1459.600,200,1459.900,100,1459.950,400,1460.000,200,1460.500,1200,1461.000,2026-04-02,15:00:03,00";';

async function run(options: StockToolOptions, code: unknown, locale: Locale = "zh-TW") {
  // A feed that hangs ends only by this deadline; the other must still answer within it.
  const tool = createStockTool({ timeoutMs: LOADED_MACHINE_DEADLINE_MS, ...options });
  const context = { now, timeZone: "Asia/Taipei", locale };
  const checked = tool.validate(tool.normalize({ code }, context));
  if (!checked.success) throw new Error(checked.message);
  const result = await tool.execute(checked.args, { ...context, signal: new AbortController().signal });
  return { result, text: tool.format(result, context), args: checked.args };
}

describe("get_stock", () => {
  let tencent: FixtureServer;
  let sina: FixtureServer;

  beforeEach(async () => {
    tencent = await FixtureServer.start({
      "GET /q=sh600519": gbk("tencent-quotes/sh600519.txt"),
      "GET /q=sz000001": gbk("tencent-quotes/sz000001.txt"),
      "GET /q=bj920002": gbk("tencent-quotes/bj920002.txt"),
      "GET /q=sz002999": gbk("tencent-quotes/sz002999-halted.txt"),
      "GET *": gbk("tencent-quotes/none-match.txt"),
    });
    sina = await FixtureServer.start({
      "GET *": (request) => {
        if (request.headers.referer !== "https://finance.sina.com.cn") return sinaForbidden;
        if (request.path === "/list=sh600519") return gbk("sina-quotes/sh600519.txt");
        if (request.path === "/list=sz000001") return gbk("sina-quotes/sz000001.txt");
        return {
          body: `var hq_str_${request.path.slice("/list=".length)}="";\n`,
          headers: { "content-type": "application/javascript; charset=GBK" },
        };
      },
    });
  });

  afterEach(async () => {
    await tencent.close();
    await sina.close();
  });

  const urls = () => ({ tencentBaseUrl: tencent.url, sinaBaseUrl: sina.url });

  describe("Tencent (GBK)", () => {
    it("reads a Shanghai quote and says it in Traditional Chinese", async () => {
      const { result, text } = await run(urls(), "600519");
      expect(tencent.requests.map((request) => request.path)).toEqual(["/q=sh600519"]);
      expect(sina.requests).toHaveLength(0);
      expect(result.data).toEqual({
        code: "600519",
        symbol: "sh600519",
        name: "貴州茅台",
        price: 1459.88,
        change: 0.44,
        change_percent: 0.03,
        open: 1459.44,
        high: 1464.88,
        low: 1452.1,
        previous_close: 1459.44,
        volume: 21064,
        volume_unit: "手",
        time: "2026-04-02T16:14:01+08:00",
        halted: false,
        source: "tencent",
      });
      expect(text).toBe(
        "貴州茅台（600519）現價 1459.88 元，漲 0.44 元（0.03%），開盤 1459.44 元，最高 1464.88 元，最低 1452.10 元，成交量 21,064 手，資料時間 2026-04-02 16:14。",
      );
    });

    it("reads 000001 alone as Ping An Bank in Shenzhen, and says a fall", async () => {
      const { result, text } = await run(urls(), "000001");
      expect(tencent.requests[0].path).toBe("/q=sz000001");
      expect(result.data?.name).toBe("平安銀行");
      expect(text).toContain("平安銀行（000001）現價 11.02 元，跌 0.09 元（0.81%）");
      expect(text).toContain("成交量 1,046,382 手");
    });

    it("sends 920xxx to Beijing", async () => {
      const { result } = await run(urls(), "920002");
      expect(tencent.requests[0].path).toBe("/q=bj920002");
      expect(result.data?.name).toBe("艾融軟件");
    });

    it("accepts prefixed and suffixed codes, and a few well-known names, from the model", async () => {
      const { args } = await run(urls(), "SZ000001");
      expect(args).toEqual({ code: "sz000001" });
      expect((await run(urls(), "600519.SH")).args).toEqual({ code: "sh600519" });
      expect((await run(urls(), 1)).args).toEqual({ code: "000001" });
      expect((await run(urls(), "贵州茅台")).args).toEqual({ code: "600519" });
      expect(tencent.requests.map((request) => request.path)).toEqual(["/q=sz000001", "/q=sh600519", "/q=sz000001", "/q=sh600519"]);
    });

    it("keeps Simplified names for zh-CN and speaks English for en", async () => {
      expect((await run(urls(), "600519", "zh-CN")).text).toBe(
        "贵州茅台（600519）现价 1459.88 元，涨 0.44 元（0.03%），开盘 1459.44 元，最高 1464.88 元，最低 1452.10 元，成交量 21,064 手，数据时间 2026-04-02 16:14。",
      );
      const english = await run(urls(), "600519", "en");
      expect(english.result.data?.volume_unit).toBe("lots");
      expect(english.text).toBe(
        "贵州茅台 (600519) is at 1459.88 yuan, up 0.44 (0.03%). Open 1459.44, high 1464.88, low 1452.10, volume 21,064 lots, as of 2026-04-02 16:14 Beijing time.",
      );
    });

    it("uses the previous close for a halted stock and says it is halted", async () => {
      const { result, text } = await run(urls(), "002999");
      expect(result.data).toMatchObject({ price: 8.46, change: 0, change_percent: 0, halted: true });
      expect(text).toBe("*ST 示例（002999）目前停牌，昨收 8.46 元，資料時間 2026-04-02 15:00。");
    });
  });

  describe("Sina fallback", () => {
    it("answers with the Referer header when Tencent fails, computing change in shares", async () => {
      tencent.route("GET /q=sh600519", { status: 502, body: "Bad Gateway" });
      const { result, text } = await run(urls(), "sh600519");
      expect(sina.requests[0].path).toBe("/list=sh600519");
      expect(sina.requests[0].headers.referer).toBe("https://finance.sina.com.cn");
      expect(result.data).toMatchObject({
        name: "貴州茅台",
        price: 1459.88,
        change: 0.44,
        change_percent: 0.03,
        volume: 2106400,
        volume_unit: "股",
        previous_close: 1459.44,
        time: "2026-04-02T15:00:03+08:00",
        source: "sina",
      });
      expect(text).toContain("成交量 2,106,400 股");
    });

    it("computes a fall to two places with decimal arithmetic", async () => {
      tencent.route("GET /q=sz000001", { body: "<html>maintenance</html>" });
      const { result } = await run(urls(), "000001");
      expect(result.data).toMatchObject({ source: "sina", change: -0.09, change_percent: -0.81 });
    });

    it("answers when Tencent is too slow", async () => {
      tencent.route("GET /q=sh600519", { hang: true });
      const { result } = await run(urls(), "600519");
      expect(result.data?.source).toBe("sina");
    });

    it("reads a UTF-8 body when Sina declares it", async () => {
      tencent.route("GET /q=sh600519", { status: 500 });
      sina.route("GET /list=sh600519", {
        body: Buffer.from(sinaMoutaiUtf8, "utf8"),
        headers: { "content-type": "application/javascript; charset=utf-8" },
      });
      expect((await run(urls(), "600519")).result.data?.name).toBe("貴州茅台");
    });
  });

  describe("errors", () => {
    it("says an unknown code is not found (Tencent none_match, Sina empty string)", async () => {
      const { result, text } = await run(urls(), "609999");
      expect(tencent.requests[0].path).toBe("/q=sh609999");
      expect(sina.requests[0].path).toBe("/list=sh609999");
      expect(result.error?.code).toBe("NOT_FOUND");
      expect(text).toBe("找不到代號 609999 的股票，請確認代號是否正確。");
    });

    it("says so when no exchange uses the code, without asking any feed", async () => {
      const { result, text } = await run(urls(), "712345", "en");
      expect(result.error?.code).toBe("NOT_FOUND");
      expect(text).toBe("712345 does not look like a Shanghai, Shenzhen or Beijing code. Please add sh, sz or bj in front of it.");
      expect(tencent.requests).toHaveLength(0);
    });

    it("turns Sina's 403 (Kinsoku jikou desu!) into api_error when Tencent is down too", async () => {
      tencent.route("GET /q=sh600519", { status: 503 });
      const { result, text } = await run({ ...urls(), sinaReferer: "https://example.com" }, "600519");
      expect(sina.requests[0].headers.referer).toBe("https://example.com");
      expect(result.error?.code).toBe("api_error");
      expect(result.error?.details?.fallback).toMatchObject({ code: "api_error", details: { status: 403, body: "Kinsoku jikou desu!" } });
      expect(text).toBe("股票行情服務暫時無法使用（錯誤 503）。");
    });

    it("says the network is down when neither feed can be reached", async () => {
      const closed = await FixtureServer.start();
      await closed.close();
      const { result, text } = await run({ tencentBaseUrl: closed.url, sinaBaseUrl: closed.url }, "600519");
      expect(result.error?.code).toBe("network_error");
      expect(text).toBe("連不上股票行情服務，請檢查網路連線。");
    });

    it("rejects what is not a code at validation", () => {
      const tool = createStockTool();
      const context = { now, timeZone: "Asia/Taipei", locale: "zh-TW" as const };
      expect(tool.validate(tool.normalize({ code: "台積電" }, context)).success).toBe(false);
      expect(tool.validate(tool.normalize({}, context)).success).toBe(false);
    });
  });
});
