import type { TemplatePhrase } from "../../language/templates/template-phrase";
import { COOKED_LEFT_NAME_SLOT } from "./cooked-left-name-slot";
import { SAID_WORDS_SLOT } from "./said-words-slot";
import { TIMER_LEFT_NAME_EN_SLOT } from "./timer-left-name-en-slot";
import { TIMER_LEFT_NAME_SLOT } from "./timer-left-name-slot";

const RULES: Readonly<Record<string, string>> = {
  // 「好」「那就」 before the request is a word to what came before; so is a hurry word (「快 還剩多久」).
  lead: "[(好[的]|好啊|好吧|好喔|好了|嗯好|那[就]|那麼|快點|快一點|趕快|趕緊)[,]]",
  // 「還剩多久」「還有多少時間」「還剩下幾分鐘」: time left, asked of the kitchen timer.
  left: "(還剩[下]|還有|剩[下])(多久|多少時間|多少分鐘|多少秒|幾分鐘|幾分|幾秒鐘|幾秒)[了][呢|啊]",
  // 「我要看一下」「讓我看看」「幫我查一下」 before asking it: the asking is the request.
  look: "[我要|我想要|我想|讓我|我|幫我|請|麻煩](看一下|看看|查一下|確認一下)",
  timers: "(計時器|倒數計時器|倒數計時|倒計時器|倒計時|計時|倒數)",
  // A timer said as a noun: 「有哪些計時器」 (計時 alone is the act).
  timer_noun: "(計時器|倒數計時器|倒數計時|倒計時器|倒計時)",
  // Running: 「在跑」「在計時」「還在倒數」.
  running: "(正在|還在|在)(跑|走|計時|倒數|倒計時|進行)",
  timing: "(計時|倒數|倒計時)",
  now: "(現在|目前)",
  q: "[嗎|呢]",
  en_how_long: "how (much time|much longer|long|many [more] (minutes|seconds))",
};

const phrase = (template: string): TemplatePhrase => ({
  template,
  rules: RULES,
  slotTypes: [SAID_WORDS_SLOT, TIMER_LEFT_NAME_SLOT, COOKED_LEFT_NAME_SLOT, TIMER_LEFT_NAME_EN_SLOT],
  // What a timer is for only decides whether it is one: the tool lists them all.
  toArgs: () => ({}),
});

/**
 * What the local route answers with `list_timers`, as sentence templates: 「還剩多久」「計時器還剩多久」
 * 「煮蛋的還剩多久」「現在有哪些計時器在跑」「看一下計時器」, "how much time is left", "how long is left on the
 * pizza", "what timers are running". Time left on what is no timer (「考試還剩多久」 "on my visa") and
 * questions about timers (「計時器有哪些功能」) do not match.
 */
export const listTimersPhrases: readonly TemplatePhrase[] = [
  "<lead>[<look>][計時器|計時|倒數]<left>",
  "<lead>[我的][{name:said_words}][的]<timers><left>",
  // A timer by what it is for: 「煮蛋的還剩多久」「義大利麵那個還剩幾分鐘」「烤雞還剩多久」.
  "<lead>[那個]{name:timer_left_name}(的那個|的|那個)<left>",
  "<lead>{name:cooked_left_name}<left>",
  "[請|幫我](看看|看一下|查一下|查看|列出|顯示)[一下][我的|目前的]<timers>[還剩多久]",
  "[我的|目前的]計時器[有哪些|有幾個]",
  // The timers running: 「現在有哪些計時器在跑」「我設了幾個計時器」「還剩哪些計時器」.
  "<lead>(現在|目前|我|還)[現在|目前|我|還][現在|目前|我|還](有|剩[下]|設了|開了|設定了)(哪些|幾個|什麼)<timer_noun>[<running>]<q>",
  "<lead>[現在|目前|還][有](哪些|幾個|什麼)<timer_noun><running><q>",
  "<lead>[現在|目前|還]有[沒有]<timer_noun><running><q>",
  "<lead>(現在|目前|還)有[沒有]<timer_noun><q>",
  // Timing now: 「現在有在計時嗎」「有沒有在倒數」「計時器還在跑嗎」「我有設計時器嗎」.
  "<lead>[<now>][你][還]有[沒有]在<timing><q>",
  "<lead>[<now>](還|正)在<timing>(嗎|呢)",
  "<lead>[我的]<timer_noun>[<now>][還][有]<running>(嗎|呢|沒|沒有)",
  "<lead>[<now>]我[<now>]有[沒有](設|開|設定)[過]<timer_noun><q>",
  // "how long's left", "how much time do I have left", "how long is left on the pizza".
  "<en_how_long> [('s|’s)|is|are|do i have] (left|remaining) [on (the|my) {name:timer_left_name_en}]",
  "how (much time|much longer|long) (does|do) (the|my) {name:timer_left_name_en} have left",
  "(check|show|list) [me] [the|my|all [my]] (timer|timers)",
  "what timers do i have [running]",
  "(do i have any|are there any) timers [running]",
  "how many timers (are [still] (left|running|going)|do i [still] have [left|running])",
  // "what timers are running", "is there a timer going", "is the timer still running", "any timers on right now".
  "((what|which) timers (are|do i have)|(are there|do i have|are) any timers|any timers|(is there|do i have) (a|any) timer|is (a|the|my) timer [still]) (running|going|on|active) [[right] now]",
].map(phrase);
