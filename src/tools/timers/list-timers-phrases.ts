import type { SlotSpan, SlotType } from "../../language/templates/slot-type";
import type { TemplatePhrase } from "../../language/templates/template-phrase";
import { chineseTimerName, englishTimerName } from "./phrases";

// 「快點,」「快幫我」: hurrying before the request (快 alone only before 幫, 請 or 麻煩).
const HURRY: SlotType = {
  name: "hurry",
  find: (text) =>
    [...text.matchAll(/(?:快點|快一點|趕快|趕緊|快)(?:\s*,\s*|\s+|(?=幫|請|麻煩))/gu)].map((match): SlotSpan => ({
      start: match.index,
      end: match.index + match[0].length,
      value: match[0],
    })),
};
// What a timer is for: a few words, no digits, no pause (「義大利麵」「泡麵」「煮蛋」).
const NAME_WORDS = /^[^\s\d,:、]{1,10}$/u;
const COOKING = /^(?:煮|蒸|烤|燉|泡|炸|滷|煎|燙|烘|燜|悶|熬|醃|解凍|退冰)[^\s\d,:、]{0,8}$/u;
// Things with time left that are not the user's timers: a day, a term, an exam, a film, a trip, a delivery, a device.
const NOT_A_TIMER_ZH =
  /[年月週天日假期學考試賽課班票約點號節季歲車鐵船機送遞戲劇集片播你他她它們這那誰哪]|星期|禮拜|電影|影片|歌|電池|電量|合約|會議|開會|距離|離|到|下載|上傳|更新|安裝|包裹|什麼/u;
// "how long is left on the pizza": what has time left on it, when it is not a timer's.
const NOT_A_TIMER_EN =
  /\b(?:clock|meter|lease|visa|contract|subscription|trial|warranty|battery|parking|loan|mortgage|game|match|exam|test|semester|term|year|month|week|day|license|licence|passport|membership|ticket|insurance|policy|card|phone|laptop|sentence|plan|deal|sale|auction|download|upload|update|install|movie|film|show|episode|song|video|podcast|book|flight|trip|drive|ride|class|lecture|meeting|call|shift|break|vacation|holiday|quarter|half|period|round|lap|race|project|assignment|deadline|session|it|this|that|me|you)\b/i;

const timerLeft = (text: string): string | null => {
  const name = chineseTimerName(text);
  return name === null || NOT_A_TIMER_ZH.test(name) ? null : text;
};

const SLOT_TYPES: readonly SlotType[] = [
  HURRY,
  // Any few words before 計時器 (「義大利麵的計時器還剩多久」).
  { name: "any_name", accept: (text) => (NAME_WORDS.test(text) ? text : null) },
  // A timer by what it is for: 「煮蛋的還剩多久」「義大利麵那個還剩幾分鐘」.
  { name: "timer_for", accept: (text) => (NAME_WORDS.test(text) ? timerLeft(text) : null) },
  // 「烤雞還剩多久」: what a timer is for begins with the cooking (「考試還剩多久」 is not a timer).
  { name: "cooking", accept: (text) => (COOKING.test(text) ? timerLeft(text) : null) },
  {
    name: "timer_name_en",
    accept: (text) => {
      const name = text.replace(/\s+timers?$/iu, "");
      return /^[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,2}$/iu.test(text) &&
        !NOT_A_TIMER_EN.test(name) &&
        englishTimerName(name, undefined) !== null
        ? text
        : null;
    },
  },
];

const RULES: Readonly<Record<string, string>> = {
  lead: "[{_hurry:hurry}|(好的|好|好啊|好吧|好喔|好了|嗯好|那就|那|那麼)[,]]",
  // 「我要看一下」「讓我看看」「幫我查一下」 before asking it: the asking is the request.
  look: "[[我要|我想要|我想|讓我|我|幫我|請|麻煩](看一下|看看|查一下|確認一下)]",
  // 「還剩多久」「還有多少時間」「還剩下幾分鐘」: time left, asked of the kitchen timer.
  how_long_left: "(還剩下|還剩|還有|剩下|剩)(多久|多少時間|多少(分鐘|秒)|幾分[鐘]|幾秒[鐘])[了][呢|啊]",
  timers: "(計時器|倒數計時器|倒數計時|倒計時器|倒計時|計時|倒數)",
  // A timer said as a noun: 「有哪些計時器」 (計時 alone is the act).
  timer_noun: "(計時器|倒數計時器|倒數計時|倒計時器|倒計時)",
  // Running: 「在跑」「在計時」「還在倒數」.
  running: "(正在|還在|在)(跑|走|計時|倒數|倒計時|進行)",
  now: "(現在|目前|我|還)",
  left_en: "how (much time|much longer|long|many [more] (minutes|seconds))",
};

const phrase = (template: string): TemplatePhrase => ({ template, rules: RULES, slotTypes: SLOT_TYPES });

/**
 * 「還剩多久」「計時器還剩多久」「煮蛋的還剩多久」「現在有哪些計時器在跑」「看一下計時器」「how much time
 * is left」「how long is left on the pizza」「what timers are running」, as sentence templates
 * (`list_timers` takes no arguments: what a timer is for is matched, not returned).
 */
export const listTimersPhrases: readonly TemplatePhrase[] = [
  "<lead><look>[計時器|計時|倒數]<how_long_left>",
  "<lead>[我的][{_name:any_name}][的]<timers><how_long_left>",
  "<lead>[那個]{_name:timer_for}(的那個|的|那個)<how_long_left>",
  "<lead>{_name:cooking}<how_long_left>",
  "[請|幫我](看看|看一下|查一下|查看|列出|顯示)[一下][我的|目前的]<timers>[還剩多久]",
  "[我的|目前的]計時器[有哪些|有幾個]",
  // The timers running: 「現在有哪些計時器在跑」「我設了幾個計時器」「有計時器在跑嗎」「還有計時器嗎」「還剩哪些計時器」.
  "<lead><now>[<now>[<now>]](有|剩下|剩|設了|開了|設定了)(哪些|幾個|什麼)<timer_noun>[<running>][嗎|呢]",
  "<lead>[現在|目前|還][有](哪些|幾個|什麼)<timer_noun><running>[嗎|呢]",
  "<lead>[現在|目前|還]有[沒有]<timer_noun><running>[嗎|呢]",
  "<lead>(現在|目前|還)有[沒有]<timer_noun>[嗎|呢]",
  // Timing now: 「現在有在計時嗎」「有沒有在倒數」「計時器還在跑嗎」「我有設計時器嗎」.
  "<lead>[現在|目前][你][還]有[沒有]在(計時|倒數|倒計時)[嗎|呢]",
  "<lead>[現在|目前](還|正)在(計時|倒數|倒計時)(嗎|呢)",
  "<lead>[我的]<timer_noun>[現在|目前][還][有]<running>(嗎|呢|沒|沒有)",
  "<lead>[現在|目前]我[現在|目前]有[沒有](設|開|設定)[過]<timer_noun>[嗎|呢]",
  // "how long's left", "how much time do I have left", "how many minutes are left on the timer", "how long is left on the pizza".
  "<left_en>['s|’s|is|are|do i have] (left|remaining) [on (the|my) {_name:timer_name_en}]",
  "how (much time|much longer|long) (does|do) (the|my) {_name:timer_name_en} have left",
  "(check|show|list) [me] [the|my|all [my]] (timer|timers)",
  "what timers do i have [running]",
  "(do i have any|are there any) timers [running]",
  "how many timers (are [still] (left|running|going)|do i [still] have [left|running])",
  // "what timers are running", "is there a timer going", "is the timer still running", "any timers on right now".
  "((what|which) timers (are|do i have)|(are there|do i have|are) any timers|any timers|(is there|do i have) (a|any) timer|is (a|the|my) timer [still]) (running|going|on|active) [[right] now]",
].map(phrase);
