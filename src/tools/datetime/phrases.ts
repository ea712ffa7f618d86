import type { LocalPhrase } from "../../core/local-phrase";
import { resolveTimeZone } from "./resolve-time-zone";

const ASK = "(?:請問|請告訴我|告訴我|你知道|想知道)?";
const END = "(?:呢|啊|呀|嗎|了)?";

function toPlaceArgs(place: string | undefined): Record<string, unknown> | null {
  const zone = place === undefined ? undefined : resolveTimeZone(place);
  return zone === undefined ? null : { time_zone: zone };
}

/**
 * 「現在幾點」「今天星期幾」「今天幾月幾號」「東京現在幾點」「what time is it」. Questions about time
 * as a topic (「時間是什麼」「鬧鐘是誰發明的」) do not match.
 */
export const datetimePhrases: readonly LocalPhrase[] = [
  { pattern: new RegExp(`^${ASK}(?:現在)?(?:是)?(?:幾點(?:鐘)?(?:了)?|幾點幾分)${END}$`), toArgs: () => ({}) },
  { pattern: new RegExp(`^${ASK}現在(?:的)?時間(?:是)?(?:幾點|多少)?${END}$|^${ASK}現在(?:是)?什麼時間${END}$`), toArgs: () => ({}) },
  { pattern: new RegExp(`^${ASK}(?:現在|這個月)是幾月${END}$`), toArgs: () => ({}) },
  { pattern: new RegExp(`^${ASK}今天(?:是)?(?:星期|禮拜|週)幾${END}$`), toArgs: () => ({}) },
  { pattern: new RegExp(`^${ASK}今天(?:是)?(?:幾月幾(?:號|日)|幾號|幾日|的?日期|哪一天)${END}$`), toArgs: () => ({}) },
  { pattern: new RegExp(`^${ASK}(?:今天的?)?日期(?:是)?(?:幾號|多少)?${END}$`), toArgs: () => ({}) },
  { pattern: new RegExp(`^${ASK}今年是(?:民國)?(?:幾|哪一|哪)年${END}$`), toArgs: () => ({}) },
  {
    pattern: new RegExp(`^${ASK}(?<place>[\\p{Script=Han}]{2,6}?)(?:的)?(?:時間)?現在(?:是)?幾點(?:鐘)?(?:了)?${END}$`, "u"),
    toArgs: (match) => toPlaceArgs(match.groups?.place),
  },
  { pattern: /^(?:what time is it|what's the time|what is the time|tell me the time|do you know what time it is)(?: now| right now)?(?: please)?$/i, toArgs: () => ({}) },
  { pattern: /^(?:what day is (?:it|today)|what day of the week is (?:it|today)|what(?:'s| is) (?:the date|today's date|the date today))(?: today)?$/i, toArgs: () => ({}) },
  { pattern: /^(?:today's date|the date today|date today|current (?:time|date)|the time now|time now)$/i, toArgs: () => ({}) },
  {
    pattern: /^what(?:'s| is) the time in (?<place>[a-z .]+)$|^what time is it (?:now )?in (?<city>[a-z .]+)$/i,
    toArgs: (match) => toPlaceArgs(match.groups?.place ?? match.groups?.city),
  },
];
