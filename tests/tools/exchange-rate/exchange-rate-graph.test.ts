import { ToolRegistry } from "../../../src/core/tool-registry";
import { DialogueGraph } from "../../../src/graph/dialogue-graph";
import { createExchangeRateTool } from "../../../src/tools/exchange-rate";
import { FixtureServer, readJsonFixture } from "../../support/fixture-server";
import { ScriptedModelServer } from "../../../src/testing";

const now = () => new Date("2026-03-10T01:00:00Z");

describe("get_exchange_rate through DialogueGraph", () => {
  let model: ScriptedModelServer;
  let rates: FixtureServer;
  beforeEach(async () => {
    model = await ScriptedModelServer.start();
    rates = await FixtureServer.start({ "GET /v2/rate/USD/TWD": { json: readJsonFixture("frankfurter/rate-usd-twd.json") } });
  });
  afterEach(async () => {
    await model.close();
    await rates.close();
  });

  function graph(localIntents: boolean) {
    const tool = createExchangeRateTool({ frankfurterBaseUrl: rates.url, openErApiBaseUrl: rates.url });
    return new DialogueGraph({
      model: model.model(),
      registry: new ToolRegistry([tool]),
      now,
      locale: "zh-TW",
      timeZone: "Asia/Taipei",
      localIntents,
    });
  }

  it("user text → model asks for the tool → rate from the fixture → model answers", async () => {
    model.enqueue(
      { toolCalls: [{ name: "get_exchange_rate", arguments: { from_currency: "美金", to_currency: "台幣", amount: 100 } }] },
      { content: "100 美金大約是 3,162 元台幣。" },
    );

    const turn = await graph(false).invoke("100 美金換台幣多少", { threadId: "t1" });

    expect(turn.reply).toBe("100 美金大約是 3,162 元台幣。");
    expect(turn.toolCalls).toHaveLength(1);
    expect(turn.toolCalls[0].name).toBe("get_exchange_rate");
    expect(turn.toolCalls[0].args).toEqual({ from_currency: "USD", to_currency: "TWD", amount: 100 });
    expect(turn.toolCalls[0].result.success).toBe(true);
    expect(rates.requests.map((request) => request.path)).toEqual(["/v2/rate/USD/TWD"]);
    expect(model.requests[0].tools?.map((tool) => tool.function.name)).toEqual(["get_exchange_rate"]);
    const toolMessage = model.requests[1].messages.find((message) => message.role === "tool");
    expect(toolMessage?.content).toContain("100 美元約等於 3,162 新台幣（匯率 31.62，2026-03-09，資料來源 Frankfurter）。");
  });

  it("answers a local phrase with no model at all", async () => {
    const turn = await graph(true).invoke("100 美金換台幣多少", { threadId: "t1" });

    expect(turn.route).toBe("local");
    expect(turn.reply).toBe("100 美元約等於 3,162 新台幣（匯率 31.62，2026-03-09，資料來源 Frankfurter）。");
    expect(model.requests).toHaveLength(0);
  });
});
