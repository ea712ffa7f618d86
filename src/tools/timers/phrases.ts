import { PAUSE_SLOT } from "../../language/templates/pause-slot";
import type { TemplatePhrase } from "../../language/templates/template-phrase";
import { englishTimerName } from "./english-timer-name";
import { SAID_NAME_EN_SLOT } from "./said-name-en-slot";
import { TIMER_LENGTH_BEFORE_EN_SLOT } from "./timer-length-before-en-slot";
import { TIMER_LENGTH_SLOT } from "./timer-length-slot";
import { TIMER_NAME_EN_SLOT } from "./timer-name-en-slot";
import { TIMER_NAME_SLOT } from "./timer-name-slot";
import { TIMER_PURPOSE_SLOT } from "./timer-purpose-slot";

const RULES: Readonly<Record<string, string>> = {
  hurry: "(快點|快一點|趕快|趕緊|快)",
  // 「好」「那就」 before the request (「那就再計時五分鐘」) is a word to what came before; so is a hurry word
  // before a pause (「快 計時三分鐘 泡麵」) or 幫 (「趕快幫我計時」). 「快三分鐘」 is "almost three minutes".
  lead: "[<hurry>{pause:pause}|(好[的]|好啊|好吧|好喔|好了|嗯好|那[就]|那麼)[,]]",
  please: "[[<hurry>](請|麻煩)[你][幫我]|[<hurry>][你]幫我|你]",
  // 「再設一個」「另外幫我設一個」「幫我再設一個」: one more, said before or after the asking; 「先計時…」 first.
  request: "<lead>[先][另外][再]<please>[先][再]",
  // 「設一個」「開個」「來個」: setting one up, said before the timer.
  set_up: "(設|設定|開|來|定|建立|新增|加)[一][個]",
  // 「再一個」「再加一個」「另外一個」: one more, said with no word for setting it up.
  one_more: "(再|另外)[加|來]一個",
  // 「定時八分鐘」「蒸魚定時器十分鐘」: 定時 sets a timer as 計時 does (a length follows it: 「定時吃藥」 is "regularly").
  timer: "(計時器|計時|倒數計時|倒計時|倒數|定時器|定時)",
  length: "{seconds:timer_length}",
  // What it is for, after a pause after the request: 「…泡茶」「…煮蛋用的」.
  purpose: "{pause:pause}{name:timer_purpose}",
  // An English request for a timer, before what is asked for: "set", "can you start", "I need"; "put a timer
  // for 20 minutes", "keep one timer for 5 minutes": Indian and Philippine English set with put and keep.
  en_request:
    "[please] [(can|could|would|will) you [please]] [(set|start|make|create|add|run|set up|put on|put|keep|give me|gimme|get me|i (need|want)|i'd like) [me]]",
  // "a", "another", "one more": which timer, before its name.
  en_a: "[a|an|the|my|one|another|a new|a second|one more]",
  // "for the tea", "for my eggs": what the timer is for, said after it.
  en_for: "[[,] for [the|my] {forName:timer_name_en}]",
  // "for 20 minutes, potatoes": what it is for, named alone after a pause.
  en_said: "[, {saidName:said_name_en}]",
  en_end: "[[,] please]",
};

const SLOT_TYPES = [
  PAUSE_SLOT,
  TIMER_LENGTH_SLOT,
  TIMER_LENGTH_BEFORE_EN_SLOT,
  TIMER_NAME_SLOT,
  TIMER_PURPOSE_SLOT,
  TIMER_NAME_EN_SLOT,
  SAID_NAME_EN_SLOT,
];

// A name said where no word 計時 follows (「再設一個煮蛋的 八分鐘」) must not be a time, a day or another record.
const NOT_A_NAME_ALONE = /[點時早晚午天日號週月年後前分秒刻零一二兩三四五六七八九十百千半]|星期|禮拜|提醒|鬧|會議|開會|行程|約|課|班/u;
// A cooking verb said after the food (「水餃煮八分鐘」「雞腿烤二十分鐘」) is how, not what: the timer is 水餃's.
const COOKING_VERB_AFTER = /(?<=.)(?:煮|蒸|烤|燉|泡|炸|滷|煎|燙|烘|燜|悶|熬)$/u;

interface NameRule {
  /** Said with no word for the timer: the name must be no time, day or record. */
  alone?: boolean;
  /** The name must be said. */
  named?: boolean;
  /** A cooking verb after the food goes. */
  cooked?: boolean;
}

/** `{ seconds, name? }` of a Chinese template, or null where the name says no timer. */
const chinese =
  ({ alone = false, named = false, cooked = false }: NameRule = {}) =>
  ({ seconds, name = "" }: Record<string, unknown>): Record<string, unknown> | null => {
    const said = cooked ? String(name).replace(COOKING_VERB_AFTER, "") : String(name);
    if ((alone && NOT_A_NAME_ALONE.test(said)) || (named && said === "")) return null;
    return said ? { seconds, name: said } : { seconds };
  };

/** `{ seconds, name? }` of an English template: a name before the timer, after it ("for the tea") or after a pause, one at most. */
function english({ seconds, name, forName, saidName }: Record<string, unknown>): Record<string, unknown> | null {
  if (saidName !== undefined && forName !== undefined) return null;
  const said = englishTimerName(name as string | undefined, (forName ?? saidName) as string | undefined);
  if (said === null) return null;
  return said ? { seconds, name: said } : { seconds };
}

const phrase = (template: string, toArgs: TemplatePhrase["toArgs"] = chinese()): TemplatePhrase => ({
  template,
  rules: RULES,
  slotTypes: SLOT_TYPES,
  toArgs,
});

/**
 * What the local route answers with `set_timer`, as sentence templates: 「計時十分鐘」「十分鐘的計時器」
 * 「義大利麵計時器十二分鐘」「倒數三十秒」「再設一個煮蛋的 八分鐘」「計時五分鐘 泡茶」, "pizza timer 10 minutes", "set a
 * timer for 5 minutes", "set another one for 3 minutes for the tea". The length fills `seconds` (one second to a
 * day), what the timer is for `name`; words that say no timer there (a time, a day, another record) decline.
 */
export const setTimerPhrases: readonly TemplatePhrase[] = [
  // The timer first: 「計時十分鐘」「幫我設一個計時器 五分鐘」「義大利麵計時器十二分鐘」「倒數三十秒」「再一個 煮蛋 計時八分鐘」.
  // (A name only when the timer alone does not read the rest.)
  phrase("<request>[<set_up>|<one_more>][開始](<timer>|{name:timer_name}[的]<timer>)[設|設定|調|定][為|成|到][,|:]<length>"),
  // The length first: 「十分鐘的計時器」「設一個五分鐘的義大利麵計時器」「三十秒倒數」「10分鐘計時」
  phrase("<request>[<set_up>]<length>[的](<timer>|{name:timer_name}[的]<timer>)"),
  // What for, after a pause after the request: 「計時五分鐘 泡茶」「帮我倒计时十分钟 煮鸡蛋」「十分鐘的計時器 煮泡麵用」.
  phrase("<request>[<set_up>][開始]<timer><length><purpose>"),
  phrase("<request>[<set_up>]<length>[的]<timer><purpose>"),
  // The name, then the length, then the timer: 「泡麵 三分鐘 計時」
  phrase("<request>{name:timer_name}{pause:pause}<length>[的]<timer>"),
  // What it is for and its length, then the asking after a pause: 「蒸魚十分鐘 幫我計時」「烤雞 四十分鐘 幫我倒數一下」.
  // What it is for must be said, and be no time, day or other record (「明天十分鐘 計時」).
  phrase(
    "<lead>{name:timer_name}<length>[的]{pause:pause}<please>[開始]<timer>[一下]",
    chinese({ alone: true, named: true, cooked: true }),
  ),
  // One more, set up with a length and no word for the timer: 「再設一個煮蛋的 八分鐘」「設一個八分鐘的」「再設一個 五分鐘」.
  phrase("<request>(設|設定|定)[一]個(<length>|{name:timer_name}[的]<length>)[的]", chinese({ alone: true })),
  // One more, its length, then what it is for after a pause: 「再來一個三分鐘的 泡麵」「再設一個十分鐘的 燉湯用」.
  // Not with 加: 「再加一個十分鐘的 …」 may add ten minutes to a timer running.
  phrase("<request>((再|另外)(來|設|設定|開|定)|設|設定|開|定)[一]個<length>[的]<purpose>"),
  // One more said without 設, what it is for, then the length: 「再加一個 煮飯的 半個小時」「再一個 蒸蛋 十二分鐘」.
  // What it is for must be said: 「再加一個十分鐘」 may add ten minutes to the timer running.
  phrase("<request><one_more>{name:timer_name}[的]<length>[的]", chinese({ alone: true, named: true })),
  // 'set a timer for 5 minutes', 'set a pizza timer for 10 minutes', 'timer for 30 seconds', 'set another timer for
  // 3 minutes for the tea', 'could you set a timer for a quarter of an hour', 'set a timer for 10 minutes, pasta'
  phrase("<en_request> <en_a> (timer|{name:timer_name_en} timer) [for] <length> <en_for> <en_said> <en_end>", english),
  // 'set a timer for the tea for 3 minutes'
  phrase("<en_request> <en_a> timer for (the|my) {forName:timer_name_en} for <length> <en_end>", english),
  // 'start a 10 minute timer', 'set another 3-minute timer for the tea', 'a 90 second pasta timer'
  phrase(
    "<en_request> [a|an|another|one more|a second|one] {seconds:timer_length_before_en} (timer|{name:timer_name_en} timer) <en_for> <en_end>",
    english,
  ),
  // 'set another one for 3 minutes for the tea', 'one more for 5 minutes', 'set one for 8 minutes'
  phrase(
    "[please] ([(set|start|make|add) [me]] (another [one]|one more)|(set|start) [me] (one|a second one|a new one)) for <length> <en_for> <en_said> <en_end>",
    english,
  ),
  // 'count down 30 seconds', 'countdown from 5 minutes'
  phrase("[please] [start a] (count down|countdown) [from|for] <length>", english),
];
