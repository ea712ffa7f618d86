import { ToolRegistry } from "../../../src/core/tool-registry";
import { DialogueGraph } from "../../../src/graph/dialogue-graph";
import { createWeatherTool } from "../../../src/tools/weather";
import { FixtureServer, readJsonFixture } from "../../support/fixture-server";
import { ScriptedModelServer } from "../../../src/testing";

const now = () => new Date("2025-06-13T06:20:00Z");
const spoken =
  "臺北市現在局部多雲，氣溫 31.2 度，體感 36 度，濕度 68%。今天短暫陣雨，26 到 33.1 度，降雨機率 55%；明天雷雨，25.8 到 32.4 度，降雨機率 80%；後天陰天，26.3 到 33 度，降雨機率 20%。";

describe("get_weather through DialogueGraph", () => {
  let model: ScriptedModelServer;
  let openMeteo: FixtureServer;
  beforeEach(async () => {
    model = await ScriptedModelServer.start();
    openMeteo = await FixtureServer.start({
      "GET /v1/search": { json: readJsonFixture("open-meteo/geocoding-taipei.json") },
      "GET /v1/forecast": { json: readJsonFixture("open-meteo/forecast-taipei.json") },
    });
  });
  afterEach(async () => {
    await model.close();
    await openMeteo.close();
  });

  const graph = (localIntents: boolean) => {
    const tool = createWeatherTool({ geocodingBaseUrl: openMeteo.url, forecastBaseUrl: openMeteo.url, retries: 0 });
    return new DialogueGraph({
      model: model.model(),
      registry: new ToolRegistry([tool]),
      now,
      locale: "zh-TW",
      timeZone: "Asia/Taipei",
      localIntents,
    });
  };

  it("user text → model asks for the tool → Open-Meteo fixture → model answers", async () => {
    model.enqueue({ toolCalls: [{ name: "get_weather", arguments: { city: "台北" } }] }, { content: "台北現在多雲，31 度，明天有雷雨。" });

    const turn = await graph(false).invoke("台北天氣如何", { threadId: "t1" });

    expect(turn.reply).toBe("台北現在多雲，31 度，明天有雷雨。");
    expect(turn.toolCalls).toHaveLength(1);
    expect(turn.toolCalls[0]).toMatchObject({ name: "get_weather", args: { city: "台北" }, result: { success: true } });
    expect(openMeteo.requests.map((request) => request.path)).toEqual(["/v1/search", "/v1/forecast"]);
    const toolMessage = model.requests[1].messages.find((message) => message.role === "tool");
    expect(toolMessage?.content).toContain(spoken);
  });

  it("answers 「台北天氣如何」 locally with no model", async () => {
    const turn = await graph(true).invoke("台北天氣如何", { threadId: "t1" });

    expect(turn.reply).toBe(spoken);
    expect(model.requests).toHaveLength(0);
  });
});
