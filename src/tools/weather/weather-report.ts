import type { ToolContext } from "../../core/tool-context";
import type { WeatherDay } from "./weather-day";

/** Conditions now, as `get_weather` reports them. Units: °C, %, km/h. */
export interface CurrentWeather {
  /** Local observation time, e.g. `2025-06-13T14:15`. */
  observed_at: string;
  temperature: number;
  feels_like?: number;
  humidity?: number;
  /** The sky in words, in the user's language (「多雲」, "Partly cloudy"). */
  description: string;
  wind_speed?: number;
  /** Wind direction in degrees (0 = from the north). */
  wind_direction?: number;
}

/** One day of the forecast. */
export interface DailyForecast {
  /** `YYYY-MM-DD`, local to the city. */
  date: string;
  description: string;
  temperature_max: number;
  temperature_min: number;
  /** Chance of rain in %, when the source gives it (Open-Meteo). */
  precipitation_probability?: number;
  /** Expected rain in mm, when the source gives it (QWeather). */
  precipitation?: number;
}

/** What `get_weather` returns: where, now and the next three days (today first). */
export interface WeatherReport {
  /** The place as the source names it, e.g. 「臺北市」 or 「北京」. */
  city: string;
  /** Province or state, when known. */
  region?: string;
  country?: string;
  /** The place's IANA time zone, when known. */
  time_zone?: string;
  /** Which service answered. */
  source: "qweather" | "open-meteo";
  current: CurrentWeather;
  forecast: DailyForecast[];
  /** The one day the user asked about, when they asked about one; the answer then speaks of it alone. */
  day?: WeatherDay;
}

/** Fetches a report for a city; failures are thrown as ToolErrors. */
export type WeatherSource = (city: string, context: ToolContext) => Promise<WeatherReport>;
