import { ToolRegistry } from "../../../src/core/tool-registry";
import { DialogueGraph } from "../../../src/graph/dialogue-graph";
import { createNewsTool } from "../../../src/tools/news";
import { FixtureServer, readJsonFixture } from "../../support/fixture-server";
import { ScriptedModelServer } from "../../../src/testing";

const now = () => new Date("2026-03-10T01:00:00Z");

describe("get_news through DialogueGraph", () => {
  let model: ScriptedModelServer;
  let vvhan: FixtureServer;
  let sixty: FixtureServer;

  beforeEach(async () => {
    model = await ScriptedModelServer.start();
    vvhan = await FixtureServer.start({
      "GET /api/hotlist/itNews": { json: readJsonFixture("vvhan/path-not-found.json") },
      "GET /api/hotlist/toutiao": { json: readJsonFixture("vvhan/toutiao.json") },
    });
    sixty = await FixtureServer.start({ "GET /v2/it-news": { json: readJsonFixture("viki-60s/it-news.json") } });
  });

  afterEach(async () => {
    await model.close();
    await vvhan.close();
    await sixty.close();
  });

  function graph(localIntents: boolean) {
    const tool = createNewsTool({ vvhanBaseUrl: `${vvhan.url}/api/hotlist`, sixtySecondsBaseUrl: `${sixty.url}/v2`, timeoutMs: 1_000 });
    return new DialogueGraph({
      model: model.model(),
      registry: new ToolRegistry([tool]),
      now,
      locale: "zh-TW",
      timeZone: "Asia/Taipei",
      localIntents,
    });
  }

  it("user text → model asks for tech news → vvhan refuses, 60s answers → model answers", async () => {
    model.enqueue(
      { toolCalls: [{ name: "get_news", arguments: { category: "科技", limit: 3 } }] },
      { content: "IT之家的前三條是新版作業系統、折疊手機和芯片新工藝。" },
    );

    const turn = await graph(false).invoke("最近科技圈有什麼大事", { threadId: "t1" });

    expect(turn.reply).toBe("IT之家的前三條是新版作業系統、折疊手機和芯片新工藝。");
    expect(turn.toolCalls).toHaveLength(1);
    expect(turn.toolCalls[0].name).toBe("get_news");
    expect(turn.toolCalls[0].args).toEqual({ category: "tech", limit: 3 });
    expect(turn.toolCalls[0].result.success).toBe(true);
    expect(vvhan.requests.map((request) => request.path)).toEqual(["/api/hotlist/itNews"]);
    expect(sixty.requests.map((request) => request.path)).toEqual(["/v2/it-news"]);
    expect(model.requests[0].tools?.map((tool) => tool.function.name)).toEqual(["get_news"]);
    const toolMessage = model.requests[1].messages.find((message) => message.role === "tool");
    expect(toolMessage?.content).toContain(
      "IT之家前 3 條：\n1. 國產操作系統新版本發佈 支持更多應用\n2. 某品牌發佈新一代摺疊屏手機\n3. 芯片製造新工藝實現量產",
    );
  });

  it("answers 「今天有什麼新聞」 on the local route with no model", async () => {
    const turn = await graph(true).invoke("今天有什麼新聞", { threadId: "t1" });

    expect(turn.route).toBe("local");
    expect(turn.toolCalls[0].name).toBe("get_news");
    expect(turn.reply).toBe(
      "今日頭條熱榜前 5 條：\n1. 全國兩會今日開幕\n2. 央行宣佈下調存款準備金率\n3. 春運返程客流高峰到來\n4. 多地出台樓市新政\n5. 國產遊戲銷量創新高",
    );
    expect(model.requests).toHaveLength(0);
  });
});
