import type { LocaleWords } from "../locale-words";
import { ENGLISH_IN_CHINESE, TAIWANESE_AND_SLANG } from "./chinese-borrowed-words";
import { readChineseAnswer } from "./chinese-confirmation";
import { CHINESE_CONVERSATION } from "./chinese-conversation";
import { CHINESE_CURRENCY_NAMES } from "./chinese-currency-names";
import { chineseDateRules } from "./chinese-date-rules";
import { CHINESE_DAY_SHIFTS } from "./chinese-day-shifts";
import { chineseDurationWords } from "./chinese-duration-words";
import { CHINESE_MONTH_END } from "./chinese-month-end";
import { CHINESE_NORMALIZATION } from "./chinese-normalization";
import { CHINESE_NUMBER_WORDS } from "./chinese-number-words";
import { CHINESE_ORDINAL_WORDS } from "./chinese-ordinal-words";
import { chinesePeriodRules } from "./chinese-period-rules";
import { CHINESE_PLACE_WORDS } from "./chinese-place-words";
import { CHINESE_RANGE_WORDS } from "./chinese-range-words";
import { CHINESE_SPOKEN_FORM } from "./chinese-spoken-form";
import { chineseTimeWords } from "./chinese-time-words";

/**
 * Chinese as every Chinese locale reads it, after its text is normalised to Traditional characters
 * (zh-CN and zh-HK use these words too): numbers, days, periods, times, template rules, and the words
 * of a conversation. Each field's file is beside this one.
 */
export const CHINESE_WORDS: LocaleWords = {
  normalize: CHINESE_NORMALIZATION,
  numbers: CHINESE_NUMBER_WORDS,
  dateRules: chineseDateRules,
  periodRules: chinesePeriodRules,
  ranges: CHINESE_RANGE_WORDS,
  times: chineseTimeWords,
  durations: chineseDurationWords,
  ordinals: CHINESE_ORDINAL_WORDS,
  conversation: CHINESE_CONVERSATION,
  place: CHINESE_PLACE_WORDS,
  spoken: CHINESE_SPOKEN_FORM,
  readAnswer: readChineseAnswer,
  borrowed: ENGLISH_IN_CHINESE,
  saidOtherwise: TAIWANESE_AND_SLANG,
  currencyNames: CHINESE_CURRENCY_NAMES,
  variants: { 台: "臺" },
  monthEnd: CHINESE_MONTH_END,
  dayShifts: CHINESE_DAY_SHIFTS,
  figures: {
    arithmetic: ["等於", "是多少", "乘", "除", "加", "減", "分之"],
    countAfterYear: ["元", "塊", "美", "日", "台", "歐", "英", "人民", "港", "韓", "號", "個", "隻", "次", "年"],
  },
  templateRules: {
    please: "請|幫我|請幫我|麻煩[你][幫我]",
    ask: "請問|請告訴我|告訴我|你知道|想知道|我想知道",
    look_up: "[幫我](查|查一下|看一下)",
    what: "什麼|甚麼",
    end: "呢|啊|呀|嗎|了",
    how: "怎麼樣|怎樣|如何",
  },
};
