import type { LocalPhrase, PhraseContext } from "../../core/local-phrase";
import { resolveDate, resolvePeriod } from "../../language/date-words";
import { TOMORROW_SHORT, toWeatherDay, type WeatherDay } from "./weather-day";
import { looksLikePlace, NOT_A_TOWN } from "./looks-like-place";
import { CITY_SHORT_NAMES_PATTERN, KNOWN_TOWN_PATTERN } from "./city-short-names";

const ASK = "(?:請問|告訴我|(?:幫我)?(?:查(?:一下|下)?|看(?:一下|下)|查詢))?";
const PLACE = "(?<city>[\\p{Script=Han}A-Za-z][\\p{Script=Han}A-Za-z .'-]{1,19}?)";
// The forecast covers three days; a weekend may lie beyond them, so 週末 is read apart (WEEKEND).
// Cantonese, written and northern forms too (今日, 聽日, 而家, 明兒個): 「而家 London 天氣怎樣」. A space may follow.
const DAY =
  "(?:(?:(?:(?:今|明|後)(?:天|日|兒個|兒)|聽日)(?:早上|上午|中午|下午|傍晚|晚上)?|今晚|明早|明晚|聽朝|聽晚|現在|而家|依家|宜家|(?:這|近|最近|未來|接下來)(?:兩|幾|三)(?:天|日))\\s*)";
// A day said for sure: 「台北明天冷嗎」 is weather, 「咖啡熱嗎」 is not.
const SURE_DAY =
  "(?:(?:(?:(?:今|明|後)(?:天|日|兒個|兒)|聽日)(?:早上|上午|中午|下午|傍晚|晚上)?|今晚|明早|明晚|聽朝|聽晚|現在|而家|依家|宜家)\\s*)";
// 點樣: Cantonese 怎樣 (「香港聽日天氣點樣」); 怎麼的, 怎麼著: northern (咋的 is written 怎麼的).
const HOW = "(?:怎麼樣|怎樣|如何|好嗎|好不好|狀況|情況|預報|怎麼樣呢|點樣|怎麼的|怎麼著|怎麼着)?";
// Northern Mandarin calls the weather 天兒 (「明兒北京天兒咋樣」), but 天兒 ends other words too:
// 春天兒, 聊天兒, 大熱天兒, 星期天兒, 三天兒 are seasons, talk, kinds of day and counts of days.
const WEATHER_WORD = "(?:天氣|(?<![春夏秋冬白晴陰雨雪熱冷聊半整每幾一二兩三四五六七八九十這那哪當同隔前昨今明後變藍老第成期拜])天兒)";
const END = "(?:呢|啊|呀|嗎)?";
// Weather that only the sky does: 「下雨嗎」 needs no 會 to be a question about the weather.
const SKY = "(?:下雨|下雪|下大雨|降雨|有雨|有雪|出太陽|放晴|颳風|起風|打雷|落雨|落大雨|落雪)";
// 「會下雨嗎」「下雨不」「有沒有雨」「要下雨了嗎」: the will-it forms, with 會/要 or a question tail (不/沒/嗎).
const WILL = `(?:(?:會|會不會|會唔會|要|會要)(?:${SKY}|變冷|變熱|很冷|很熱|冷|熱)(?:了(?=嗎))?|${SKY}(?=(?:不|沒|沒有|了嗎|嗎)(?:呢|啊|呀)?$)(?:不|沒有?|了)?|(?:會)?(?:冷不冷|熱不熱|下不下雨|下不下雪|有沒有(?:下雨|下雪|雨|雪)))`;
// 「台北明天冷嗎」「成都今天熱不」: a bare 冷/熱 with a day said (「咖啡熱嗎」 is not the weather).
// 「明天新竹風大不大」「台中今天風會很大嗎」: whether it is windy (the forecast gives the wind), with a day
// said too (「吹風機風大不大」 is no weather).
const WINDY = "(?:風|风)(?:會|会)?(?:很)?大(?:不大|嗎|吗)";
const COLD = `(?:(?:很|會很)?(?:冷|熱)(?=(?:不|嗎)(?:呢|啊|呀)?$)(?:不)?|${WINDY})`;
// 「要帶傘嗎」: whether to take an umbrella is whether it will rain.
const UMBRELLA = "(?:要|要不要|需要|需不需要|用不用|該不該)帶(?:雨)?傘";
// "tmrw", "tmr", "2moro": tomorrow as people type it ("rn": right now). The day may be followed by 'again' (asked once more).
const EN_TOMORROW = `(?:tomorrow|${TOMORROW_SHORT})`;
const EN_WHEN = `(?: (?:today|${EN_TOMORROW}|now|right now|rn|tonight|this (?:morning|afternoon|evening)|${EN_TOMORROW} (?:morning|afternoon|evening|night)|(?:the )?day after tomorrow))?(?:,? again)?`;
// "how's the weather looking", "what will the weather be like", "what's the weather gonna be like";
// and asked inside another sentence ("tell me what the weather will be like"), in that word order.
const EN_WEATHER =
  "(?:(?:(?:what's|what is|how's|how is|what will|how will) )?(?:the )?weather(?: (?:forecast|looking|looking like|like|be|be like|(?:going to|gonna) be(?: like)?))?|what the weather(?:'s| is| will be| is going to be| is gonna be|'s gonna be)(?: like)?|how the weather (?:is|will be|looks|is looking|is going to be|is gonna be))";
// A verb before the short command: "check weather Singapore tomorrow", "gimme the forecast for Paris".
// Written with both cases of the first letter: the short command is read with the case kept.
const EN_GET = "(?:(?:[Cc]heck|[Gg]et|[Ss]how me|[Gg]imme|[Gg]ive me|[Tt]ell me)(?: the)? )?";
// The day said first: "tomorrow's weather in Paris", "tmrw weather nyc".
const EN_DAY_FIRST = `(?:(?:[Tt]oday|[Tt]onight|[Tt]omorrow|${TOMORROW_SHORT})(?:'s|’s)? )?`;
// "is it going to rain", "is it gonna be cold", "will it be snowing", "is it supposed to rain".
const EN_WILL_IT = "(?:is it (?:going to|gonna|supposed to|likely to)|will it|is it)";
const EN_CONDITION =
  "(?:rain(?:ing)?|snow(?:ing)?|pour(?:ing)?|be (?:cold|hot|warm|chilly|sunny|rainy|snowy|windy|raining|snowing)|cold|hot|warm|chilly|sunny|windy)";
// 幾度 / 多少度 / 氣溫多少: how warm it is.
const DEGREES = "(?:有)?(?:幾度|多少度|(?:氣溫|溫度)(?:是|有)?(?:多少度?|幾度)?)";
// 降雨機率多少 / 下雨的機率高嗎 / 濕度多少: a figure of the forecast.
const CHANCE = "(?:(?:降雨|下雨|降水)的?(?:機率|概率|機會)|濕度)(?:是|有)?(?:多少|多高|多大|高嗎|大嗎|高不高|大不大)?";

// After 天氣, words that say how the weather is are not places: 「天氣晴朗」「天氣預報」「天氣熱死了」.
const aCondition =
  /晴|陰|雨|雪|風|霧|霾|雷|熱|冷|涼|暖|悶|濕|乾|潮|糟|差|好|棒|爛|變|預報|狀|況|如何|怎|多|真|太|超|蠻|挺|都|會|應用|程式|軟體|app/i;
// 「台北,明天會下雨嗎」「東京那邊天氣怎麼樣」: a pause or 那邊 after the place said first.
const PAUSE = "(?:,\\s*|\\s*(?:那邊|那裡|那兒|當地))?";
// 「明天廣州會下雨嗎,要不要帶傘」: a second question about the same forecast.
const ALSO = `(?:,\\s*(?:${UMBRELLA}|(?:會)?(?:冷不冷|熱不熱)|會(?:很)?(?:冷|熱))${END})?`;
// "weather Berlin", "forecast Tokyo tomorrow": the short command; a city is written with its capital.
// A town written in lower case only when it is one of the short names people type (nyc, sf):
// "weather sucks" names no town.
const EN_PLACE_CAPITAL = `(?<city>[A-Z][A-Za-z.'-]*(?: [A-Z][A-Za-z.'-]*){0,3}|${CITY_SHORT_NAMES_PATTERN})`;
// 「我明天要去台中,那邊天氣怎樣」"I'm heading to Seattle tomorrow, what's the weather like there": a trip
// names the place (and the day, only today to the day after tomorrow), then 那邊/there asks its weather.
// 「我明天要去台中,台中天氣怎樣」, the place said again, is left to the route's own rule for a reason (the model's).
// The pause may be a comma or, as a recognizer writes it, a space: 「我明天要去墾丁玩 那邊天氣好嗎」.
const TRIP = `(?:我|我們)?${SURE_DAY}?(?:要|會|準備|打算|想)?(?:去|到|飛(?:去)?|回)${PLACE}(?:玩|出差|開會|旅遊|旅行|一趟)?(?:,\\s*|\\s+)(?:那邊|那裡|那兒|當地)(?:的)?${SURE_DAY}?(?:的)?`;
// Singapore and Malaysian English: a sound before the question ("eh", "oi", "wah"), "how" after
// "weather" for how it is ("tomorrow singapore weather how"), "… or not" for whether it will
// ("KL tomorrow rain or not", "tomorrow will rain or not in penang"; "anot" typed short).
const SG_LEAD = "(?:(?:[Ee]h+|[Oo]i|[Ww]ah|[Aa]iyo|[Aa]iyoh|[Aa]iya|[Aa]lamak),? )?";
const SG_DAY = `(?:[Tt]oday|[Tt]onight|(?:[Tt]omorrow|${TOMORROW_SHORT})(?: (?:morning|afternoon|evening|night))?|(?:[Tt]he )?[Dd]ay after tomorrow|[Tt]his (?:morning|afternoon|evening))`;
const SG_HOW = "(?: how)?";
const SG_OR_NOT = `(?:(?:will|gonna|going to|got|is it going to|is it gonna|will it) )?(?:rain|raining|be raining|snow|rainy|sunny|windy|hot|cold|very hot|very cold) (?:or not|anot)`;
const EN_TRIP = `(?:I'm|I am|we're|we are|I'll be|we'll be) (?:heading|going|flying|driving|traveling|travelling|off) to ${EN_PLACE_CAPITAL}${EN_WHEN}, `;
const EN_THERE = "(?: over| out)? there";

// The day word, when there is one, outside the place's own name (昆明 is not 明天).
function withDay(city: string, text: string): { city: string; day?: WeatherDay } {
  const day = toWeatherDay(text.replace(city, ""));
  return day === undefined ? { city } : { city, day };
}

function withCity(match: RegExpMatchArray): { city: string; day?: WeatherDay } | null {
  const city = match.groups?.city?.trim();
  return city && looksLikePlace(city) ? withDay(city, match[0]) : null;
}

// 「這週末台南天氣如何」: this weekend (週末 alone, in a forecast, is the coming one). The three days of the
// forecast hold it only from Friday on; earlier, or 下週末, is the model's to answer.
const WEEKEND = "(?:這|本|今)?個?(?:週|周|禮拜|星期)末";

function weekendWithCity(match: RegExpMatchArray, context: PhraseContext): { city: string } | null {
  const weekend = resolvePeriod("這週末", context);
  const lastForecastDay = resolveDate("後天", context);
  if (weekend === null || lastForecastDay === null || weekend.end > lastForecastDay) return null;
  const city = match.groups?.city?.trim();
  return city && looksLikePlace(city) ? { city } : null;
}

// Module constants, like every tool's phrases: each registry built in a process (one per user in
// `serve`) shares the compiled patterns and their word index instead of building its own.
const PLACE_PHRASES: readonly LocalPhrase[] = [
  // 「這週末台南天氣如何」「台中週末會下雨嗎」: the forecast speaks of each day, the weekend's too.
  { pattern: new RegExp(`^${ASK}${WEEKEND}${PLACE}(?:的)?(?:${WEATHER_WORD}${HOW}|${WILL})${END}$`, "u"), toArgs: weekendWithCity },
  {
    pattern: new RegExp(`^${ASK}${PLACE}${PAUSE}(?:的)?${WEEKEND}(?:的)?(?:${WEATHER_WORD}${HOW}|${WILL})${END}$`, "u"),
    toArgs: weekendWithCity,
  },
  // 「台北天氣如何」「東京的天氣」「台北明天的天氣怎麼樣」「查一下高雄的天氣」
  { pattern: new RegExp(`^${ASK}${PLACE}${PAUSE}(?:的)?${DAY}?(?:的)?${WEATHER_WORD}${HOW}${END}$`, "u"), toArgs: withCity },
  // 「明天台北天氣如何」「明兒北京天兒咋樣」
  { pattern: new RegExp(`^${ASK}${DAY}${PLACE}(?:的)?${WEATHER_WORD}${HOW}${END}$`, "u"), toArgs: withCity },
  // 「北京明天會下雨嗎」「明天台北會不會下雨」
  { pattern: new RegExp(`^${ASK}${PLACE}${PAUSE}${DAY}?${WILL}${END}${ALSO}$`, "u"), toArgs: withCity },
  { pattern: new RegExp(`^${ASK}${DAY}${PLACE}${WILL}${END}${ALSO}$`, "u"), toArgs: withCity },
  // 「台北明天冷嗎」「明天台北熱不」「明天新竹風大不大」
  { pattern: new RegExp(`^${ASK}${PLACE}${PAUSE}${SURE_DAY}${COLD}${END}$`, "u"), toArgs: withCity },
  { pattern: new RegExp(`^${SURE_DAY}${PLACE}${COLD}${END}$`, "u"), toArgs: withCity },
  // 「台北明天要帶傘嗎」「明天高雄需不需要帶傘」 (a place is required: 「要帶傘嗎」 alone may be about indoors)
  { pattern: new RegExp(`^${PLACE}${PAUSE}${DAY}?${UMBRELLA}${END}$`, "u"), toArgs: withCity },
  { pattern: new RegExp(`^${ASK}${DAY}${PLACE}${UMBRELLA}${END}$`, "u"), toArgs: withCity },
  // 「宜蘭後天降雨機率多少」「明天台中下雨的機率高嗎」「台北現在濕度多少」
  { pattern: new RegExp(`^${ASK}${PLACE}${PAUSE}(?:的)?${DAY}?(?:的)?${CHANCE}${END}$`, "u"), toArgs: withCity },
  { pattern: new RegExp(`^${ASK}${DAY}${PLACE}(?:的)?${CHANCE}${END}$`, "u"), toArgs: withCity },
  // 「台北現在幾度」「杭州現在多少度」「東京今天氣溫多少」
  { pattern: new RegExp(`^${ASK}${PLACE}${PAUSE}(?:的)?${DAY}?(?:的)?${DEGREES}${END}$`, "u"), toArgs: withCity },
  // 「天氣 新竹」「天氣,台北明天」「查天氣 高雄」: 天氣 first, then the place (a short command)
  {
    pattern: new RegExp(`^${ASK}天氣\\s*,?\\s*${PLACE}${DAY}?$`, "u"),
    toArgs: (match) => (aCondition.test(match.groups?.city ?? "") ? null : withCity(match)),
  },
  { pattern: new RegExp(`^${ASK}${DAY}${PLACE}(?:的)?${DEGREES}${END}$`, "u"), toArgs: withCity },
  {
    pattern: new RegExp(`^${TRIP}(?:${WEATHER_WORD}${HOW}|${WILL}|${UMBRELLA})${END}$`, "u"),
    toArgs: (match) => (NOT_A_TOWN.test(match.groups?.city ?? "") ? null : withCity(match)),
  },
  {
    pattern: new RegExp(
      `^${EN_TRIP}(?:(?:${EN_WEATHER}|how does the weather look(?: like)?)${EN_THERE}|${EN_WILL_IT} ${EN_CONDITION}${EN_THERE})${EN_WHEN}$`,
      "u",
    ),
    toArgs: withCity,
  },
  // "weather in London", "what's the weather like in Tokyo tomorrow", "London weather"
  {
    // "what is the weather in London like": the like closes the question, it is not the town's.
    pattern: new RegExp(
      `^${EN_GET}${EN_DAY_FIRST}(?:${EN_WEATHER}|how does the weather look(?: like)?)${EN_WHEN} (?:in|for) ${PLACE}(?: like)?${EN_WHEN}(?: like)?$`,
      "iu",
    ),
    toArgs: withCity,
  },
  // "London weather", "tomorrow singapore weather how": a town written with a capital or known in
  // lower case ("nice weather", "crazy weather today" name none).
  {
    pattern: new RegExp(`^${SG_LEAD}${EN_DAY_FIRST}${EN_PLACE_CAPITAL} [Ww]eather(?: forecast)?${EN_WHEN}${SG_HOW}$`, "u"),
    toArgs: withCity,
  },
  // "weather Berlin", "weather tmrw nyc", "check weather Singapore tomorrow", "tomorrow's forecast for Paris",
  // "weather penang tomorrow how"
  {
    pattern: new RegExp(
      `^${SG_LEAD}${EN_GET}${EN_DAY_FIRST}(?:[Ww]eather|[Ff]orecast|[Ww]eather forecast)${EN_WHEN}(?:,| for| in)? ${EN_PLACE_CAPITAL}${EN_WHEN}${SG_HOW}$`,
      "u",
    ),
    toArgs: withCity,
  },
  // "tomorrow KL rain or not", "ipoh tomorrow got rain or not": the town first only when it is a known
  // one, since a capital at the start of a sentence says nothing ("Wedding tomorrow rain or not").
  { pattern: new RegExp(`^${SG_LEAD}${SG_DAY} ${EN_PLACE_CAPITAL}(?: ${SG_DAY})? ${SG_OR_NOT}$`, "u"), toArgs: withCity },
  { pattern: new RegExp(`^${SG_LEAD}(?<city>${KNOWN_TOWN_PATTERN})(?: ${SG_DAY})? ${SG_OR_NOT}$`, "u"), toArgs: withCity },
  // "tomorrow will rain or not in penang", "got rain or not in KL today"
  {
    pattern: new RegExp(`^${SG_LEAD}(?:${SG_DAY} )?${SG_OR_NOT}(?: ${SG_DAY})? (?:in|at) ${EN_PLACE_CAPITAL}(?: ${SG_DAY})?$`, "u"),
    toArgs: withCity,
  },
  {
    pattern: new RegExp(`^${EN_WILL_IT} ${EN_CONDITION}${EN_WHEN} in ${PLACE}${EN_WHEN}$`, "iu"),
    toArgs: withCity,
  },
  // "will there be rain in Osaka tomorrow", "any snow in Denver today", "do I need an umbrella in Paris tomorrow"
  {
    pattern: new RegExp(
      `^(?:will there be|is there (?:going to|gonna) be|any) (?:rain|snow|storms?|thunderstorms?)${EN_WHEN} in ${PLACE}${EN_WHEN}$`,
      "iu",
    ),
    toArgs: withCity,
  },
  { pattern: new RegExp(`^(?:do|will) i need an umbrella${EN_WHEN} in ${PLACE}${EN_WHEN}$`, "iu"), toArgs: withCity },
  {
    pattern: new RegExp(`^(?:what's|what is|how's|how is) the temperature(?: like)?${EN_WHEN} in ${PLACE}(?: like)?${EN_WHEN}$`, "iu"),
    toArgs: withCity,
  },
  // "how hot is it in Singapore right now", "how cold will it be in Berlin tomorrow"
  {
    pattern: new RegExp(`^how (?:hot|cold|warm) (?:is it|will it be|is it (?:going to|gonna) be)${EN_WHEN} in ${PLACE}${EN_WHEN}$`, "iu"),
    toArgs: withCity,
  },
];

// 「今天天氣如何」 "what's the weather like": no place, so the default city's, when there is one.
const DEFAULT_CITY_PATTERN = new RegExp(
  `^${ASK}${DAY}?(?:的)?${WEATHER_WORD}${HOW}${END}$|^${DAY}?${WILL}${END}$|^(?:what's|what is|how's|how is) the weather(?: like)?${EN_WHEN}$`,
  "iu",
);

/**
 * The phrases of `get_weather`: a place, then 天氣 / 會下雨嗎 / 幾度, or "weather in London"; a day
 * word (明天, tomorrow) becomes `day`. With a default city, 「今天天氣如何」 asks for it.
 */
export function createWeatherPhrases({ defaultCity }: { defaultCity?: string } = {}): LocalPhrase[] {
  if (!defaultCity) return [...PLACE_PHRASES];
  return [...PLACE_PHRASES, { pattern: DEFAULT_CITY_PATTERN, toArgs: (match) => withDay(defaultCity, match[0]) }];
}
