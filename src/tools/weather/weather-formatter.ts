import type { FormatContext } from "../../core/base-tool";
import { hasHan, toTraditional } from "../../core/chinese-script";
import { localize } from "../../core/localize";
import type { ToolResult } from "../../core/tool-result";
import { WEATHER_DAYS } from "./weather-day";
import type { DailyForecast, WeatherReport } from "./weather-report";

const DAYS_ZH = ["今天", "明天", "後天"];

function degrees(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function englishDay(day: DailyForecast, index: number): string {
  if (index === 0) return "Today";
  if (index === 1) return "Tomorrow";
  return new Date(`${day.date}T12:00:00Z`).toLocaleString("en-US", { weekday: "long", timeZone: "UTC" });
}

function chineseDay(day: DailyForecast, index: number): string {
  const rain =
    day.precipitation_probability !== undefined
      ? `，降雨機率 ${day.precipitation_probability}%`
      : day.precipitation
        ? `，雨量約 ${day.precipitation} 毫米`
        : "";
  const label = DAYS_ZH[index] ?? `${Number(day.date.slice(5, 7))}月${Number(day.date.slice(8, 10))}日`;
  return `${label}${day.description}，${degrees(day.temperature_min)} 到 ${degrees(day.temperature_max)} 度${rain}`;
}

function englishDayText(day: DailyForecast, index: number, city?: string): string {
  const rain =
    day.precipitation_probability !== undefined
      ? `, ${day.precipitation_probability}% chance of rain`
      : day.precipitation
        ? `, about ${day.precipitation} mm of rain`
        : "";
  return `${englishDay(day, index)}${city ? ` in ${city}` : ""}: ${day.description}, ${degrees(day.temperature_min)} to ${degrees(day.temperature_max)}°C${rain}`;
}

/**
 * Now and the next three days, as one spoken answer:
 * 「臺北市現在局部多雲，氣溫 31.2 度，體感 36 度，濕度 68%。今天短暫陣雨，26 到 33.1 度，降雨機率 55%；明天…。」 /
 * "In Taipei it's partly cloudy and 31.2°C (feels like 36°C), humidity 68%. Today: …; Tomorrow: …."
 * With `day` set, only that day: 「北京明天小雨，0 到 13 度，雨量約 2.5 毫米。」 / "Tomorrow in Beijing: …".
 */
export function formatWeatherResult(result: ToolResult<WeatherReport>, { locale }: FormatContext): string {
  if (!result.success || result.data === undefined) return result.error?.message ?? "";
  const { city, current, forecast, day } = result.data;
  // A question about one day gets that day alone; about today, the conditions now too.
  const index = day === undefined ? -1 : WEATHER_DAYS.indexOf(day);
  const only = index > 0 && forecast[index] !== undefined;
  const days = index === 0 ? forecast.slice(0, 1) : forecast;
  if (locale === "en") {
    if (only) return `${englishDayText(forecast[index], index, city)}.`;
    const feels = current.feels_like !== undefined ? ` (feels like ${degrees(current.feels_like)}°C)` : "";
    const humidity = current.humidity !== undefined ? `, humidity ${current.humidity}%` : "";
    const daysText = days.map((forecastDay, dayIndex) => englishDayText(forecastDay, dayIndex)).join("; ");
    return `In ${city} it's ${current.description.toLowerCase()} and ${degrees(current.temperature)}°C${feels}${humidity}.${daysText ? ` ${daysText}.` : ""}`;
  }
  const feels = current.feels_like !== undefined ? `，體感 ${degrees(current.feels_like)} 度` : "";
  const humidity = current.humidity !== undefined ? `，濕度 ${current.humidity}%` : "";
  const daysText = days.map(chineseDay).join("；");
  const text = only
    ? `${city}${chineseDay(forecast[index], index)}。`
    : `${city}現在${current.description}，氣溫 ${degrees(current.temperature)} 度${feels}${humidity}。${daysText ? `${daysText}。` : ""}`;
  // Sources may answer in either script (geocoder labels, QWeather's lang); a zh-TW reply is all Traditional.
  return locale === "zh-TW" && hasHan(text) ? toTraditional(text) : localize(locale, { zh: text, en: text });
}
