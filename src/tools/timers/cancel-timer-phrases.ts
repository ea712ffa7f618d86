import type { LocalPhrase } from "../../core/local-phrase";
import { deleteManyPhrases, namedRecordId, RECORD_ID, recordIdArgs } from "../../records/record-id-phrases";
import { LEAD, notAName, PLEASE, TIMERS } from "./phrases";

const CANCEL = "(?:取消|停止|停掉|關掉|關閉|刪除|刪掉|結束)(?:掉)?";
// 「把計時器關了」「把計時器停了吧」: 了 after the verb is an order after a bare 把 (「我把計時器關了」
// 「計時器停了」 report it).
const CANCEL_NOW = "(?:關|停|刪)了";
// "alright, cancel the timer" ("ok" is dropped as a filler before any request).
const LEAD_EN = String.raw`(?:(?:alright|all\s+right|right|fine)[\s,]+)?`;
// "kill the timer", "turn off the timer", "nuke my timer": a timer is cancelled in many words.
const CANCEL_EN = String.raw`(?:cancel|stop|delete|remove|clear|end|kill|nuke|ditch|scrap|abort|turn\s+off|switch\s+off|shut\s+off)`;

/** 「取消計時器」「好 取消計時」「取消義大利麵計時器」「取消2號計時器」「把計時器全部取消」「cancel the timer」「stop the pizza timer」「cancel all timers」 */
export const cancelTimerPhrases: readonly LocalPhrase[] = [
  {
    pattern: new RegExp(
      `^${LEAD}${PLEASE}${CANCEL}(?:那個|這個)?${TIMERS}$|^${LEAD}${PLEASE}(?:把)?(?:那個|這個)?${TIMERS}${CANCEL}$|^${LEAD}${PLEASE}把(?:那個|這個)?${TIMERS}${CANCEL_NOW}$`,
      "u",
    ),
    toArgs: () => ({}),
  },
  {
    pattern: new RegExp(`^${LEAD}${PLEASE}${CANCEL}(?:第)?${RECORD_ID}\\s*(?:號|個)?(?:的)?${TIMERS}$`, "u"),
    toArgs: recordIdArgs,
  },
  {
    pattern: new RegExp(`^${LEAD}${PLEASE}${CANCEL}${TIMERS}\\s*(?:第)?${RECORD_ID}(?:號|個)?$`, "u"),
    toArgs: recordIdArgs,
  },
  // The number, then the verb: 「把2號計時器取消」「把第二個計時器關掉」「把計時器2停掉」.
  {
    pattern: new RegExp(
      `^${LEAD}${PLEASE}(?:把)?(?:第)?${RECORD_ID}\\s*(?:號|個)?(?:的)?${TIMERS}\\s*${CANCEL}$|^${LEAD}${PLEASE}(?:把)?${TIMERS}\\s*(?:第)?(?<id2>\\d+|[一二兩三四五六七八九十]+)(?:號|個)?\\s*${CANCEL}$`,
      "u",
    ),
    toArgs: (match) => namedRecordId(match[0], match.groups?.id ?? match.groups?.id2),
  },
  // 「取消義大利麵計時器」「把泡麵的計時取消」: the timer by what it is for.
  {
    pattern: new RegExp(
      `^${LEAD}${PLEASE}${CANCEL}(?<name>[^\\s\\d]{1,10}?)(?:的)?計時器$|^${LEAD}${PLEASE}(?:把)?(?<name2>[^\\s\\d]{1,10}?)(?:(?:的)?計時器|的(?:計時|倒數))${CANCEL}$`,
      "u",
    ),
    toArgs: (match) => {
      const name = match.groups?.name ?? match.groups?.name2 ?? "";
      return /^(?:所有|全部|我的|那個|這個|第)/u.test(name) || notAName.test(name) ? null : { id: name };
    },
  },
  {
    pattern: new RegExp(String.raw`^${LEAD_EN}(?:please\s+)?${CANCEL_EN}\s+(?:the|my)\s+timer(?:,?\s+please)?$`, "i"),
    toArgs: () => ({}),
  },
  {
    pattern: new RegExp(
      String.raw`^${LEAD_EN}(?:please\s+)?${CANCEL_EN}\s+(?:the\s+)?timer\s+(?:number\s+|#)?(?<id>\d+)(?:,?\s+please)?$`,
      "i",
    ),
    toArgs: recordIdArgs,
  },
  {
    pattern: new RegExp(
      String.raw`^${LEAD_EN}(?:please\s+)?${CANCEL_EN}\s+(?:the|my)\s+(?<name>[a-z][a-z' -]{0,30}?)\s+timer(?:,?\s+please)?$`,
      "i",
    ),
    toArgs: (match) =>
      /^(?:all|every|first|second|third|other|last)\b/i.test(match.groups?.name ?? "") ? null : { id: match.groups?.name ?? "" },
  },
  ...deleteManyPhrases({
    noun: "(?:計時器|倒數計時)",
    verb: CANCEL,
    nounEn: "(?:timers?)",
    verbEn: String.raw`(?:cancel|stop|delete|remove|clear|get\s+rid\s+of|kill|nuke|ditch|scrap|turn\s+off)`,
  }),
];
