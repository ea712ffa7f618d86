/** The days the forecast covers, in order: index 0 is today in the city. */
export const WEATHER_DAYS = ["today", "tomorrow", "day_after_tomorrow"] as const;

/** One of {@link WEATHER_DAYS}. */
export type WeatherDay = (typeof WEATHER_DAYS)[number];

/** Regex source for tomorrow as people type it in a hurry: tmrw, tmr, tmrow, 2moro, 2morrow, tomoz. */
export const TOMORROW_SHORT = "(?:tmrw|tmr|tmrow|tomoz|2moro|2morrow)";

const DAY_WORDS: Array<[RegExp, WeatherDay]> = [
  [/後天|后天|後日|后日|day after tomorrow|day_after_tomorrow/i, "day_after_tomorrow"],
  [new RegExp(`明天|明早|明晚|明日|聽日|听日|聽朝|听朝|聽晚|听晚|tomorrow|\\b${TOMORROW_SHORT}\\b`, "i"), "tomorrow"],
  // 而家, 依家: "now" in Cantonese.
  [/今天|今晚|今日|現在|现在|而家|依家|宜家|today|tonight|now|this (?:morning|afternoon|evening)/i, "today"],
];

/**
 * The forecast day a word names: 「明天」/"tomorrow"/"tmrw" → `"tomorrow"`, 「後天」 → `"day_after_tomorrow"`,
 * 「今天」/「現在」/"today" → `"today"`; also 0, 1, 2. Anything else → undefined.
 */
export function toWeatherDay(value: unknown): WeatherDay | undefined {
  if (typeof value === "number") return WEATHER_DAYS[value];
  if (typeof value !== "string") return undefined;
  return DAY_WORDS.find(([pattern]) => pattern.test(value))?.[1];
}
