import type { LocalPhrase } from "../../core/local-phrase";
import { deleteManyPhrases, RECORD_ID, recordIdArgs } from "../../records/record-id-phrases";
import { DURATION_PATTERN, readDuration } from "./read-duration";

const PLEASE = "(?:請|麻煩)?(?:你)?(?:幫我)?";
const DURATION = `(?<duration>${DURATION_PATTERN})`;
// 「設一個」「開個」「來個」: setting one up, said before the timer.
const SET_UP = "(?:(?:設定?|開|來|定|建立|新增|加)(?:一)?(?:個)?)?";
const TIMER = "(?:計時器|計時|倒數計時|倒計時|倒數)";
// What a timer is for: a few words, no digits, no pause (「義大利麵」「泡麵」「煮蛋」).
const NAME = String.raw`(?<name>[^\s\d,:、]{1,10}?)`;
// Words that look like a name before 計時 but only ask for one: 「開始計時」「幫我計時」「我要計時」.
const notAName =
  /^(?:開始|幫我|我要|要|請|請你|可以|能不能|再|重新|先|一個|個|那|這|的|設|設定|開|來|定|一下)$|的$|^[一兩二三四五六七八九十百]/u;

function timerArgs(match: RegExpMatchArray): Record<string, unknown> | null {
  const seconds = readDuration(match.groups?.duration ?? "");
  if (seconds === null || seconds < 1 || seconds > 24 * 3600) return null;
  const name = (match.groups?.name ?? "").trim();
  if (name && notAName.test(name)) return null;
  return name ? { seconds, name } : { seconds };
}

const NAME_EN = String.raw`(?<name>[a-z][a-z' -]{0,30}?)`;
const DURATION_EN = `(?<duration>${DURATION_PATTERN})`;
const notANameEn = /^(?:a|an|the|my|one|new|another|quick|countdown|count down)$/i;

function englishTimerArgs(match: RegExpMatchArray): Record<string, unknown> | null {
  const name = match.groups?.name?.trim();
  if (name && notANameEn.test(name))
    return timerArgs({ ...match, groups: { duration: match.groups?.duration ?? "" } } as unknown as RegExpMatchArray);
  return timerArgs(match);
}

/** 「計時十分鐘」「十分鐘的計時器」「義大利麵計時器十二分鐘」「倒數三十秒」「pizza timer 10 minutes」「set a timer for 5 minutes」 */
export const setTimerPhrases: readonly LocalPhrase[] = [
  // The timer first: 「計時十分鐘」「幫我設一個計時器 五分鐘」「義大利麵計時器十二分鐘」「倒數三十秒」
  {
    pattern: new RegExp(
      `^${PLEASE}${SET_UP}(?:開始)?(?:${NAME}\\s*(?:的)?)??${TIMER}\\s*(?:設定?|調|定)?(?:為|成|到)?\\s*[,:]?\\s*${DURATION}$`,
      "u",
    ),
    toArgs: timerArgs,
  },
  // The length first: 「十分鐘的計時器」「設一個五分鐘的義大利麵計時器」「三十秒倒數」「10分鐘計時」
  { pattern: new RegExp(`^${PLEASE}${SET_UP}${DURATION}\\s*(?:的)?\\s*(?:${NAME}\\s*(?:的)?)??${TIMER}$`, "u"), toArgs: timerArgs },
  // The name, then the length, then the timer: 「泡麵 三分鐘 計時」
  { pattern: new RegExp(`^${PLEASE}${NAME}\\s+${DURATION}\\s*(?:的)?${TIMER}$`, "u"), toArgs: timerArgs },
  // 'set a timer for 5 minutes', 'start a 10 minute timer', 'set a pizza timer for 10 minutes', 'timer for 30 seconds'
  {
    pattern: new RegExp(
      String.raw`^(?:please\s+)?(?:(?:set|start|make|create)\s+(?:a|an|the|my)\s+)?(?:${NAME_EN}\s+)?timer\s+(?:for\s+)?${DURATION_EN}(?:,?\s+please)?$`,
      "i",
    ),
    toArgs: englishTimerArgs,
  },
  {
    pattern: new RegExp(
      String.raw`^(?:please\s+)?(?:(?:set|start|make|create)\s+(?:a|an)\s+)?(?<duration>\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty-five|sixty)[\s-](?:minutes?|mins?|seconds?|secs?|hours?)\s+(?:${NAME_EN}\s+)?timer(?:,?\s+please)?$`,
      "i",
    ),
    toArgs: (match) => {
      const unit = /[\s-](minutes?|mins?|seconds?|secs?|hours?)\s/i.exec(match[0])?.[1] ?? "";
      return englishTimerArgs({
        ...match,
        groups: { ...match.groups, duration: `${match.groups?.duration ?? ""} ${unit}` },
      } as unknown as RegExpMatchArray);
    },
  },
  // 'count down 30 seconds', 'countdown from 5 minutes'
  {
    pattern: new RegExp(String.raw`^(?:please\s+)?(?:start\s+a\s+)?count\s*down\s+(?:from\s+|for\s+)?${DURATION_EN}$`, "i"),
    toArgs: timerArgs,
  },
];

const TIMERS = "(?:計時器|計時|倒數)";
// 「還剩多久」「還有多少時間」「還剩幾分鐘」: time left, asked of the kitchen timer.
const HOW_LONG_LEFT = "(?:還剩|還有|剩下?)(?:多久|多少時間|幾分鐘?|幾秒鐘?)(?:了)?(?:呢|啊)?";

/** 「還剩多久」「計時器還剩多久」「義大利麵還剩多久」「看一下計時器」「how much time is left」「how long is left on the timer」 */
export const listTimersPhrases: readonly LocalPhrase[] = [
  { pattern: new RegExp(`^(?:計時器|計時|倒數)?\\s*${HOW_LONG_LEFT}$`, "u") },
  { pattern: new RegExp(`^(?:我的)?(?:${NAME})?\\s*(?:的)?${TIMERS}\\s*${HOW_LONG_LEFT}$`, "u") },
  {
    pattern: new RegExp(
      `^(?:請|幫我)?(?:看看|看一下|查一下|查看|列出|顯示)(?:一下)?(?:我的|目前的)?${TIMERS}(?:還剩多久)?$|^(?:我的|目前的)?計時器(?:有哪些|有幾個)?$`,
      "u",
    ),
  },
  // "how long's left", "how much time do I have left", "how many minutes are left on the timer".
  {
    pattern:
      /^how\s+(?:much\s+time|much\s+longer|long|many\s+(?:minutes|seconds))(?:'s|’s|\s+is|\s+are|\s+do\s+i\s+have)?\s+(?:left|remaining)(?:\s+on\s+(?:the|my)\s+(?:[a-z]+\s+)?timers?)?$/i,
  },
  { pattern: /^how\s+(?:much\s+time|long)\s+(?:does|do)\s+(?:the|my)\s+(?:[a-z]+\s+)?timers?\s+have\s+left$/i },
  {
    pattern:
      /^(?:check|show|list)\s+(?:me\s+)?(?:the|my|all\s+(?:my\s+)?)?\s*timers?$|^what\s+timers\s+do\s+i\s+have(?:\s+running)?$|^(?:do\s+i\s+have\s+any|are\s+there\s+any)\s+timers(?:\s+running)?$/i,
  },
];

const CANCEL = "(?:取消|停止|停掉|關掉|關閉|刪除|刪掉|結束)(?:掉)?";

/** 「取消計時器」「停止計時」「取消義大利麵計時器」「取消2號計時器」「把計時器全部取消」「cancel the timer」「stop the pizza timer」「cancel all timers」 */
export const cancelTimerPhrases: readonly LocalPhrase[] = [
  { pattern: new RegExp(`^${PLEASE}${CANCEL}(?:那個|這個)?${TIMERS}$|^${PLEASE}(?:把)?${TIMERS}${CANCEL}$`, "u"), toArgs: () => ({}) },
  { pattern: new RegExp(`^${PLEASE}${CANCEL}(?:第)?${RECORD_ID}\\s*(?:號|個)?(?:的)?${TIMERS}$`, "u"), toArgs: recordIdArgs },
  { pattern: new RegExp(`^${PLEASE}${CANCEL}${TIMERS}\\s*(?:第)?${RECORD_ID}(?:號|個)?$`, "u"), toArgs: recordIdArgs },
  {
    pattern: new RegExp(
      `^${PLEASE}${CANCEL}(?<name>[^\\s\\d]{1,10}?)(?:的)?計時器$|^${PLEASE}(?:把)?(?<name2>[^\\s\\d]{1,10}?)(?:的)?計時器${CANCEL}$`,
      "u",
    ),
    toArgs: (match) => {
      const name = match.groups?.name ?? match.groups?.name2 ?? "";
      return /^(?:所有|全部|我的|那個|這個|第)/u.test(name) || notAName.test(name) ? null : { id: name };
    },
  },
  { pattern: /^(?:please\s+)?(?:cancel|stop|delete|remove|clear|end)\s+(?:the|my)\s+timer(?:,?\s+please)?$/i, toArgs: () => ({}) },
  {
    pattern: /^(?:please\s+)?(?:cancel|stop|delete|remove)\s+(?:the\s+)?timer\s+(?:number\s+|#)?(?<id>\d+)(?:,?\s+please)?$/i,
    toArgs: recordIdArgs,
  },
  {
    pattern: /^(?:please\s+)?(?:cancel|stop|delete|remove)\s+(?:the|my)\s+(?<name>[a-z][a-z' -]{0,30}?)\s+timer(?:,?\s+please)?$/i,
    toArgs: (match) =>
      /^(?:all|every|first|second|third|other|last)\b/i.test(match.groups?.name ?? "") ? null : { id: match.groups?.name ?? "" },
  },
  ...deleteManyPhrases({
    noun: "(?:計時器|倒數計時)",
    verb: CANCEL,
    nounEn: "(?:timers?)",
    verbEn: String.raw`(?:cancel|stop|delete|remove|clear|get\s+rid\s+of)`,
  }),
];
