import { z } from "zod";
import { defineTool, type DefinedTool } from "../../core/define-tool";
import { localize } from "../../core/localize";
import { ToolError } from "../../core/tool-error";
import { ToolResult } from "../../core/tool-result";
import { createHttpClient } from "../../http/http-client";
import { expandCityShortName } from "./city-short-names";
import { createOpenMeteoSource } from "./open-meteo-source";
import { createWeatherPhrases } from "./phrases";
import { createWeatherDialogue } from "./weather-dialogue";
import { toWeatherDay, WEATHER_DAYS } from "./weather-day";
import { createQWeatherSource } from "./qweather-source";
import { formatWeatherResult } from "./weather-formatter";
import type { WeatherReport } from "./weather-report";

/** Options of {@link createWeatherTool}. QWeather is used when both its key and host are set; Open-Meteo otherwise. */
export interface WeatherToolOptions {
  /** QWeather API key (QWEATHER_API_KEY), sent as `X-QW-Api-Key`. Default: none (Open-Meteo). */
  qweatherApiKey?: string;
  /** QWeather per-account API host (QWEATHER_API_HOST), e.g. `abc123.def.qweatherapi.com`, or a base URL. Default: none. */
  qweatherApiHost?: string;
  /** Open-Meteo geocoding base URL. Default: `https://geocoding-api.open-meteo.com`. */
  geocodingBaseUrl?: string;
  /** Open-Meteo forecast base URL. Default: `https://api.open-meteo.com`. */
  forecastBaseUrl?: string;
  /** The city used when the user names none (「今天天氣如何」). Default: none — the user is asked. */
  defaultCity?: string;
  /** Timeout of each HTTP request in milliseconds. Default: 10 000. */
  timeoutMs?: number;
  /** Retries of a request that failed on the network or with a 5xx. Default: 1. */
  retries?: number;
}

const parameters = z.object({
  city: z.string().trim().min(1).describe("The city, as the user said it: 台北, 北京, 東京, London."),
  day: z
    .enum(WEATHER_DAYS)
    .optional()
    .describe("Only when the user asks about one day (「明天會下雨嗎」): today, tomorrow or day_after_tomorrow."),
});

/**
 * The `get_weather` tool: current conditions and a 3-day forecast for a city. It uses QWeather
 * (city lookup, then now and 3-day forecast) when `qweatherApiKey` and `qweatherApiHost` are both
 * set, and the keyless Open-Meteo otherwise, so it works out of the box.
 *
 * @example
 * ```ts
 * const weather = createWeatherTool({ qweatherApiKey: process.env.QWEATHER_API_KEY, qweatherApiHost: process.env.QWEATHER_API_HOST });
 * const result = await weather.execute({ city: "台北" }, context);
 * weather.format(result, context); // 「臺北市現在局部多雲，氣溫 31.2 度，…」
 * ```
 */
export function createWeatherTool({
  qweatherApiKey,
  qweatherApiHost,
  geocodingBaseUrl = "https://geocoding-api.open-meteo.com",
  forecastBaseUrl = "https://api.open-meteo.com",
  defaultCity,
  timeoutMs = 10_000,
  retries = 1,
}: WeatherToolOptions = {}): DefinedTool<typeof parameters, WeatherReport> {
  const http = createHttpClient({ timeoutMs, retries });
  const source =
    qweatherApiKey && qweatherApiHost
      ? createQWeatherSource(http, { apiKey: qweatherApiKey, apiHost: qweatherApiHost })
      : createOpenMeteoSource(http, {
          geocodingBaseUrl: geocodingBaseUrl.replace(/\/+$/, ""),
          forecastBaseUrl: forecastBaseUrl.replace(/\/+$/, ""),
        });

  return defineTool({
    name: "get_weather",
    description:
      "Gets the current weather and a 3-day forecast (today, tomorrow, the day after) for a city: temperature, sky, humidity, chance of rain.",
    parameters,
    phrases: createWeatherPhrases({ defaultCity }),
    dialogue: createWeatherDialogue({ defaultCity }),
    normalize: (args) => {
      // Models add a country ("Taipei, Taiwan") or the word weather; geocoders want the bare name,
      // and a town's full name for a short one ("nyc").
      const city =
        typeof args.city === "string"
          ? args.city
              .split(/[,，、]/u)[0]
              .trim()
              .replace(/(?:的)?天氣$/u, "")
              .replace(/\s+weather$/i, "")
          : args.city;
      const town = typeof city === "string" ? expandCityShortName(city) : city;
      const day = args.day === undefined || args.day === null || args.day === "" ? undefined : (toWeatherDay(args.day) ?? args.day);
      return { ...args, city: (town === undefined || town === null || town === "") && defaultCity ? defaultCity : town, day };
    },
    execute: async ({ city, day }, context) => {
      try {
        const report = await source(city, context);
        return ToolResult.ok(day === undefined ? report : { ...report, day });
      } catch (error) {
        if (ToolError.isInstance(error)) return ToolResult.fail(error);
        const message = localize(context.locale, {
          zh: "查天氣時出了問題，請稍後再試。",
          en: "Something went wrong while checking the weather. Please try again later.",
        });
        return ToolResult.fail(new ToolError("api_error", message, { cause: String(error) }));
      }
    },
    format: formatWeatherResult,
  });
}
