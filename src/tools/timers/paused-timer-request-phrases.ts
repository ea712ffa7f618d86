import type { LocalPhrase } from "../../core/local-phrase";
import { LEAD, REQUEST } from "./phrases";
import { readTimerAnswer } from "./read-timer-answer";

/** Regex source: a timer asked for in Chinese with no length, 「幫我計時」「我要倒數」「再幫我計個時」. */
export const ASK_TIMER_ZH = `${LEAD}(?:另外)?(?:再)?(?:(?:請|麻煩)(?:你)?(?:幫我)?|幫我|我要|我想要?|我需要)(?:再)?(?:開始)?(?:計時|計個時|倒數|倒計時|倒數計時)(?:一下)?`;

/**
 * Regex source: a timer asked for as a time to keep, 「幫我定個時」「设个时」; 「定個時間」 (a time of
 * day, a date) goes on with 間, which no pattern built on this reads.
 */
export const SET_A_TIME_ZH = `${REQUEST}(?:定|設)(?:一)?個時(?:一下)?`;

// 「幫我開個計時器」「再設一個倒數計時」: a timer set up, with no name before it.
const SET_UP_TIMER_ZH = `${REQUEST}(?:設定?|開|來|定|建立|新增|加)(?:一)?(?:個)?(?:計時器|倒數計時器?|倒計時器?)`;
// A pause: a space, a comma or a colon.
const PAUSE = String.raw`(?:\s*[,:]\s*|\s+)`;
// 'set a timer' 'could you start a countdown' 'I need another timer'.
const ASK_TIMER_EN = String.raw`(?:please\s+)?(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?)?(?:set|start|make|create|add|set\s+up|put\s+on|get\s+me|give\s+me|i\s+(?:need|want)|i'd\s+like)\s+(?:me\s+)?(?:a|an|another|a\s+new|a\s+second|one\s+more)\s+(?:timer|countdown)`;
// 'another one' 'set one more': one more of what came before, which only a name makes a timer's
// ('add another five minutes' adds time to the one running).
const ONE_MORE_EN = String.raw`(?:please\s+)?(?:(?:set|start|add|make)\s+(?:me\s+)?)?(?:another\s+one|one\s+more(?:\s+one)?)`;

/** What the words after the request answer 「要計時多久？」 "For how long?" with, or null. */
function answered(match: RegExpMatchArray, named = false): Record<string, unknown> | null {
  const answer = readTimerAnswer(match.groups?.answer ?? "");
  if (answer === null || (named && answer.name === undefined)) return null;
  return answer;
}

/**
 * A timer asked for with no length, then, after a pause, what answers 「要計時多久？」 "For how
 * long?": the length, with what the timer is for or not (「幫我定個時 蒸魚二十分鐘」「我要計時 泡茶 三分鐘」
 * 「幫我開個計時器 十分鐘 煮蛋的」 'set a timer, for the rice, twenty minutes' 'another one for the pasta
 * nine minutes').
 */
export const pausedTimerRequestPhrases: readonly LocalPhrase[] = [
  {
    pattern: new RegExp(`^(?:${ASK_TIMER_ZH}|${SET_A_TIME_ZH}|${SET_UP_TIMER_ZH})(?:吧)?${PAUSE}(?<answer>\\S.*)$`, "u"),
    toArgs: (match) => answered(match),
  },
  {
    pattern: new RegExp(String.raw`^${ASK_TIMER_EN}${PAUSE}(?<answer>\S.*)$`, "i"),
    toArgs: (match) => answered(match),
  },
  {
    pattern: new RegExp(String.raw`^${ONE_MORE_EN}${PAUSE}(?<answer>\S.*)$`, "i"),
    toArgs: (match) => answered(match, true),
  },
];
