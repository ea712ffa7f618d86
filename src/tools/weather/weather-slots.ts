import { normalizeText } from "../../language/normalize-text";
import type { SlotSpan, SlotType } from "../../language/templates/slot-type";
import { CITY_SHORT_NAMES } from "./city-short-names";
import { looksLikePlace, NOT_A_TOWN } from "../../language/looks-like-place";

// The slot types of get_weather's templates: the days as said (the tool's `toWeatherDay` reads
// them), and the towns written in English with a capital or by a known short name.

const HAN = /\p{Script=Han}/u;

// Days as data, found once per sentence (longest first where several start at one place). A day glued
// to a Chinese word before it may be part of a name (明天 in 「昆明天氣」): the template is read with it and
// without it. Not after the words that lead a request (請問, 告訴我, 查一下, 那, 的): 「告訴我明天昆明天氣」.
const LEAD_END = new Set("問我們下查詢的那麼");
const wordsSlot = (name: string, words: readonly string[]): SlotType => {
  const known = [...new Set([...words, ...words.map(normalizeText)].map((word) => word.toLowerCase()))].sort(
    (left, right) => right.length - left.length,
  );
  const find = (text: string): SlotSpan[] => {
    const folded = text.toLowerCase();
    const spans: SlotSpan[] = [];
    for (const word of known) {
      for (let at = folded.indexOf(word); at >= 0; at = folded.indexOf(word, at + 1)) {
        const end = at + word.length;
        spans.push({
          start: at,
          end,
          value: text.slice(at, end),
          doubtful: HAN.test(text[at - 1] ?? "") && !LEAD_END.has(text[at - 1] ?? ""),
        });
      }
    }
    return spans;
  };
  return { name, find };
};

// 今天, 明兒, 後天下午, 聽日: a day said for sure (Cantonese, written and northern forms too: 今日, 聽日, 明兒個).
const SURE_DAYS = [
  ...["今", "明", "後", "后"].flatMap((day) => ["天", "日", "兒個", "兒", "儿个", "儿"].map((end) => `${day}${end}`)),
  "聽日",
].flatMap((day) => ["", "早上", "上午", "中午", "下午", "傍晚", "晚上"].map((part) => `${day}${part}`));
const SURE_WORDS = [...SURE_DAYS, "今晚", "明早", "明晚", "聽朝", "聽晚", "現在", "而家", "依家", "宜家"];
// 這兩天, 未來三天, 最近幾日: the days ahead, which name no one day.
const DAYS_AHEAD = ["這", "近", "最近", "未來", "接下來"].flatMap((lead) =>
  ["兩", "幾", "三"].flatMap((count) => [`${lead}${count}天`, `${lead}${count}日`]),
);

/** `{day:weather_day}`: a day the forecast holds (今天, 明天早上, 聽日, 現在), or the days ahead (這兩天). */
export const WEATHER_DAY_SLOT = wordsSlot("weather_day", [...SURE_WORDS, ...DAYS_AHEAD]);

/** `{day:weather_sure_day}`: a day said for sure (「台北明天冷嗎」 is weather, 「咖啡熱嗎」 is not). */
export const WEATHER_SURE_DAY_SLOT = wordsSlot("weather_sure_day", SURE_WORDS);

// "tmrw", "tmr", "2moro": tomorrow as people type it.
const TOMORROWS = ["tomorrow", "tmrw", "tmr", "tmrow", "tomoz", "2moro", "2morrow"];
const PARTS_OF_THE_DAY = ["morning", "afternoon", "evening"];
const SG_DAYS = [
  "today",
  "tonight",
  ...TOMORROWS.flatMap((day) => [day, ...[...PARTS_OF_THE_DAY, "night"].map((part) => `${day} ${part}`)]),
  "day after tomorrow",
  "the day after tomorrow",
  ...PARTS_OF_THE_DAY.map((part) => `this ${part}`),
];

/** `{day:en_day}`: "today", "tomorrow morning", "tmrw", "right now" ("rn"), "the day after tomorrow". */
export const EN_DAY_SLOT = wordsSlot("en_day", [...SG_DAYS, "now", "right now", "rn"]);

/** `{day:en_first_day}`: the day said before the weather ("tomorrow's weather in Paris", "tmrw weather nyc"). */
export const EN_FIRST_DAY_SLOT = wordsSlot("en_first_day", ["today", "tonight", ...TOMORROWS]);

/** `{day:sg_day}`: the days of Singapore and Malaysian English questions ("tomorrow KL rain or not"). */
export const SG_DAY_SLOT = wordsSlot("sg_day", SG_DAYS);

const CAPITALISED = /^[A-Z][A-Za-z.'-]*(?: [A-Z][A-Za-z.'-]*){0,3}$/u;

/**
 * `{city:capital_place}`: a town written with its capital ("Berlin", "New York") or one of the short
 * names people type in lower case ("nyc", "penang"): "weather sucks" names no town.
 */
export const CAPITAL_PLACE_SLOT: SlotType = {
  name: "capital_place",
  accept: (text) => ((CAPITALISED.test(text) || CITY_SHORT_NAMES.includes(text)) && looksLikePlace(text) ? text : null),
};

/**
 * `{city:known_town}`: a known short name in any case people type it ("kl", "Kl", "KL"), for the
 * start of a sentence, where a capital says nothing ("Wedding tomorrow rain or not" names no town).
 */
export const KNOWN_TOWN_SLOT: SlotType = {
  name: "known_town",
  accept: (text) =>
    CITY_SHORT_NAMES.some((name) => text === name || text === name.toUpperCase() || text === name[0]!.toUpperCase() + name.slice(1))
      ? text
      : null,
};

// Words around a place that are no part of it: the 個 of a day said before it (「今兒個瀋陽天兒咋的」
// is 瀋陽 today), 請問 before it, 的 after it.
const AROUND_A_PLACE = /^(?:[個个的]|請問)|的$/u;

/** `{city:town}`: a place (the weather tool's `looksLikePlace`), without the words around it (個, 請問, 的). */
export const TOWN_SLOT: SlotType = {
  name: "town",
  accept: (text) => (looksLikePlace(text) && !AROUND_A_PLACE.test(text) ? text : null),
};

// What a trip is for, said after the place: 「去花蓮玩」 is 花蓮.
const TRIP_PURPOSE = /(?:玩|出差|開會|旅遊|旅行|一趟)$/u;

/** `{city:trip_place}`: where a trip goes, when it is a town (「我要去超市」 is no town). */
export const TRIP_PLACE_SLOT: SlotType = {
  name: "trip_place",
  accept: (text) =>
    looksLikePlace(text) && !NOT_A_TOWN.test(text) && !TRIP_PURPOSE.test(text) && !AROUND_A_PLACE.test(text) ? text : null,
};

// Northern Mandarin calls the weather 天兒 (「明兒北京天兒咋樣」), but 天兒 ends other words too:
// 春天兒, 聊天兒, 大熱天兒, 星期天兒, 三天兒 are seasons, talk, kinds of day and counts of days.
const NOT_BEFORE_TIAN_ER = new Set("春夏秋冬白晴陰雨雪熱冷聊半整每幾一二兩三四五六七八九十這那哪當同隔前昨今明後變藍老第成期拜");

/** `{weather:tian_er}`: 天兒, the weather in northern Mandarin, where it is no word's end (not in 春天兒, 聊天兒). */
export const TIAN_ER_SLOT: SlotType = {
  name: "tian_er",
  find: (text) =>
    [...text.matchAll(/天兒/gu)]
      .filter((found) => !NOT_BEFORE_TIAN_ER.has(text[found.index - 1] ?? ""))
      .map((found) => ({ start: found.index, end: found.index + 2, value: "天兒" })),
};

/** `{day:request_day}`: the day of a request with no place (「明天會下雨嗎」「明兒天兒咋樣」). */
export const REQUEST_DAY_SLOT = wordsSlot("request_day", [
  "今天",
  "明天",
  "後天",
  "現在",
  "今晚",
  "明早",
  ...["今", "明", "後", "后"].flatMap((day) => [`${day}兒`, `${day}兒個`, `${day}儿`, `${day}儿个`]),
]);

/** `{day:en_request_day}`: "today", "tomorrow", "tonight". */
export const EN_REQUEST_DAY_SLOT = wordsSlot("en_request_day", ["today", "tomorrow", "tonight"]);

/** `{day:sg_request_day}`: "tomorrow", "tmr", "the day after tomorrow" before "weather how" or "rain or not". */
export const SG_REQUEST_DAY_SLOT = wordsSlot("sg_request_day", [
  "today",
  "tonight",
  "tomorrow",
  "tmr",
  "tmrw",
  "day after tomorrow",
  "the day after tomorrow",
]);
