import type { FormatContext } from "../../core/base-tool";
import { hasHan, toTraditional } from "../../core/chinese-script";
import { localize } from "../../core/localize";
import type { ToolResult } from "../../core/tool-result";
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
  const rain = day.precipitation_probability !== undefined ? `，降雨機率 ${day.precipitation_probability}%` : day.precipitation ? `，雨量約 ${day.precipitation} 毫米` : "";
  const label = DAYS_ZH[index] ?? `${Number(day.date.slice(5, 7))}月${Number(day.date.slice(8, 10))}日`;
  return `${label}${day.description}，${degrees(day.temperature_min)} 到 ${degrees(day.temperature_max)} 度${rain}`;
}

function englishDayText(day: DailyForecast, index: number): string {
  const rain = day.precipitation_probability !== undefined ? `, ${day.precipitation_probability}% chance of rain` : day.precipitation ? `, about ${day.precipitation} mm of rain` : "";
  return `${englishDay(day, index)}: ${day.description}, ${degrees(day.temperature_min)} to ${degrees(day.temperature_max)}°C${rain}`;
}

/**
 * Now and the next three days, as one spoken answer:
 * 「臺北市現在局部多雲，氣溫 31.2 度，體感 36 度，濕度 68%。今天短暫陣雨，26 到 33.1 度，降雨機率 55%；明天…。」 /
 * "In Taipei it's partly cloudy and 31.2°C (feels like 36°C), humidity 68%. Today: …; Tomorrow: …."
 */
export function formatWeatherResult(result: ToolResult<WeatherReport>, { locale }: FormatContext): string {
  if (!result.success || result.data === undefined) return result.error?.message ?? "";
  const { city, current, forecast } = result.data;
  if (locale === "en") {
    const feels = current.feels_like !== undefined ? ` (feels like ${degrees(current.feels_like)}°C)` : "";
    const humidity = current.humidity !== undefined ? `, humidity ${current.humidity}%` : "";
    const days = forecast.map(englishDayText).join("; ");
    return `In ${city} it's ${current.description.toLowerCase()} and ${degrees(current.temperature)}°C${feels}${humidity}.${days ? ` ${days}.` : ""}`;
  }
  const feels = current.feels_like !== undefined ? `，體感 ${degrees(current.feels_like)} 度` : "";
  const humidity = current.humidity !== undefined ? `，濕度 ${current.humidity}%` : "";
  const days = forecast.map(chineseDay).join("；");
  const text = `${city}現在${current.description}，氣溫 ${degrees(current.temperature)} 度${feels}${humidity}。${days ? `${days}。` : ""}`;
  // Sources may answer in either script (geocoder labels, QWeather's lang); a zh-TW reply is all Traditional.
  return locale === "zh-TW" && hasHan(text) ? toTraditional(text) : localize(locale, { zh: text, en: text });
}
