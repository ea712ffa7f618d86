import type { HttpClient } from "../../http/http-client";
import { z } from "zod";
import type { Locale } from "../../core/locale";
import { ToolError } from "../../core/tool-error";
import { parseResponse } from "../../http/parse-response";
import { toToolError } from "../../http/to-tool-error";
import { cityCandidates } from "./city-candidates";
import { qweatherProblem, toQWeatherError } from "./qweather-error";
import type { WeatherSource } from "./weather-report";

const SERVICE = { zh: "和風天氣", en: "QWeather" };
const LANGUAGES: Record<Locale, string> = { "zh-TW": "zh-hant", "zh-HK": "zh-hant", "zh-CN": "zh", en: "en" };

// Every value QWeather sends is a string; `code` carries the v1 status.
const numeric = z
  .string()
  .regex(/^-?\d+(?:\.\d+)?$/)
  .transform(Number);
const lookupSchema = z.object({
  code: z.string(),
  location: z
    .array(
      z.object({
        name: z.string(),
        id: z.string(),
        adm1: z.string().optional(),
        country: z.string().optional(),
        tz: z.string().optional(),
      }),
    )
    .optional(),
});
const nowSchema = z.object({
  code: z.string(),
  now: z
    .object({
      obsTime: z.string(),
      temp: numeric,
      feelsLike: z.string().optional(),
      text: z.string(),
      wind360: z.string().optional(),
      windSpeed: z.string().optional(),
      humidity: z.string().optional(),
    })
    .optional(),
});
const dailySchema = z.object({
  code: z.string(),
  daily: z
    .array(
      z.object({
        fxDate: z.string(),
        tempMax: numeric,
        tempMin: numeric,
        textDay: z.string(),
        textNight: z.string().optional(),
        precip: z.string().optional(),
      }),
    )
    .optional(),
});

function toNumber(value: string | undefined): number | undefined {
  const number = value === undefined || value === "" ? Number.NaN : Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/** Where and how {@link createQWeatherSource} authenticates. */
export interface QWeatherAccess {
  /** The per-account API host (`abc123.def.qweatherapi.com`), or a base URL with a scheme. */
  apiHost: string;
  apiKey: string;
}

/** QWeather: city lookup, then `/v7/weather/now` and `/v7/weather/3d`, with the key in `X-QW-Api-Key`. */
export function createQWeatherSource(http: HttpClient, { apiHost, apiKey }: QWeatherAccess): WeatherSource {
  const baseUrl = (apiHost.includes("://") ? apiHost : `https://${apiHost}`).replace(/\/+$/, "");
  const headers = { "X-QW-Api-Key": apiKey };

  return async (city, { locale, signal }) => {
    const lang = LANGUAGES[locale];
    // v1 errors arrive as HTTP 200 with a `code`; v2 errors as a problem+json status, thrown by the HTTP client.
    const get = async <T extends { code: string }>(
      path: string,
      params: Record<string, string | number>,
      schema: z.ZodType<T, unknown>,
    ): Promise<T> => {
      try {
        const { data } = await http.get(`${baseUrl}${path}`, { params: { ...params, lang }, headers, signal });
        return parseResponse(schema, data, locale, SERVICE);
      } catch (error) {
        const problem = ToolError.isInstance(error) ? undefined : qweatherProblem(error);
        throw problem
          ? toQWeatherError(problem, locale, city, { status: (error as { response?: { status?: number } }).response?.status })
          : toToolError(error, locale, SERVICE);
      }
    };
    const fail = (body: { code: string }) => toQWeatherError(qweatherProblem(body) ?? "unknown", locale, city, { code: body.code });

    let place: NonNullable<z.infer<typeof lookupSchema>["location"]>[number] | undefined;
    for (const name of cityCandidates(city)) {
      let lookup: z.infer<typeof lookupSchema>;
      try {
        lookup = await get("/geo/v2/city/lookup", { location: name, number: 1 }, lookupSchema);
      } catch (error) {
        if (ToolError.isInstance(error) && error.code === "NOT_FOUND") continue;
        throw error;
      }
      const problem = qweatherProblem(lookup);
      if (problem === "no_location" || problem === "no_data") continue;
      if (problem) throw fail(lookup);
      place = lookup.location?.[0];
      if (place) break;
    }
    if (!place) throw toQWeatherError("no_location", locale, city);

    const [current, daily] = await Promise.all([
      get("/v7/weather/now", { location: place.id, unit: "m" }, nowSchema),
      get("/v7/weather/3d", { location: place.id, unit: "m" }, dailySchema),
    ]);
    if (!current.now) throw fail(current.code === "200" ? { code: "204" } : current);
    if (!daily.daily) throw fail(daily.code === "200" ? { code: "204" } : daily);
    return {
      city: place.name,
      region: place.adm1,
      country: place.country,
      time_zone: place.tz,
      source: "qweather",
      current: {
        observed_at: current.now.obsTime,
        temperature: current.now.temp,
        feels_like: toNumber(current.now.feelsLike),
        humidity: toNumber(current.now.humidity),
        description: current.now.text,
        wind_speed: toNumber(current.now.windSpeed),
        wind_direction: toNumber(current.now.wind360),
      },
      forecast: daily.daily.map((day) => ({
        date: day.fxDate,
        description:
          day.textNight && day.textNight !== day.textDay
            ? `${day.textDay}${locale === "en" ? ", later " : "轉"}${day.textNight}`
            : day.textDay,
        temperature_max: day.tempMax,
        temperature_min: day.tempMin,
        precipitation: toNumber(day.precip),
      })),
    };
  };
}
