import type { ToolContext } from "../../../src/core/tool-context";
import { createWeatherTool, type WeatherToolOptions } from "../../../src/tools/weather";
import { FixtureServer, readJsonFixture, type FixtureRequest } from "../../support/fixture-server";

const geocoding: Record<string, unknown> = {
  台北: readJsonFixture("open-meteo/geocoding-taipei.json"),
  北京: readJsonFixture("open-meteo/geocoding-beijing.json"),
  London: readJsonFixture("open-meteo/geocoding-london.json"),
};
const forecast = readJsonFixture("open-meteo/forecast-taipei.json");
const noMatch = readJsonFixture("open-meteo/geocoding-no-match.json");

function context(locale: ToolContext["locale"] = "zh-TW"): ToolContext {
  return { signal: new AbortController().signal, now: new Date("2025-06-13T06:20:00Z"), timeZone: "Asia/Taipei", locale };
}

let server: FixtureServer;

beforeEach(async () => {
  server = await FixtureServer.start({
    "GET /v1/search": (request: FixtureRequest) => ({ json: geocoding[request.query.get("name") ?? ""] ?? noMatch }),
    "GET /v1/forecast": { json: forecast },
  });
});

afterEach(() => server.close());

async function weather(city: string, locale: ToolContext["locale"] = "zh-TW", options: WeatherToolOptions = {}) {
  const tool = createWeatherTool({ geocodingBaseUrl: server.url, forecastBaseUrl: server.url, retries: 0, ...options });
  const checked = tool.validate(tool.normalize({ city }, context(locale)));
  if (!checked.success) throw new Error(checked.message);
  const result = await tool.execute(checked.args, context(locale));
  return { result, text: tool.format(result, context(locale)) };
}

describe("get_weather with Open-Meteo (no key)", () => {
  it("looks the city up, then reads now and three days", async () => {
    const { result, text } = await weather("台北");
    expect(result.success).toBe(true);
    expect(text).toBe(
      "臺北市現在局部多雲，氣溫 31.2 度，體感 36 度，濕度 68%。今天短暫陣雨，26 到 33.1 度，降雨機率 55%；明天雷雨，25.8 到 32.4 度，降雨機率 80%；後天陰天，26.3 到 33 度，降雨機率 20%。",
    );
    expect(result.data).toMatchObject({ city: "臺北市", country: "臺灣", time_zone: "Asia/Taipei", source: "open-meteo" });
    expect(result.data?.current).toEqual({
      observed_at: "2025-06-13T14:15",
      temperature: 31.2,
      feels_like: 36,
      humidity: 68,
      description: "局部多雲",
      wind_speed: 9.4,
      wind_direction: 250,
    });
    expect(result.data?.forecast).toHaveLength(3);

    const [search, forecastRequest] = server.requests;
    expect(search.path).toBe("/v1/search");
    expect(Object.fromEntries(search.query)).toEqual({ name: "台北", count: "1", language: "zh", format: "json" });
    expect(forecastRequest.path).toBe("/v1/forecast");
    expect(Object.fromEntries(forecastRequest.query)).toMatchObject({
      latitude: "25.04776",
      longitude: "121.53185",
      timezone: "auto",
      forecast_days: "3",
      current: "temperature_2m,relative_humidity_2m,apparent_temperature,weather_code,wind_speed_10m,wind_direction_10m",
      daily: "weather_code,temperature_2m_max,temperature_2m_min,precipitation_probability_max",
    });
  });

  it("drops the 市 suffix when the full name finds nothing (results key absent)", async () => {
    const { result } = await weather("北京市", "zh-CN");
    expect(result.data?.city).toBe("北京市");
    expect(server.requests.filter((request) => request.path === "/v1/search").map((request) => request.query.get("name"))).toEqual([
      "北京市",
      "北京",
    ]);
  });

  it("speaks English and Simplified Chinese", async () => {
    expect((await weather("London", "en")).text).toBe(
      "In London it's partly cloudy and 31.2°C (feels like 36°C), humidity 68%. Today: light rain showers, 26 to 33.1°C, 55% chance of rain; Tomorrow: thunderstorm, 25.8 to 32.4°C, 80% chance of rain; Sunday: overcast, 26.3 to 33°C, 20% chance of rain.",
    );
    expect(server.requests[0].query.get("language")).toBe("en");
    expect((await weather("台北", "zh-CN")).text).toMatch(/^台北市现在局部多云，气温 31.2 度/);
  });

  it("names an unknown city in a NOT_FOUND answer, after a few spellings", async () => {
    const { result, text } = await weather("亞特蘭提斯");
    expect(result.error?.code).toBe("NOT_FOUND");
    expect(text).toBe("找不到「亞特蘭提斯」這個城市，請換個說法試試。");
    expect(server.requests.length).toBeLessThanOrEqual(4);
    expect((await weather("Atlantis", "en")).text).toBe('I couldn\'t find a city called "Atlantis". Please try another name.');
  });

  it('takes 「台北的天氣」 or "Taipei, Taiwan" from a model as the bare city', async () => {
    const tool = createWeatherTool({ geocodingBaseUrl: server.url, forecastBaseUrl: server.url });
    expect(tool.normalize({ city: " 台北的天氣 " }, context())).toEqual({ city: "台北" });
    expect(tool.normalize({ city: "Taipei, Taiwan" }, context())).toEqual({ city: "Taipei" });
    expect(tool.validate({ city: "" }).success).toBe(false);
  });
});

describe("Open-Meteo errors", () => {
  it("reports a 400 with its reason as api_error", async () => {
    server.route("GET /v1/forecast", { status: 400, json: readJsonFixture("open-meteo/error-invalid-variable.json") });
    const { result, text } = await weather("台北");
    expect(result.error?.code).toBe("api_error");
    expect(text).toBe("Open-Meteo 天氣服務暫時無法使用（錯誤 400）。");
  });

  it("reports the daily limit (429) as rate_limited", async () => {
    server.route("GET /v1/forecast", { status: 429, json: readJsonFixture("open-meteo/error-daily-limit.json") });
    const { result, text } = await weather("台北", "en");
    expect(result.error?.code).toBe("rate_limited");
    expect(text).toBe("Open-Meteo is limiting requests. Please try again in a while.");
  });

  it("gives up on a slow answer with api_timeout", async () => {
    server.route("GET /v1/search", { hang: true });
    const { result, text } = await weather("台北", "zh-TW", { timeoutMs: 200 });
    expect(result.error?.code).toBe("api_timeout");
    expect(text).toBe("Open-Meteo 天氣服務沒有及時回應，請稍後再試。");
  });

  it("refuses a body that is not the forecast's shape", async () => {
    server.route("GET /v1/forecast", { body: "<html>maintenance</html>", headers: { "content-type": "text/html" } });
    const { result } = await weather("台北");
    expect(result.error?.code).toBe("api_error");
  });

  it("says the network is down when nothing answers", async () => {
    const { result, text } = await weather("台北", "zh-TW", {
      geocodingBaseUrl: "http://127.0.0.1:9",
      forecastBaseUrl: "http://127.0.0.1:9",
    });
    expect(result.error?.code).toBe("network_error");
    expect(text).toBe("連不上Open-Meteo 天氣服務，請檢查網路連線。");
  });
});
