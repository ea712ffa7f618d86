export { createWeatherTool } from "./weather-tool";
export type { WeatherToolOptions } from "./weather-tool";
export type { CurrentWeather, DailyForecast, WeatherReport } from "./weather-report";
export type { WeatherDay } from "./weather-day";
