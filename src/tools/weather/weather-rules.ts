// The rules of get_weather's templates (`<will_q>`, `<en_weather>` …): the words of a weather
// question, written once and shared by its templates. The slot types they use are in weather-slots.ts.

// Weather that only the sky does: 「下雨嗎」 needs no 會 to be a question about the weather.
const SKY = "(下雨|下雪|下大雨|降雨|有雨|有雪|出太陽|放晴|颳風|起風|打雷|落雨|落大雨|落雪)";
// 會 / 會不會 / 要 before what the weather will do (「會下雨嗎」「會唔會落雨」「要下雨了嗎」).
const WILL_VERB = "(會|會不會|會唔會|要|會要)";
const CHANGE = `(${SKY}|變冷|變熱|很冷|很熱|冷|熱)`;

/** The rules of get_weather's templates, beside the built-in ones. */
export const WEATHER_RULES: Readonly<Record<string, string>> = {
  ask: "[請問|告訴我|[幫我](查[一下|下]|看(一下|下)|查詢)]",
  day: "{day:weather_day}",
  // A day said for sure: 「台北明天冷嗎」 is weather, 「咖啡熱嗎」 is not.
  sure_day: "{day:weather_sure_day}",
  // 點樣: Cantonese 怎樣 (「香港聽日天氣點樣」); 怎麼的, 怎麼著: northern (咋的 is written 怎麼的).
  how: "[怎麼樣|怎樣|如何|好嗎|好不好|狀況|情況|預報|怎麼樣呢|點樣|怎麼的|怎麼著]",
  weather: "(天氣|{weather:tian_er})",
  q_end: "[呢|啊|呀|嗎]",
  // 「會下雨嗎」「會不會冷」「有沒有雨」「要下雨了嗎」: the will-it forms, with 會/要 (a second question may follow).
  will_q: `(${WILL_VERB}${CHANGE}[呢|啊|呀|嗎]|${WILL_VERB}${CHANGE}了嗎|[會](冷不冷|熱不熱|下不下雨|下不下雪|有沒有(下雨|下雪|雨|雪))[呢|啊|呀|嗎])`,
  // 「下雨嗎」「下雨不」「下雨了嗎」: what only the sky does needs no 會, with a question tail (不/沒/嗎) that ends
  // the sentence (「台北下雨了」 says it rains).
  sky_q: `${SKY}((不|沒|沒有)[呢|啊|呀]|了嗎|嗎)`,
  will_or_sky: "(<will_q>|<sky_q>)",
  // 「台北明天冷嗎」「成都今天熱不」: a bare 冷/熱 with a day said (「咖啡熱嗎」 is not the weather).
  // 「明天新竹風大不大」「台中今天風會很大嗎」: whether it is windy, with a day said too (「吹風機風大不大」 is no weather).
  cold: "([很|會很](冷|熱)(不[呢|啊|呀]|嗎)|風[會][很]大(不大|嗎)[呢|啊|呀|嗎])",
  // 「要帶傘嗎」: whether to take an umbrella is whether it will rain.
  umbrella: "(要|要不要|需要|需不需要|用不用|該不該)帶[雨]傘",
  // 幾度 / 多少度 / 氣溫多少: how warm it is.
  degrees: "[有](幾度|多少度|(氣溫|溫度)[是|有][多少[度]|幾度])",
  // 降雨機率多少 / 下雨的機率高嗎 / 濕度多少: a figure of the forecast.
  chance: "((降雨|下雨|降水)[的](機率|概率|機會)|濕度)[是|有][多少|多高|多大|高嗎|大嗎|高不高|大不大]",
  // 「台北,明天會下雨嗎」「東京那邊天氣怎麼樣」: a pause or 那邊 after the place said first.
  pause: "[,|那邊|那裡|那兒|當地]",
  // 「明天廣州會下雨嗎,要不要帶傘」: a second question about the same forecast.
  also: ",(<umbrella>|[會](冷不冷|熱不熱)|會[很](冷|熱))[呢|啊|呀|嗎]",
  // The forecast covers three days; a weekend may lie beyond them, so 週末 is read apart.
  weekend: "[這|本|今][個](週|周|禮拜|星期)末",
  // 「我明天要去台中,那邊天氣怎樣」: a trip names the place (and the day, only today to the day after
  // tomorrow), then 那邊 asks its weather.
  trip: "[我|我們][<sure_day>][要|會|準備|打算|想](去|到|飛[去]|回){city:trip_place}[玩|出差|開會|旅遊|旅行|一趟][,](那邊|那裡|那兒|當地)[的][<sure_day>][的]",
  // "tomorrow", "tmrw", "right now" after the question; 'again' when asked once more.
  en_when: "[{day:en_day}] [[,] again]",
  en_day_first: "[{day:en_first_day}['s|’s]]",
  // "how's the weather looking", "what will the weather be like", "what's the weather gonna be like";
  // and asked inside another sentence ("tell me what the weather will be like"), in that word order.
  en_weather:
    "([what's|what is|how's|how is|what will|how will] [the] weather [forecast|looking|looking like|like|be|be like|(going to|gonna) be [like]]|what the weather ('s|is|will be|is going to be|is gonna be|'s gonna be) [like]|how the weather (is|will be|looks|is looking|is going to be|is gonna be))",
  // A verb before the short command: "check weather Singapore tomorrow", "gimme the forecast for Paris".
  en_get: "[(check|get|show me|gimme|give me|tell me) [the]]",
  // "is it going to rain", "is it gonna be cold", "will it be snowing", "is it supposed to rain".
  en_will_it: "(is it (going to|gonna|supposed to|likely to)|will it|is it)",
  en_condition:
    "(rain|raining|snow|snowing|pour|pouring|be (cold|hot|warm|chilly|sunny|rainy|snowy|windy|raining|snowing)|cold|hot|warm|chilly|sunny|windy)",
  en_trip:
    "(I'm|I am|we're|we are|I'll be|we'll be) (heading|going|flying|driving|traveling|travelling|off) to {city:capital_place}<en_when>,",
  en_there: "[over|out] there",
  // Singapore and Malaysian English: a sound before the question ("eh", "oi", "wah"), "how" after
  // "weather" for how it is ("tomorrow singapore weather how"), "… or not" for whether it will
  // ("KL tomorrow rain or not", "tomorrow will rain or not in penang"; "anot" typed short).
  sg_lead: "[(eh|ehh|ehhh|oi|wah|aiyo|aiyoh|aiya|alamak)[,]]",
  sg_day: "{day:sg_day}",
  sg_how: "[how]",
  sg_or_not:
    "[will|gonna|going to|got|is it going to|is it gonna|will it] (rain|raining|be raining|snow|rainy|sunny|windy|hot|cold|very hot|very cold) (or not|anot)",
};
