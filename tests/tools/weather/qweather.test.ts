import { loadSettings } from "../../../src/core/settings";
import type { ToolContext } from "../../../src/core/tool-context";
import { createDefaultRegistry } from "../../../src/tools/create-default-registry";
import { createWeatherTool } from "../../../src/tools/weather";
import { FixtureServer, readJsonFixture, type FixtureResponse } from "../../support/fixture-server";

const lookup = readJsonFixture("qweather/city-lookup-beijing.json");
const now = readJsonFixture("qweather/weather-now-beijing.json");
const threeDays = readJsonFixture("qweather/weather-3d-beijing.json");
const problem = (status: number, name: string): FixtureResponse => ({
  status,
  body: JSON.stringify(readJsonFixture(`qweather/${name}.json`)),
  headers: { "content-type": "application/problem+json" },
});

function context(locale: ToolContext["locale"] = "zh-TW"): ToolContext {
  return { signal: new AbortController().signal, now: new Date("2021-11-15T08:00:00Z"), timeZone: "Asia/Taipei", locale };
}

let server: FixtureServer;

beforeEach(async () => {
  server = await FixtureServer.start({
    "GET /geo/v2/city/lookup": { json: lookup },
    "GET /v7/weather/now": { json: now },
    "GET /v7/weather/3d": { json: threeDays },
  });
});

afterEach(() => server.close());

async function weather(city: string, locale: ToolContext["locale"] = "zh-TW") {
  const tool = createWeatherTool({ qweatherApiKey: "test-key", qweatherApiHost: server.url, retries: 0 });
  const result = await tool.execute({ city }, context(locale));
  return { result, text: tool.format(result, context(locale)) };
}

describe("get_weather with QWeather (key and host set)", () => {
  it("looks the city up on the account's host with the key header, then reads now and 3d", async () => {
    const { result, text } = await weather("北京");
    expect(text).toBe(
      "北京現在多雲，氣溫 24 度，體感 26 度，濕度 72%。今天多雲轉晴，-1 到 12 度；明天小雨，0 到 13 度，雨量約 2.5 毫米；後天晴，-2 到 10 度。",
    );
    expect(result.data).toMatchObject({ city: "北京", region: "北京市", country: "中国", time_zone: "Asia/Shanghai", source: "qweather" });
    expect(result.data?.current).toMatchObject({ temperature: 24, feels_like: 26, humidity: 72, wind_speed: 3, wind_direction: 123 });

    const [cityLookup, ...weatherRequests] = server.requests;
    expect(cityLookup.path).toBe("/geo/v2/city/lookup");
    expect(Object.fromEntries(cityLookup.query)).toEqual({ location: "北京", number: "1", lang: "zh-hant" });
    expect(weatherRequests.map((request) => request.path).sort()).toEqual(["/v7/weather/3d", "/v7/weather/now"]);
    for (const request of server.requests) expect(request.headers["x-qw-api-key"]).toBe("test-key");
    for (const request of weatherRequests) expect(request.query.get("location")).toBe("101010100");
  });

  it("asks in the user's language", async () => {
    // With lang=en QWeather answers in English; the same shapes with English words.
    const english = (body: unknown, words: Record<string, string>) =>
      JSON.parse(Object.entries(words).reduce((text, [zh, en]) => text.replaceAll(zh, en), JSON.stringify(body)));
    const words = { 北京市: "Beijing", 北京: "Beijing", 中国: "China", 多云: "Cloudy", 小雨: "Light Rain", 晴: "Sunny" };
    server.route("GET /geo/v2/city/lookup", { json: english(lookup, words) });
    server.route("GET /v7/weather/now", { json: english(now, words) });
    server.route("GET /v7/weather/3d", { json: english(threeDays, words) });
    const { text } = await weather("Beijing", "en");
    expect(text).toBe(
      "In Beijing it's cloudy and 24°C (feels like 26°C), humidity 72%. Today: Cloudy, later Sunny, -1 to 12°C; Tomorrow: Light Rain, 0 to 13°C, about 2.5 mm of rain; Wednesday: Sunny, -2 to 10°C.",
    );
    expect(server.requests[0].query.get("lang")).toBe("en");
    await weather("北京", "zh-CN");
    expect(server.requests.at(-1)?.query.get("lang")).toBe("zh");
  });

  it("is chosen by createDefaultRegistry when QWEATHER_API_KEY and QWEATHER_API_HOST are set", async () => {
    const settings = loadSettings({ env: { QWEATHER_API_KEY: "env-key", QWEATHER_API_HOST: server.url }, envFile: false });
    const tool = createDefaultRegistry({ settings, weather: { retries: 0 } }).get("get_weather");
    const result = await tool?.execute({ city: "北京" }, context());
    expect(result?.success).toBe(true);
    expect(server.requests[0].path).toBe("/geo/v2/city/lookup");
    expect(server.requests[0].headers["x-qw-api-key"]).toBe("env-key");
  });

  it("speaks of the one day asked about", async () => {
    const tool = createWeatherTool({ qweatherApiKey: "test-key", qweatherApiHost: server.url, retries: 0 });
    const ask = async (day: unknown, locale: ToolContext["locale"] = "zh-TW") => {
      const checked = tool.validate(tool.normalize({ city: "北京", day }, context(locale)));
      if (!checked.success) throw new Error(checked.message);
      const result = await tool.execute(checked.args, context(locale));
      return { day: result.data?.day, text: tool.format(result, context(locale)) };
    };
    expect(await ask("明天")).toEqual({ day: "tomorrow", text: "北京明天小雨，0 到 13 度，雨量約 2.5 毫米。" });
    expect(await ask("day_after_tomorrow", "en")).toEqual({ day: "day_after_tomorrow", text: "Wednesday in 北京: 晴, -2 to 10°C." });
    expect(await ask("today")).toEqual({
      day: "today",
      text: "北京現在多雲，氣溫 24 度，體感 26 度，濕度 72%。今天多雲轉晴，-1 到 12 度。",
    });
    expect((await ask(undefined)).day).toBeUndefined();
    expect(tool.validate(tool.normalize({ city: "北京", day: "next month" }, context())).success).toBe(false);
  });

  it("uses Open-Meteo when only the key is set", async () => {
    const tool = createWeatherTool({ qweatherApiKey: "test-key", geocodingBaseUrl: server.url, forecastBaseUrl: server.url, retries: 0 });
    await tool.execute({ city: "北京" }, context());
    expect(server.requests[0].path).toBe("/v1/search");
  });
});

describe("QWeather v1 errors (HTTP 200, code in the body)", () => {
  it("names the city when the lookup finds nothing (404), after trying other spellings", async () => {
    server.route("GET /geo/v2/city/lookup", { json: readJsonFixture("qweather/v1-not-found.json") });
    const { result, text } = await weather("亞特蘭提斯");
    expect(result.error?.code).toBe("NOT_FOUND");
    expect(text).toBe("找不到「亞特蘭提斯」這個城市，請換個說法試試。");
    expect(server.requests.every((request) => request.path === "/geo/v2/city/lookup")).toBe(true);
  });

  it("blames the key for 401", async () => {
    server.route("GET /geo/v2/city/lookup", { json: readJsonFixture("qweather/v1-unauthorized.json") });
    const { result, text } = await weather("北京");
    expect(result.error?.code).toBe("api_error");
    expect(text).toBe("和風天氣不接受目前的金鑰，請檢查 QWEATHER_API_KEY 設定。");
  });

  it("blames the quota for 402 on the forecast", async () => {
    server.route("GET /v7/weather/now", { json: readJsonFixture("qweather/v1-over-quota.json") });
    const { result, text } = await weather("北京", "en");
    expect(result.error?.code).toBe("api_error");
    expect(text).toBe("The QWeather quota is used up or the account balance is too low. Please check the QWeather console.");
  });

  it("reports 429 in the body as rate_limited", async () => {
    server.route("GET /v7/weather/3d", { json: { code: "429" } });
    expect((await weather("北京")).result.error?.code).toBe("rate_limited");
  });
});

describe("QWeather v2 errors (problem+json)", () => {
  it("names the city for #no-such-location", async () => {
    server.route("GET /geo/v2/city/lookup", problem(400, "v2-no-such-location"));
    const { result, text } = await weather("亞特蘭提斯", "en");
    expect(result.error?.code).toBe("NOT_FOUND");
    expect(text).toBe('I couldn\'t find a city called "亞特蘭提斯". Please try another name.');
  });

  it("blames the host for #invalid-host", async () => {
    server.route("GET /geo/v2/city/lookup", problem(403, "v2-invalid-host"));
    const { result, text } = await weather("北京");
    expect(result.error).toMatchObject({ code: "api_error", details: { problem: "host", status: 403 } });
    expect(text).toBe("和風天氣的 API Host 不對，請把 QWEATHER_API_HOST 設成主控台裡顯示的專屬 Host。");
  });

  it("blames the key for #unauthorized and the balance for #no-credit", async () => {
    server.route("GET /geo/v2/city/lookup", problem(401, "v2-unauthorized"));
    expect((await weather("北京", "en")).text).toBe("QWeather rejected the API key. Please check the QWEATHER_API_KEY setting.");
    server.route("GET /geo/v2/city/lookup", { json: lookup });
    server.route("GET /v7/weather/3d", problem(403, "v2-no-credit"));
    expect((await weather("北京", "zh-CN")).text).toBe("和风天气的额度已经用完或账户余额不足，请到主控台查看。");
  });

  it("reports #too-many-requests as rate_limited", async () => {
    server.route("GET /v7/weather/now", problem(429, "v2-too-many-requests"));
    const { result, text } = await weather("北京");
    expect(result.error?.code).toBe("rate_limited");
    expect(text).toBe("和風天氣的查詢次數太多了，請稍後再試。");
  });

  it("reports a bare 404 (a wrong path) as api_error", async () => {
    server.route("GET /v7/weather/now", { status: 404, body: "" });
    expect((await weather("北京")).result.error?.code).toBe("api_error");
  });

  it("gives up on a slow answer with api_timeout, and refuses a broken body", async () => {
    const tool = createWeatherTool({ qweatherApiKey: "test-key", qweatherApiHost: server.url, retries: 0, timeoutMs: 200 });
    server.route("GET /v7/weather/now", { hang: true });
    const slow = await tool.execute({ city: "北京" }, context());
    expect(slow.error?.code).toBe("api_timeout");
    expect(tool.format(slow, context())).toBe("和風天氣沒有及時回應，請稍後再試。");
    server.route("GET /v7/weather/now", { body: '{"code":"200","now":', headers: { "content-type": "application/json" } });
    // The default deadline: a broken body must not become a timeout on a loaded machine.
    const broken = await createWeatherTool({ qweatherApiKey: "test-key", qweatherApiHost: server.url, retries: 0 }).execute(
      { city: "北京" },
      context(),
    );
    expect(broken.error?.code).toBe("api_error");
  });
});
