import type { LocalPhrase } from "../../core/local-phrase";
import { ENGLISH_NUMBER_WORD } from "../../language/number-words";
import { DURATION_PATTERN, readDuration } from "./read-duration";
import { PURPOSE_PATTERN, purposeName } from "./timer-purpose";

// 「好」「好的」「那就」 before the request (「好 取消計時」「那就再計時五分鐘」): a word to what was
// said before, then the request itself. So is a hurry word before a pause or 幫 (「快 計時三分鐘 泡麵」
// 「趕快幫我計時」); 「快三分鐘」 is "almost three minutes".
const HURRY = "(?:(?:快點|快一點|趕快|趕緊|快)(?:\\s*,\\s*|\\s+|(?=幫|請|麻煩)))";
export const LEAD = `(?:${HURRY}|(?:好的?|好啊|好吧|好喔|好了|嗯好|那就?|那麼)\\s*,?\\s*)?`;
export const PLEASE = "(?:請|麻煩)?(?:你)?(?:幫我)?";
// 「再設一個」「另外幫我設一個」「幫我再設一個」: one more, said before or after the asking; 「先計時…」 first.
export const REQUEST = `${LEAD}(?:先)?(?:另外)?(?:再)?${PLEASE}(?:先)?(?:再)?`;
const DURATION = `(?<duration>${DURATION_PATTERN})`;
// 「設一個」「開個」「來個」: setting one up, said before the timer.
const SET_UP = "(?:(?:設定?|開|來|定|建立|新增|加)(?:一)?(?:個)?)?";
// 「再一個」「再加一個」「另外一個」: one more, said with no word for setting it up.
const ONE_MORE = "(?:再|另外)(?:加|來)?一個";
// 「定時八分鐘」「蒸魚定時器十分鐘」: 定時 sets a timer as 計時 does (a length follows it: 「定時吃藥」 is "regularly").
const TIMER = "(?:計時器|計時|倒數計時|倒計時|倒數|定時器|定時)";
// A cooking verb said after the food (「水餃煮八分鐘」「雞腿烤二十分鐘」).
const COOKING_VERB_AFTER = /(?<=.)(?:煮|蒸|烤|燉|泡|炸|滷|煎|燙|烘|燜|悶|熬)$/u;
// What a timer is for: a few words, no digits, no pause (「義大利麵」「泡麵」「煮蛋」).
export const NAME = String.raw`(?<name>[^\s\d,:、]{1,10}?)`;
// Words that look like a name before 計時 but only ask for one: 「開始計時」「幫我計時」「我要計時」「那個計時器」.
export const notAName =
  /^(?:開始|幫我|我|我要|我想|想|要|請|請你|可以|能不能|再|重新|先|一個|個|那|這|那個|這個|另外|另一個|新的?|的|設|設定|開|來|定|一下)$|的$|^[一兩二三四五六七八九十百再]/u;
// A name said where no word 計時 follows (「再設一個煮蛋的 八分鐘」) must not be a time, a day or another record.
const notANameAlone = /[點時早晚午天日號週月年後前分秒刻零一二兩三四五六七八九十百千半]|星期|禮拜|提醒|鬧|會議|開會|行程|約|課|班/u;

/**
 * What a Chinese timer is for, as said (「煮蛋」 of 「幫煮蛋計時」), "" when none was said, or null
 * when the words are no name (they ask for a timer, or point at one).
 */
export function chineseTimerName(said: string | undefined): string | null {
  const name = (said ?? "")
    .trim()
    .replace(/^(?:幫|給|替|為)(?=.)/u, "")
    .replace(/的$/u, "");
  if (name === "") return "";
  return notAName.test(name) ? null : name;
}

/** A timer whose length is said first and what it is for after a pause: 「計時五分鐘 泡茶」. */
function purposeTimerArgs(match: RegExpMatchArray): Record<string, unknown> | null {
  const seconds = readDuration(match.groups?.duration ?? "");
  const name = purposeName(match.groups?.purpose);
  if (seconds === null || seconds < 1 || seconds > 24 * 3600 || name === null) return null;
  return { seconds, name };
}

function timerArgs(match: RegExpMatchArray, alone = false): Record<string, unknown> | null {
  const seconds = readDuration(match.groups?.duration ?? "");
  if (seconds === null || seconds < 1 || seconds > 24 * 3600) return null;
  const name = chineseTimerName(match.groups?.name);
  if (name === null || (alone && notANameAlone.test(name))) return null;
  return name ? { seconds, name } : { seconds };
}

// An English request for a timer, before what is asked for: "set", "can you start", "I need".
// "put a timer for 20 minutes", "keep one timer for 5 minutes": Indian and Philippine English set with put and keep.
const REQUEST_EN = String.raw`(?:please\s+)?(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?)?(?:(?:set|start|make|create|add|run|set\s+up|put\s+on|put|keep|give\s+me|gimme|get\s+me|i\s+(?:need|want)|i'd\s+like)\s+(?:me\s+)?)?`;
// "a", "another", "one more": which timer, before its name.
const A_TIMER_EN = String.raw`(?:(?:a|an|the|my|one|another|a\s+new|a\s+second|one\s+more)\s+)?`;
export const NAME_EN = String.raw`(?<name>[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,2}?)`;
// "for the tea", "for my eggs": what the timer is for, said after it.
export const FOR_NAME_EN = String.raw`(?:,?\s+for\s+(?:the\s+|my\s+)?(?<forName>[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,2}?))?`;
const DURATION_EN = `(?<duration>${DURATION_PATTERN})`;
// "for 20 minutes, potatoes": what it is for, named alone after a pause (one or two words).
const COMMA_NAME_EN = String.raw`(?:,\s*(?<saidName>[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*)?))?`;
// Said after a pause, these end the request and name nothing: "for 5 minutes, thanks", ", same as before".
const notASaidNameEn =
  /\b(?:thanks|thank|cheers|ok|okay|right|same|again|too|also|as|just|yeah|yes|sorry|mate|buddy|love|dear|quick|quickly|starting|go)\b/i;
const PLEASE_EN_END = String.raw`(?:,?\s+please)?`;
// Words that only say which timer ("a", "another", "kitchen"): no name.
const noNameEn = /^(?:a|an|the|my|one|new|another|quick|countdown|count\s+down|kitchen|second|me|us)$/i;
// Words no name holds: a question, a request, a person, a time ("what's a timer for 5 minutes", "for 5 minutes for tomorrow").
const notANameEn =
  /\b(?:what|what's|whats|how|why|when|where|who|which|is|are|was|were|do|does|did|can|could|would|should|will|i|i'm|you|your|we|they|he|she|it|this|that|these|those|a|an|the|my|our|his|her|their|need|want|like|about|set|start|make|create|add|reset|restart|pause|resume|stop|cancel|delete|remove|check|extend|change|turn|show|tell|keep|use|begin|get|give|put|run|please|for|of|to|in|on|at|with|and|or|not|no|now|today|tonight|tomorrow|later|morning|afternoon|evening|night|day|week|hour|hours|minute|minutes|second|seconds|next|last|first|while|time|alarm|reminder)\b/i;

// A figure ends no name: 'set a timer for twelve minutes uh sorry fifteen' is read as 'set a timer for fifteen',
// and 'the bread twenty five minutes' is no timer for 'the bread twenty' ('one pot pasta' is a name).
const figureEn = new RegExp(`${ENGLISH_NUMBER_WORD}$`, "i");

/** What an English timer is for, as said ("pizza", "tea"), "" when none was said, or null when the words are no name. */
export function englishTimerName(before: string | undefined, after: string | undefined): string | null {
  const names = [before, after].map((said) => (said ?? "").trim()).map((said) => (noNameEn.test(said) ? "" : said));
  const [first = "", second = ""] = names;
  if (first !== "" && second !== "") return null;
  const name = first || second;
  return notANameEn.test(name) || figureEn.test(name) ? null : name;
}

function englishTimerArgs(match: RegExpMatchArray, duration = match.groups?.duration ?? ""): Record<string, unknown> | null {
  const seconds = readDuration(duration);
  if (seconds === null || seconds < 1 || seconds > 24 * 3600) return null;
  const { forName, saidName } = match.groups ?? {};
  if (saidName !== undefined && (forName !== undefined || notASaidNameEn.test(saidName))) return null;
  const name = englishTimerName(match.groups?.name, forName ?? saidName);
  if (name === null) return null;
  return name ? { seconds, name } : { seconds };
}

/**
 * 「計時十分鐘」「十分鐘的計時器」「義大利麵計時器十二分鐘」「倒數三十秒」「再設一個煮蛋的 八分鐘」
 * 「pizza timer 10 minutes」「set a timer for 5 minutes」「set another one for 3 minutes for the tea」
 */
export const setTimerPhrases: readonly LocalPhrase[] = [
  // The timer first: 「計時十分鐘」「幫我設一個計時器 五分鐘」「義大利麵計時器十二分鐘」「倒數三十秒」「再計時五分鐘」
  // 「再一個 煮蛋 計時八分鐘」
  {
    pattern: new RegExp(
      `^${REQUEST}(?:${SET_UP}|${ONE_MORE})\\s*(?:開始)?(?:${NAME}\\s*(?:的)?)??${TIMER}\\s*(?:設定?|調|定)?(?:為|成|到)?\\s*[,:]?\\s*${DURATION}$`,
      "u",
    ),
    toArgs: (match) => timerArgs(match),
  },
  // The length first: 「十分鐘的計時器」「設一個五分鐘的義大利麵計時器」「三十秒倒數」「10分鐘計時」
  {
    pattern: new RegExp(`^${REQUEST}${SET_UP}${DURATION}\\s*(?:的)?\\s*(?:${NAME}\\s*(?:的)?)??${TIMER}$`, "u"),
    toArgs: (match) => timerArgs(match),
  },
  // What for, after a pause after the request: 「計時五分鐘 泡茶」「帮我倒计时十分钟 煮鸡蛋」「倒數十分鐘 煮蛋用的」
  // 「十分鐘的計時器 煮泡麵用」.
  {
    pattern: new RegExp(`^${REQUEST}${SET_UP}(?:開始)?${TIMER}\\s*${DURATION}\\s+${PURPOSE_PATTERN}$`, "u"),
    toArgs: purposeTimerArgs,
  },
  {
    pattern: new RegExp(`^${REQUEST}${SET_UP}${DURATION}\\s*(?:的)?${TIMER}\\s+${PURPOSE_PATTERN}$`, "u"),
    toArgs: purposeTimerArgs,
  },
  // The name, then the length, then the timer: 「泡麵 三分鐘 計時」
  { pattern: new RegExp(`^${REQUEST}${NAME}\\s+${DURATION}\\s*(?:的)?${TIMER}$`, "u"), toArgs: (match) => timerArgs(match) },
  // What it is for and its length, then the asking after a pause: 「蒸魚十分鐘 幫我計時」「泡麵三分鐘 計時」「烤雞
  // 四十分鐘 幫我倒數一下」. What it is for must be said, and be no time, day or other record (「明天十分鐘 計時」).
  {
    pattern: new RegExp(`^${LEAD}${NAME}\\s*${DURATION}(?:的)?\\s+${PLEASE}(?:開始)?${TIMER}(?:一下)?$`, "u"),
    toArgs: (match) => {
      const args = timerArgs(match, true);
      if (args === null || !("name" in args)) return null;
      // 「水餃煮八分鐘」: the cooking verb after the food is how, not what: the timer is 水餃's.
      const name = String(args.name).replace(COOKING_VERB_AFTER, "");
      return { ...args, name };
    },
  },
  // One more, set up with a length and no word for the timer: 「再設一個煮蛋的 八分鐘」「設一個八分鐘的」「再設一個 五分鐘」.
  {
    pattern: new RegExp(`^${REQUEST}(?:設定?|定)(?:一)?個\\s*(?:${NAME}\\s*(?:的)?\\s*)??${DURATION}(?:的)?$`, "u"),
    toArgs: (match) => timerArgs(match, true),
  },
  // One more, its length, then what it is for after a pause: 「再來一個三分鐘的 泡麵」「再設一個十分鐘的 燉湯用」.
  // Not with 加: 「再加一個十分鐘的 …」 may add ten minutes to a timer running.
  {
    pattern: new RegExp(
      `^${REQUEST}(?:(?:再|另外)(?:來|設定?|開|定)|設定?|開|定)(?:一)?個\\s*${DURATION}(?:的)?\\s+${PURPOSE_PATTERN}$`,
      "u",
    ),
    toArgs: purposeTimerArgs,
  },
  // One more said without 設, what it is for, then the length: 「再加一個 煮飯的 半個小時」「再一個 蒸蛋 十二分鐘」.
  // What it is for must be said: 「再加一個十分鐘」 may add ten minutes to the timer running.
  {
    pattern: new RegExp(`^${REQUEST}${ONE_MORE}\\s*${NAME}\\s*(?:的)?\\s*${DURATION}(?:的)?$`, "u"),
    toArgs: (match) => {
      const args = timerArgs(match, true);
      return args !== null && "name" in args ? args : null;
    },
  },
  // 'set a timer for 5 minutes', 'set a pizza timer for 10 minutes', 'timer for 30 seconds',
  // 'set another timer for 3 minutes for the tea', 'could you set a timer for a quarter of an hour'
  {
    pattern: new RegExp(
      String.raw`^${REQUEST_EN}${A_TIMER_EN}(?:${NAME_EN}\s+)??timer\s+(?:for\s+)?${DURATION_EN}${FOR_NAME_EN}${COMMA_NAME_EN}${PLEASE_EN_END}$`,
      "i",
    ),
    toArgs: (match) => englishTimerArgs(match),
  },
  // 'set a timer for the tea for 3 minutes'
  {
    pattern: new RegExp(
      String.raw`^${REQUEST_EN}${A_TIMER_EN}timer\s+for\s+(?:the\s+|my\s+)(?<forName>[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,2}?)\s+for\s+${DURATION_EN}${PLEASE_EN_END}$`,
      "i",
    ),
    toArgs: (match) => englishTimerArgs(match),
  },
  // 'start a 10 minute timer', 'set another 3-minute timer for the tea', 'a 90 second pasta timer'
  {
    pattern: new RegExp(
      String.raw`^${REQUEST_EN}(?:a|an|another|one\s+more|a\s+second|one(?=\s+\d))?\s*(?<amount>\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty-five|sixty|ninety)[\s-](?<unit>minutes?|mins?|seconds?|secs?|hours?)\s+(?:${NAME_EN}\s+)??timer${FOR_NAME_EN}${PLEASE_EN_END}$`,
      "i",
    ),
    toArgs: (match) => englishTimerArgs(match, `${match.groups?.amount ?? ""} ${match.groups?.unit ?? ""}`),
  },
  // 'set another one for 3 minutes for the tea', 'one more for 5 minutes', 'set one for 8 minutes'
  {
    pattern: new RegExp(
      String.raw`^(?:please\s+)?(?:(?:(?:set|start|make|add)\s+(?:me\s+)?)?(?:another(?:\s+one)?|one\s+more)|(?:set|start)\s+(?:me\s+)?(?:one|a\s+second\s+one|a\s+new\s+one))\s+for\s+${DURATION_EN}${FOR_NAME_EN}${COMMA_NAME_EN}${PLEASE_EN_END}$`,
      "i",
    ),
    toArgs: (match) => englishTimerArgs(match),
  },
  // 'count down 30 seconds', 'countdown from 5 minutes'
  {
    pattern: new RegExp(String.raw`^(?:please\s+)?(?:start\s+a\s+)?count\s*down\s+(?:from\s+|for\s+)?${DURATION_EN}$`, "i"),
    toArgs: (match) => timerArgs(match),
  },
];

export const TIMERS = "(?:計時器|倒數計時器?|倒計時器?|計時|倒數)";
// 「還剩多久」「還有多少時間」「還剩下幾分鐘」: time left, asked of the kitchen timer.
export const HOW_LONG_LEFT = "(?:還剩下?|還有|剩下?)(?:多久|多少時間|多少(?:分鐘|秒)|幾分鐘?|幾秒鐘?)(?:了)?(?:呢|啊)?";
