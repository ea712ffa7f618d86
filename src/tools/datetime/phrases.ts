import type { LocalPhrase } from "../../core/local-phrase";
import { HOUSEHOLD_PERSON, HOUSEHOLD_PERSON_EN } from "../../language/household-person";
import { resolveTimeZone } from "./resolve-time-zone";

// 「阿嬤問你今天禮拜幾」「我媽問現在幾點」: a question relayed for someone at home is asked all the same.
const RELAYED = `(?:(?:我(?:家|的)?)?${HOUSEHOLD_PERSON}(?:在|想|要我)?問(?:你|說)?\\s?,?\\s?)?`;
const ASK = `${RELAYED}(?:請問|請告訴我|告訴我|你知道|想知道)?`;
const END = "(?:呢|啊|呀|嗎|了)?";
// 「紐約那邊現在幾點」: the place, then where over there.
const THERE = "(?:那邊|那裡|那兒|那)?";
const PLACE = "(?<place>[\\p{Script=Han}]{2,6}?)";
const EN_PLACE = "(?<place>[a-z .]+?)";
const EN_NOW = "(?: (?:right )?now)?";

// 「美國紐約」「日本東京」: a country said before its city.
const COUNTRY = /^(?:美國|日本|英國|法國|德國|中國|大陸|台灣|韓國|南韓|泰國|澳洲|澳大利亞|加拿大|義大利|意大利|西班牙)(?=.{2})/u;
// 「星期幾」「幾月幾號」「日期」: asking the day or the date.
const DAY_OR_DATE = "(?:(?:星期|禮拜|週)幾|幾月幾(?:號|日)|幾號|幾日|(?:的)?日期|哪一天)";
// 「現在是幾點」「幾點幾分」「什麼時間」: asking the clock.
const CLOCK = "(?:是)?(?:幾點幾分|幾點(?:鐘)?(?:了)?|什麼時間|多少點)";

function toPlaceArgs(place: string | undefined): Record<string, unknown> | null {
  const zone = place === undefined ? undefined : (resolveTimeZone(place) ?? resolveTimeZone(place.replace(COUNTRY, "")));
  return zone === undefined ? null : { time_zone: zone };
}

/**
 * 「現在幾點」「今天星期幾」「今天幾月幾號」「東京現在幾點」「what time is it」. Questions about time
 * as a topic (「時間是什麼」「鬧鐘是誰發明的」) do not match.
 */
export const datetimePhrases: readonly LocalPhrase[] = [
  { pattern: new RegExp(`^${ASK}(?:現在)?(?:是)?(?:幾點(?:鐘)?(?:了)?|幾點幾分)${END}$`), toArgs: () => ({}) },
  { pattern: new RegExp(`^${ASK}現在(?:的)?時間(?:是)?(?:幾點|多少)?${END}$|^${ASK}現在(?:是)?什麼時間${END}$`), toArgs: () => ({}) },
  // 「報時」「幫我報個時」「報一下時間」: the short command to say the time
  { pattern: /^(?:請|幫我|麻煩)?報(?:個|一下)?時(?:間)?(?:一下)?$/, toArgs: () => ({}) },
  { pattern: new RegExp(`^${ASK}(?:現在|這個月)是幾月${END}$`), toArgs: () => ({}) },
  { pattern: new RegExp(`^${ASK}今天(?:是)?(?:星期|禮拜|週)幾${END}$`), toArgs: () => ({}) },
  { pattern: new RegExp(`^${ASK}今天(?:是)?(?:幾月幾(?:號|日)|幾號|幾日|的?日期|哪一天)${END}$`), toArgs: () => ({}) },
  { pattern: new RegExp(`^${ASK}(?:今天的?)?日期(?:是)?(?:幾號|多少)?${END}$`), toArgs: () => ({}) },
  { pattern: new RegExp(`^${ASK}今年是(?:民國)?(?:幾|哪一|哪)年${END}$`), toArgs: () => ({}) },
  // 東京現在幾點 / 紐約那邊現在幾點 / 倫敦時間現在是幾點 / 美國紐約現在是幾點 (resolveTimeZone declines what is not a place: 火星)
  {
    pattern: new RegExp(`^${ASK}${PLACE}${THERE}(?:的)?(?:時間)?現在${CLOCK}${END}$`, "u"),
    toArgs: (match) => toPlaceArgs(match.groups?.place),
  },
  // 現在紐約幾點
  {
    pattern: new RegExp(`^${ASK}現在${PLACE}${THERE}${CLOCK}${END}$`, "u"),
    toArgs: (match) => toPlaceArgs(match.groups?.place),
  },
  // 東京幾點了 / 倫敦時間幾點 (no 現在: 了 or 時間 says it is the clock now)
  {
    pattern: new RegExp(`^${ASK}${PLACE}${THERE}(?:幾點(?:鐘)?了|(?:的)?時間(?:是)?(?:幾點(?:鐘)?|幾點幾分))${END}$`, "u"),
    toArgs: (match) => toPlaceArgs(match.groups?.place),
  },
  // 紐約今天星期幾 / 東京那邊今天是幾號 / 倫敦現在是幾月幾號: the day or date over there.
  {
    pattern: new RegExp(`^${ASK}${PLACE}${THERE}(?:的)?(?:今天|現在)(?:是)?${DAY_OR_DATE}${END}$`, "u"),
    toArgs: (match) => toPlaceArgs(match.groups?.place),
  },
  // 東京那邊現在的時間 / 紐約現在時間
  {
    pattern: new RegExp(`^${ASK}${PLACE}${THERE}現在(?:的)?時間(?:是)?(?:幾點|多少)?${END}$`, "u"),
    toArgs: (match) => toPlaceArgs(match.groups?.place),
  },
  {
    pattern:
      /^(?:what time is it|what's the time|what is the time|tell me the time|do you know what time it is|what time now|now what time(?: is it)?)(?: now| right now)?(?: please)?$/i,
    toArgs: () => ({}),
  },
  {
    pattern:
      /^(?:what day is (?:it|today)|what day of the week is (?:it|today)|what(?:'s| is) (?:the date|today's date|the date today))(?: today)?$/i,
    toArgs: () => ({}),
  },
  { pattern: /^(?:today's date|the date today|date today|current (?:time|date)|the time now|time now)$/i, toArgs: () => ({}) },
  // "grandma wants to know what day it is", "my dad is asking what time it is": relayed for someone at home.
  {
    pattern: new RegExp(
      `^${HOUSEHOLD_PERSON_EN} (?:wants to know|is asking|'s asking|asks|asked|wanted to know)(?: you)? (?:what time it is|what day it is|what day of the week it is|what (?:the )?date it is|what the date is|what(?:'s| is) the (?:time|date))(?: today| now| right now)?$`,
      "i",
    ),
    toArgs: () => ({}),
  },
  // tell me the current time / what's the current date
  { pattern: /^(?:tell me|give me|what(?:'s| is)) (?:the )?current (?:time|date)(?: please)?$/i, toArgs: () => ({}) },
  // what time is it in London / what's the time in Tokyo right now / current time in New York /
  // what is the time now in Manila / time now in Mumbai / what time now in Manila (Singapore English)
  {
    pattern: new RegExp(
      `^(?:what(?:'s| is) the (?:current |local )?time(?: (?:right )?now)?|what time is it(?: now| right now)?|what time(?: is it)? now|do you know what time it is|(?:the )?(?:current|local) time|time(?: (?:right )?now)?) (?:over |out )?in ${EN_PLACE}${EN_NOW}$`,
      "i",
    ),
    toArgs: (match) => toPlaceArgs(match.groups?.place),
  },
  // what's the date in Paris / what day is it in Sydney today / what day of the week is it in London
  {
    pattern: new RegExp(
      `^(?:what day is (?:it|today)|what day of the week is it|what(?:'s| is) (?:the date|today's date|the date today)) (?:over )?in ${EN_PLACE}(?: today| right now| now)?$`,
      "i",
    ),
    toArgs: (match) => toPlaceArgs(match.groups?.place),
  },
  // The place first: "Manila time now", "London time please", "Manila now what time", "Tokyo what time now".
  {
    pattern: new RegExp(
      `^${EN_PLACE} (?:(?:local )?time(?: (?:right )?now)?(?: please)?|(?:now|right now) what time(?: is it)?|what time(?: is it)?(?: (?:there )?now)|time now how much)$`,
      "i",
    ),
    toArgs: (match) => toPlaceArgs(match.groups?.place),
  },
];
