import { ToolRegistry } from "../../../src/core/tool-registry";
import { DialogueGraph } from "../../../src/graph/dialogue-graph";
import { createSpaceNewsTool } from "../../../src/tools/space-news/index";
import { FixtureServer, readJsonFixture } from "../../support/fixture-server";
import { ScriptedModelServer } from "../../../src/testing";

const now = () => new Date("2026-03-10T01:00:00Z");
const HEADER = "找到 12 則上週（3月2日至3月8日）關於「SpaceX」的太空新聞，以下是最新的 3 則：";

describe("search_space_news through DialogueGraph", () => {
  let model: ScriptedModelServer;
  let snapi: FixtureServer;
  beforeEach(async () => {
    model = await ScriptedModelServer.start();
    snapi = await FixtureServer.start({
      "GET /v4/articles/": { json: readJsonFixture("spaceflight-news/articles-spacex-last-week.json") },
    });
  });
  afterEach(async () => {
    await model.close();
    await snapi.close();
  });

  function graph(localIntents: boolean) {
    const registry = new ToolRegistry([createSpaceNewsTool({ baseUrl: snapi.url })]);
    return new DialogueGraph({ model: model.model(), registry, now, locale: "zh-TW", timeZone: "Asia/Taipei", localIntents });
  }

  it("user text → model asks for the tool → SNAPI fixture → model answers", async () => {
    model.enqueue(
      { toolCalls: [{ name: "search_space_news", arguments: { keywords: "SpaceX", time_period: "上週" } }] },
      { content: "上週 SpaceX 發射了 28 顆星鏈衛星，星艦第 12 次試飛也獲准了。" },
    );

    const turn = await graph(false).invoke("SpaceX上禮拜有什麼大事", { threadId: "t1" });

    expect(turn.reply).toBe("上週 SpaceX 發射了 28 顆星鏈衛星，星艦第 12 次試飛也獲准了。");
    expect(turn.toolCalls).toHaveLength(1);
    expect(turn.toolCalls[0]).toMatchObject({ name: "search_space_news", args: { keywords: "SpaceX", time_period: "上週", limit: 3 } });
    expect(turn.toolCalls[0].result).toMatchObject({ success: true, data: { count: 3, total_count: 12 } });
    expect(snapi.requests[0].query.get("published_at_gte")).toBe("2026-03-01T16:00:00Z");
    expect(model.requests[0].tools?.map((tool) => tool.function.name)).toEqual(["search_space_news"]);
    const toolMessage = model.requests[1].messages.find((message) => message.role === "tool");
    expect(toolMessage?.content).toContain(HEADER);
    expect(toolMessage?.content).toContain("2. Starship flight 12 cleared for launch（SpaceNews，3月6日）");
  });

  it("answers 「上週SpaceX的新聞」 locally with no model", async () => {
    const turn = await graph(true).invoke("上週SpaceX的新聞", { threadId: "t1" });

    expect(turn.reply.split("\n")[0]).toBe(HEADER);
    expect(turn.toolCalls[0]).toMatchObject({ name: "search_space_news", args: { keywords: "SpaceX", time_period: "上週" } });
    expect(model.requests).toHaveLength(0);
  });
});
