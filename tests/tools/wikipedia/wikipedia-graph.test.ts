import { ToolRegistry } from "../../../src/core/tool-registry";
import { DialogueGraph } from "../../../src/graph/dialogue-graph";
import { createWikipediaTool } from "../../../src/tools/wikipedia";
import { FixtureServer, readJsonFixture } from "../../support/fixture-server";
import { ScriptedModelServer } from "../../../src/testing";

const now = () => new Date("2026-03-10T01:00:00Z");
const spokenSummary = "根據維基百科「黑洞」條目：黑洞是時空展現出極端強大的引力，以致於所有粒子、甚至光這樣的電磁輻射都不能逃逸的區域。";

describe("search_wikipedia through DialogueGraph", () => {
  let model: ScriptedModelServer;
  let wiki: FixtureServer;
  beforeEach(async () => {
    model = await ScriptedModelServer.start();
    wiki = await FixtureServer.start({
      "GET /w/api.php": { json: readJsonFixture("wikipedia/search-black-hole.json") },
      "GET /api/rest_v1/page/summary/黑洞": { json: readJsonFixture("wikipedia/summary-black-hole-zh-tw.json") },
    });
  });
  afterEach(async () => {
    await model.close();
    await wiki.close();
  });

  function graph(localIntents: boolean) {
    const tool = createWikipediaTool({ baseUrls: { zh: wiki.url, en: wiki.url } });
    return new DialogueGraph({
      model: model.model(),
      registry: new ToolRegistry([tool]),
      now,
      locale: "zh-TW",
      timeZone: "Asia/Taipei",
      localIntents,
    });
  }

  it("user text → model asks for the tool → summary from the fixture → model answers", async () => {
    model.enqueue(
      { toolCalls: [{ name: "search_wikipedia", arguments: { query: "黑洞" } }] },
      { content: "黑洞是引力強到連光都逃不出去的區域。" },
    );

    const turn = await graph(false).invoke("幫我查維基百科 黑洞", { threadId: "t1" });

    expect(turn.reply).toBe("黑洞是引力強到連光都逃不出去的區域。");
    expect(turn.toolCalls.map((call) => [call.name, call.args, call.result.success])).toEqual([
      ["search_wikipedia", { query: "黑洞" }, true],
    ]);
    expect(wiki.requests.map((request) => request.path)).toEqual(["/w/api.php", "/api/rest_v1/page/summary/黑洞"]);
    expect(model.requests[0].tools?.map((tool) => tool.function.name)).toEqual(["search_wikipedia"]);
    const toolMessage = model.requests[1].messages.find((message) => message.role === "tool");
    expect(toolMessage?.content).toContain(spokenSummary);
  });

  it("answers a local phrase with no model at all", async () => {
    const turn = await graph(true).invoke("幫我查維基百科 黑洞", { threadId: "t1" });

    expect(turn.route).toBe("local");
    expect(turn.reply).toContain(spokenSummary);
    expect(model.requests).toHaveLength(0);
  });
});
