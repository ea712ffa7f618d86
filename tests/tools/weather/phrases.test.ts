import { ToolRegistry } from "../../../src/core/tool-registry";
import { loadSettings } from "../../../src/core/settings";
import { routeLocally } from "../../../src/routing/route-locally";
import { createDefaultRegistry } from "../../../src/tools/create-default-registry";
import { createWeatherTool } from "../../../src/tools/weather";

const registry = createDefaultRegistry({ settings: loadSettings({ env: {}, envFile: false }) });
const options = { now: new Date("2026-03-10T01:00:00Z"), timeZone: "Asia/Taipei" };
const route = (text: string) => routeLocally(text, { registry, ...options });

describe("get_weather phrases", () => {
  it.each([
    ["台北天氣如何", "台北"],
    ["臺北的天氣怎麼樣？", "台北"],
    ["北京明天会下雨吗", "北京"],
    ["東京的天氣", "東京"],
    ["明天高雄天氣好嗎", "高雄"],
    ["查一下台中的天氣", "台中"],
    ["上海後天會不會下雨", "上海"],
    ["天津今天幾度", "天津"],
    ["weather in London", "London"],
    ["What's the weather like in New York tomorrow?", "New York"],
    ["Paris weather", "Paris"],
    ["will it rain in Tokyo tomorrow", "Tokyo"],
  ])("asks for the weather: %s", (text, city) => {
    expect(route(text)).toEqual({ tool: "get_weather", args: { city } });
  });

  it.each(["天氣為什麼會變", "為什麼天空是藍色的", "今天天氣如何", "你覺得明天天氣會好嗎", "天氣預報準嗎", "what is weather", "我喜歡下雨天"])("leaves %s to the model", (text) => {
    expect(route(text)?.tool).not.toBe("get_weather");
  });

  it("uses the default city when the user names none", () => {
    const withHome = new ToolRegistry([createWeatherTool({ defaultCity: "台北" })]);
    expect(routeLocally("今天天氣如何", { registry: withHome, ...options })).toEqual({ tool: "get_weather", args: { city: "台北" } });
    expect(routeLocally("明天會下雨嗎", { registry: withHome, ...options })).toEqual({ tool: "get_weather", args: { city: "台北" } });
    expect(routeLocally("天氣為什麼會變", { registry: withHome, ...options })).toBeNull();
  });
});
