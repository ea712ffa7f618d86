import type { PhraseContext } from "../../core/local-phrase";
import { resolveDate, resolvePeriod } from "../../language/date-words";
import type { TemplatePhrase } from "../../language/templates/template-phrase";
import { toWeatherDay } from "./weather-day";
import {
  CAPITAL_PLACE_SLOT,
  EN_DAY_SLOT,
  EN_FIRST_DAY_SLOT,
  KNOWN_TOWN_SLOT,
  SG_DAY_SLOT,
  TIAN_ER_SLOT,
  TOWN_SLOT,
  TRIP_PLACE_SLOT,
  WEATHER_DAY_SLOT,
  WEATHER_SURE_DAY_SLOT,
} from "./weather-slots";
import { WEATHER_RULES } from "./weather-rules";

type Slots = Record<string, unknown>;

/** The place and the day said (明天, tomorrow) in it. */
function placeAndDay(slots: Slots): { city: string; day?: string } {
  const city = String(slots.city);
  const day = toWeatherDay(slots.day);
  return day === undefined ? { city } : { city, day };
}

// After 天氣, words that say how the weather is are not places: 「天氣晴朗」「天氣預報」「天氣熱死了」.
const A_CONDITION =
  /晴|陰|雨|雪|風|霧|霾|雷|熱|冷|涼|暖|悶|濕|乾|潮|糟|差|好|棒|爛|變|預報|狀|況|如何|怎|多|真|太|超|蠻|挺|都|會|應用|程式|軟體|app/iu;

// 「這週末台南天氣如何」: this weekend (週末 alone, in a forecast, is the coming one). The three days of the
// forecast hold it only from Friday on; earlier, or 下週末, is the model's to answer.
function weekendPlace(slots: Slots, context: PhraseContext): { city: string } | null {
  const weekend = resolvePeriod("這週末", context);
  const lastForecastDay = resolveDate("後天", context);
  if (weekend === null || lastForecastDay === null || weekend.end > lastForecastDay) return null;
  return { city: String(slots.city) };
}

const SLOT_TYPES = [
  WEATHER_DAY_SLOT,
  WEATHER_SURE_DAY_SLOT,
  EN_DAY_SLOT,
  EN_FIRST_DAY_SLOT,
  SG_DAY_SLOT,
  CAPITAL_PLACE_SLOT,
  KNOWN_TOWN_SLOT,
  TRIP_PLACE_SLOT,
  TIAN_ER_SLOT,
  TOWN_SLOT,
];

const phrase = (template: string, toArgs: TemplatePhrase["toArgs"] = placeAndDay): TemplatePhrase => ({
  template,
  toArgs,
  rules: WEATHER_RULES,
  slotTypes: SLOT_TYPES,
});

// Module constants, like every tool's phrases: each registry built in a process (one per user in
// `serve`) shares the compiled templates instead of building its own.
const PLACE_PHRASES: readonly TemplatePhrase[] = [
  // 「這週末台南天氣如何」「台中週末會下雨嗎」: the forecast speaks of each day, the weekend's too.
  phrase("<ask><weekend>{city:town}[的](<weather><how><q_end>|<will_or_sky>)", weekendPlace),
  phrase("<ask>{city:town}<pause>[的]<weekend>[的](<weather><how><q_end>|<will_or_sky>)", weekendPlace),
  // 「台北天氣如何」「東京的天氣」「台北明天的天氣怎麼樣」「查一下高雄的天氣」
  phrase("<ask>{city:town}<pause>[的][<day>][的]<weather><how><q_end>"),
  // 「明天台北天氣如何」「明兒北京天兒咋樣」
  phrase("<ask><day>[的]{city:town}[的]<weather><how><q_end>"),
  // 「北京明天會下雨嗎」「明天台北會不會下雨」「明天廣州會下雨嗎,要不要帶傘」
  phrase("<ask>{city:town}<pause>[的][<day>](<will_q>[<also>]|<sky_q>)"),
  phrase("<ask><day>[的]{city:town}(<will_q>[<also>]|<sky_q>)"),
  // 「台北明天冷嗎」「明天台北熱不」「明天新竹風大不大」
  phrase("<ask>{city:town}<pause>[的]<sure_day><cold>"),
  phrase("<sure_day>[的]{city:town}<cold>"),
  // 「台北明天要帶傘嗎」「明天高雄需不需要帶傘」 (a place is required: 「要帶傘嗎」 alone may be about indoors)
  phrase("<ask>{city:town}<pause>[的][<day>]<umbrella><q_end>"),
  phrase("<ask><day>[的]{city:town}<umbrella><q_end>"),
  // 「宜蘭後天降雨機率多少」「明天台中下雨的機率高嗎」「台北現在濕度多少」
  phrase("<ask>{city:town}<pause>[的][<day>][的]<chance><q_end>"),
  phrase("<ask><day>[的]{city:town}[的]<chance><q_end>"),
  // 「台北現在幾度」「杭州現在多少度」「東京今天氣溫多少」
  phrase("<ask>{city:town}<pause>[的][<day>][的]<degrees><q_end>"),
  phrase("<ask><day>[的]{city:town}[的]<degrees><q_end>"),
  // 「天氣 新竹」「天氣,台北明天」「查天氣 高雄」: 天氣 first, then the place (a short command); 「天氣晴朗」
  // 「天氣預報」 say how the weather is (the place slot declines them).
  phrase("<ask>天氣[,]{city:town}[<day>]", (slots) => (A_CONDITION.test(String(slots.city)) ? null : placeAndDay(slots))),
  // 「我明天要去台中,那邊天氣怎樣」: a trip names the place (and the day), then 那邊 asks its weather.
  // 「我明天要去台中,台中天氣怎樣」, the place said again, is left to the route's own rule.
  phrase("<trip>(<weather><how><q_end>|<will_or_sky>|<umbrella><q_end>)"),
  // "I'm heading to Seattle tomorrow, what's the weather like there"
  phrase("<en_trip>((<en_weather>|how does the weather look [like])<en_there>|<en_will_it> <en_condition><en_there>)<en_when>"),
  // "weather in London", "what's the weather like in Tokyo tomorrow", "what is the weather in London like"
  phrase("<en_get><en_day_first>(<en_weather>|how does the weather look [like])<en_when> (in|for) {city:town} [like]<en_when>[like]"),
  // "London weather", "tomorrow singapore weather how": a town written with a capital or known in
  // lower case ("nice weather", "crazy weather today" name none).
  phrase("<sg_lead><en_day_first>{city:capital_place} weather [forecast]<en_when><sg_how>"),
  // "weather Berlin", "weather tmrw nyc", "check weather Singapore tomorrow", "weather penang tomorrow how"
  phrase("<sg_lead><en_get><en_day_first>(weather|forecast|weather forecast)<en_when>[,|for|in] {city:capital_place}<en_when><sg_how>"),
  // "tomorrow KL rain or not", "ipoh tomorrow got rain or not": the town first only when it is a known
  // one, since a capital at the start of a sentence says nothing ("Wedding tomorrow rain or not").
  phrase("<sg_lead><sg_day> {city:capital_place} [<sg_day>] <sg_or_not>"),
  phrase("<sg_lead>{city:known_town} [<sg_day>] <sg_or_not>"),
  // "tomorrow will rain or not in penang", "got rain or not in KL today"
  phrase("<sg_lead>[<sg_day>] <sg_or_not> [<sg_day>] (in|at) {city:capital_place} [<sg_day>]"),
  // "will it rain in Tokyo tomorrow", "is it going to rain tomorrow in Paris"
  phrase("<en_will_it> <en_condition><en_when> in {city:town}<en_when>"),
  // "will there be rain in Osaka tomorrow", "any snow in Denver today", "do I need an umbrella in Paris tomorrow"
  phrase(
    "(will there be|is there (going to|gonna) be|any) (rain|snow|storm|storms|thunderstorm|thunderstorms)<en_when> in {city:town}<en_when>",
  ),
  phrase("(do|will) i need an umbrella<en_when> in {city:town}<en_when>"),
  phrase("(what's|what is|how's|how is) the temperature [like]<en_when> in {city:town} [like]<en_when>"),
  // "how hot is it in Singapore right now", "how cold will it be in Berlin tomorrow"
  phrase("how (hot|cold|warm) (is it|will it be|is it (going to|gonna) be)<en_when> in {city:town}<en_when>"),
];

// 「今天天氣如何」 "what's the weather like": no place, so the default city's, when there is one.
const DEFAULT_CITY_TEMPLATES = [
  "<ask>[<day>][的]<weather><how><q_end>",
  "[<day>]<will_or_sky>",
  "(what's|what is|how's|how is) the weather [like]<en_when>",
];

/**
 * The phrases of `get_weather`, as sentence templates: a place, then 天氣 / 會下雨嗎 / 幾度, or "weather
 * in London"; a day word (明天, tomorrow) becomes `day`. With a default city, 「今天天氣如何」 asks for it.
 */
export function createWeatherPhrases({ defaultCity }: { defaultCity?: string } = {}): TemplatePhrase[] {
  if (!defaultCity) return [...PLACE_PHRASES];
  return [
    ...PLACE_PHRASES,
    ...DEFAULT_CITY_TEMPLATES.map((template) => phrase(template, (slots) => placeAndDay({ ...slots, city: defaultCity }))),
  ];
}
