import type { LocalizedText } from "../../core/localize";

/** WMO weather interpretation codes (Open-Meteo's `weather_code`) in words. */
export const WMO_CODES: Readonly<Record<number, LocalizedText>> = {
  0: { zh: "晴朗", en: "clear sky" },
  1: { zh: "大致晴朗", en: "mainly clear" },
  2: { zh: "局部多雲", en: "partly cloudy" },
  3: { zh: "陰天", en: "overcast" },
  45: { zh: "有霧", en: "fog" },
  48: { zh: "有霧淞", en: "rime fog" },
  51: { zh: "輕微毛毛雨", en: "light drizzle" },
  53: { zh: "毛毛雨", en: "drizzle" },
  55: { zh: "濃密毛毛雨", en: "dense drizzle" },
  56: { zh: "輕微凍毛毛雨", en: "light freezing drizzle" },
  57: { zh: "凍毛毛雨", en: "freezing drizzle" },
  61: { zh: "小雨", en: "light rain" },
  63: { zh: "中雨", en: "moderate rain" },
  65: { zh: "大雨", en: "heavy rain" },
  66: { zh: "小凍雨", en: "light freezing rain" },
  67: { zh: "大凍雨", en: "heavy freezing rain" },
  71: { zh: "小雪", en: "light snow" },
  73: { zh: "中雪", en: "moderate snow" },
  75: { zh: "大雪", en: "heavy snow" },
  77: { zh: "雪粒", en: "snow grains" },
  80: { zh: "短暫陣雨", en: "light rain showers" },
  81: { zh: "陣雨", en: "rain showers" },
  82: { zh: "強烈陣雨", en: "violent rain showers" },
  85: { zh: "小陣雪", en: "light snow showers" },
  86: { zh: "大陣雪", en: "heavy snow showers" },
  95: { zh: "雷雨", en: "thunderstorm" },
  96: { zh: "雷雨伴有小冰雹", en: "thunderstorm with light hail" },
  99: { zh: "雷雨伴有大冰雹", en: "thunderstorm with heavy hail" },
};

/** The words for a WMO code; an unknown code is named by its number. */
export function describeWmoCode(code: number): LocalizedText {
  return WMO_CODES[code] ?? { zh: `天氣代碼 ${code}`, en: `weather code ${code}` };
}
