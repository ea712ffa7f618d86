import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ToolRegistry } from "../../../src/core/tool-registry";
import { DialogueGraph } from "../../../src/graph/dialogue-graph";
import { createStockTool } from "../../../src/tools/stock";
import { FixtureServer, type FixtureResponse } from "../../support/fixture-server";
import { ScriptedModelServer } from "../../../src/testing";

const now = () => new Date("2026-04-02T08:30:00Z");
const quote = (path: string): FixtureResponse => ({
  body: readFileSync(join(__dirname, "..", "..", "fixtures", path)),
  headers: { "content-type": "text/html; charset=GBK" },
});
const moutai =
  "貴州茅台（600519）現價 1459.88 元，漲 0.44 元（0.03%），開盤 1459.44 元，最高 1464.88 元，最低 1452.10 元，成交量 21,064 手，資料時間 2026-04-02 16:14。";

describe("get_stock through DialogueGraph", () => {
  let model: ScriptedModelServer;
  let tencent: FixtureServer;
  let sina: FixtureServer;

  beforeEach(async () => {
    model = await ScriptedModelServer.start();
    tencent = await FixtureServer.start({
      "GET /q=sh600519": quote("tencent-quotes/sh600519.txt"),
      "GET *": quote("tencent-quotes/none-match.txt"),
    });
    sina = await FixtureServer.start({ "GET *": { body: 'var hq_str_sh609999="";\n' } });
  });

  afterEach(async () => {
    await model.close();
    await tencent.close();
    await sina.close();
  });

  function graph(localIntents: boolean) {
    const tool = createStockTool({ tencentBaseUrl: tencent.url, sinaBaseUrl: sina.url, timeoutMs: 1_000 });
    return new DialogueGraph({
      model: model.model(),
      registry: new ToolRegistry([tool]),
      now,
      locale: "zh-TW",
      timeZone: "Asia/Taipei",
      localIntents,
    });
  }

  it("user text → model asks for the quote → Tencent fixture (GBK) → model answers", async () => {
    model.enqueue(
      { toolCalls: [{ name: "get_stock", arguments: { code: "600519.SH" } }] },
      { content: "貴州茅台現在 1459.88 元，小漲 0.03%。" },
    );

    const turn = await graph(false).invoke("幫我看一下茅台今天的股價，代號 600519", { threadId: "t1" });

    expect(turn.reply).toBe("貴州茅台現在 1459.88 元，小漲 0.03%。");
    expect(turn.toolCalls).toHaveLength(1);
    expect(turn.toolCalls[0].name).toBe("get_stock");
    expect(turn.toolCalls[0].args).toEqual({ code: "sh600519" });
    expect(turn.toolCalls[0].result.success).toBe(true);
    expect(tencent.requests.map((request) => request.path)).toEqual(["/q=sh600519"]);
    expect(model.requests[0].tools?.map((tool) => tool.function.name)).toEqual(["get_stock"]);
    const toolMessage = model.requests[1].messages.find((message) => message.role === "tool");
    expect(toolMessage?.content).toContain(moutai);
  });

  it("hands the model the not-found message for an unknown code", async () => {
    model.enqueue(
      { toolCalls: [{ name: "get_stock", arguments: { code: "609999" } }] },
      { content: "查不到 609999 這檔股票，代號可能有誤。" },
    );

    const turn = await graph(false).invoke("609999 這檔股票多少錢", { threadId: "t1" });

    expect(turn.reply).toBe("查不到 609999 這檔股票，代號可能有誤。");
    expect(turn.toolCalls[0].result.success).toBe(false);
    expect(turn.toolCalls[0].result.error?.code).toBe("NOT_FOUND");
    const toolMessage = model.requests[1].messages.find((message) => message.role === "tool");
    expect(toolMessage?.content).toContain("找不到代號 609999 的股票，請確認代號是否正確。");
  });

  it("answers 「600519 股價」 on the local route with no model", async () => {
    const turn = await graph(true).invoke("600519 股價", { threadId: "t1" });

    expect(turn.route).toBe("local");
    expect(turn.reply).toBe(moutai);
    expect(turn.toolCalls[0].args).toEqual({ code: "600519" });
    expect(model.requests).toHaveLength(0);
  });
});
