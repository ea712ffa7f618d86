import type { HttpClient } from "../../http/http-client";
import { z } from "zod";
import { localize } from "../../core/localize";
import { ToolError } from "../../core/tool-error";
import { parseResponse } from "../../http/parse-response";
import { toToolError } from "../../http/to-tool-error";
import { cityCandidates } from "./city-candidates";
import type { WeatherReport, WeatherSource } from "./weather-report";
import { describeWmoCode } from "./wmo-codes";

const SERVICE = { zh: "Open-Meteo 天氣服務", en: "Open-Meteo" };

// No match: Open-Meteo leaves the `results` key out altogether.
const geocodingSchema = z.object({
  results: z
    .array(
      z.object({
        name: z.string(),
        latitude: z.number(),
        longitude: z.number(),
        country: z.string().optional(),
        admin1: z.string().optional(),
        timezone: z.string().optional(),
      }),
    )
    .optional(),
});

const forecastSchema = z.object({
  timezone: z.string().optional(),
  current: z.object({
    time: z.string(),
    temperature_2m: z.number(),
    relative_humidity_2m: z.number().nullish(),
    apparent_temperature: z.number().nullish(),
    weather_code: z.number(),
    wind_speed_10m: z.number().nullish(),
    wind_direction_10m: z.number().nullish(),
  }),
  daily: z.object({
    time: z.array(z.string()),
    weather_code: z.array(z.number()),
    temperature_2m_max: z.array(z.number()),
    temperature_2m_min: z.array(z.number()),
    precipitation_probability_max: z.array(z.number().nullable()).optional(),
  }),
});

/** Where {@link createOpenMeteoSource} sends its requests. */
export interface OpenMeteoUrls {
  geocodingBaseUrl: string;
  forecastBaseUrl: string;
}

/** Open-Meteo: geocoding, then current conditions and a 3-day forecast. Needs no key. */
export function createOpenMeteoSource(http: HttpClient, { geocodingBaseUrl, forecastBaseUrl }: OpenMeteoUrls): WeatherSource {
  return async (city, { locale, signal }) => {
    try {
      let place: NonNullable<z.infer<typeof geocodingSchema>["results"]>[number] | undefined;
      for (const name of cityCandidates(city)) {
        const { data } = await http.get(`${geocodingBaseUrl}/v1/search`, {
          params: { name, count: 1, language: locale === "en" ? "en" : "zh", format: "json" },
          signal,
        });
        place = parseResponse(geocodingSchema, data, locale, SERVICE).results?.[0];
        if (place) break;
      }
      if (!place) {
        throw new ToolError(
          "NOT_FOUND",
          localize(locale, {
            zh: `找不到「${city}」這個城市，請換個說法試試。`,
            en: `I couldn't find a city called "${city}". Please try another name.`,
          }),
          { city },
        );
      }
      const { data } = await http.get(`${forecastBaseUrl}/v1/forecast`, {
        params: {
          latitude: place.latitude,
          longitude: place.longitude,
          current: "temperature_2m,relative_humidity_2m,apparent_temperature,weather_code,wind_speed_10m,wind_direction_10m",
          daily: "weather_code,temperature_2m_max,temperature_2m_min,precipitation_probability_max",
          timezone: "auto",
          forecast_days: 3,
        },
        signal,
      });
      const { current, daily, timezone } = parseResponse(forecastSchema, data, locale, SERVICE);
      const report: WeatherReport = {
        city: place.name,
        region: place.admin1,
        country: place.country,
        time_zone: timezone ?? place.timezone,
        source: "open-meteo",
        current: {
          observed_at: current.time,
          temperature: current.temperature_2m,
          feels_like: current.apparent_temperature ?? undefined,
          humidity: current.relative_humidity_2m ?? undefined,
          description: localize(locale, describeWmoCode(current.weather_code)),
          wind_speed: current.wind_speed_10m ?? undefined,
          wind_direction: current.wind_direction_10m ?? undefined,
        },
        forecast: daily.time.map((date, index) => ({
          date,
          description: localize(locale, describeWmoCode(daily.weather_code[index])),
          temperature_max: daily.temperature_2m_max[index],
          temperature_min: daily.temperature_2m_min[index],
          precipitation_probability: daily.precipitation_probability_max?.[index] ?? undefined,
        })),
      };
      return report;
    } catch (error) {
      throw toToolError(error, locale, SERVICE);
    }
  };
}
