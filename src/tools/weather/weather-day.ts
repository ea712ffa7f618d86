/** The days the forecast covers, in order: index 0 is today in the city. */
export const WEATHER_DAYS = ["today", "tomorrow", "day_after_tomorrow"] as const;

/** One of {@link WEATHER_DAYS}. */
export type WeatherDay = (typeof WEATHER_DAYS)[number];

/** Regex source for tomorrow as people type it in a hurry: tmrw, tmr, tmrow, 2moro, 2morrow, tomoz. */
export const TOMORROW_SHORT = "(?:tmrw|tmr|tmrow|tomoz|2moro|2morrow)";

// Northern Mandarin says the day with 兒: 今兒, 明兒(個), 後兒 (「明兒北京天兒咋樣」).
const DAY_WORDS: Array<[RegExp, WeatherDay]> = [
  [/後天|后天|後日|后日|後兒|后儿|day after tomorrow|day_after_tomorrow/i, "day_after_tomorrow"],
  [new RegExp(`明天|明早|明晚|明日|明兒|明儿|聽日|听日|聽朝|听朝|聽晚|听晚|tomorrow|\\b${TOMORROW_SHORT}\\b`, "i"), "tomorrow"],
  // 而家, 依家: "now" in Cantonese. English words whole: "will it snow" says no day.
  [/今天|今晚|今日|今兒|今儿|現在|现在|而家|依家|宜家|\b(?:today|tonight|now|this (?:morning|afternoon|evening))\b/i, "today"],
];

/**
 * The forecast day a word names: 「明天」/「明兒」/"tomorrow"/"tmrw" → `"tomorrow"`, 「後天」/「後兒」 → `"day_after_tomorrow"`,
 * 「今天」/「現在」/"today" → `"today"`; also 0, 1, 2. Anything else → undefined.
 */
export function toWeatherDay(value: unknown): WeatherDay | undefined {
  if (typeof value === "number") return WEATHER_DAYS[value];
  if (typeof value !== "string") return undefined;
  return DAY_WORDS.find(([pattern]) => pattern.test(value))?.[1];
}
