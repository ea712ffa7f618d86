import type { TemplatePhrase } from "../../language/templates/template-phrase";
import { toWeatherDay } from "./weather-day";
import { EN_REQUEST_DAY_SLOT, REQUEST_DAY_SLOT, SG_REQUEST_DAY_SLOT } from "./weather-slots";

const RULES: Readonly<Record<string, string>> = {
  // 天氣怎麼樣 / 天兒咋樣 / 冷不冷: how the weather is.
  weather: "(天氣[怎麼樣|怎樣|如何|好嗎|好不好|預報]|天兒(怎麼樣|怎樣|如何|怎麼的|怎麼著)|(冷|熱)不(冷|熱))",
  // 會下雨嗎 / 要不要帶傘 / 會冷嗎: what it will do.
  will: "(會[不會]下雨|會下雨嗎|要帶傘嗎|要不要帶傘|會[不會](冷|熱))",
  end: "[呢|嗎|啊]",
};

/** The day said, or nothing. */
function dayOf(slots: Record<string, unknown>): Record<string, unknown> {
  const day = toWeatherDay(slots.day);
  return day === undefined ? {} : { day };
}

const request = (template: string): TemplatePhrase => ({
  template,
  toArgs: dayOf,
  rules: RULES,
  slotTypes: [REQUEST_DAY_SLOT, EN_REQUEST_DAY_SLOT, SG_REQUEST_DAY_SLOT],
});

/**
 * Requests for the weather with no place, asked back 「要查哪個城市？」 when there is no default city:
 * 「天氣怎麼樣」「明天會下雨嗎」「明兒天兒咋樣」 "what's the weather like tomorrow" "tomorrow rain or not";
 * the day said fills `day`. 那 carries the talk on (「那明天要帶傘嗎」), but not before 天 (「那天」 is
 * "that day").
 */
export const NO_PLACE_REQUESTS: readonly TemplatePhrase[] = [
  "[那麼][{day:request_day}][的](<weather>|<will>)<end>",
  "那{day:request_day}[的](<weather>|<will>)<end>",
  "那<will><end>",
  "(what's|what is|how's|how is) the weather [like|looking|going to be like|gonna be like|forecast] [{day:en_request_day}]",
  "(is it (going to|gonna)|will it) [be] (rain|snow|rainy|snowy|sunny|cold|hot|windy) [{day:en_request_day}]",
  "do i need an umbrella [{day:en_request_day}]",
  // Singapore and Malaysian English: "tomorrow weather how", "tomorrow rain or not", "will rain or not".
  "[{day:sg_request_day}] (weather how|[will|gonna|got|is it gonna|will it] (rain|raining) (or not|anot))",
].map(request);
