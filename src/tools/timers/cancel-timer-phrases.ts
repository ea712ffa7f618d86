import type { LocalPhrase } from "../../core/local-phrase";
import type { TemplatePhrase } from "../../language/templates/template-phrase";
import { deleteManyTemplates } from "../../records/delete-many-templates";
import { RECORD_ID_RULES } from "../../records/record-id-rules";
import { TIMER_CANCEL_NAME_EN_SLOT } from "./timer-cancel-name-en-slot";
import { TIMER_CANCEL_NAME_SLOT } from "./timer-cancel-name-slot";

const RULES: Readonly<Record<string, string>> = {
  // 「好」「那就」 before the request is a word to what came before; so is a hurry word.
  lead: "[(好[的]|好啊|好吧|好喔|好了|嗯好|那[就]|那麼|快點|快一點|趕快|趕緊)[,]]",
  please: "[請|麻煩][你][幫我]",
  cancel: "(取消|停止|停掉|關掉|關閉|刪除|刪掉|結束)[掉]",
  // 「把計時器關了」「把計時器停了吧」: 了 after the verb is an order after a bare 把 (「我把計時器關了」
  // 「計時器停了」 report it).
  cancel_now: "(關|停|刪)了",
  timers: "(計時器|倒數計時器|倒數計時|倒計時器|倒計時|計時|倒數)",
  ...RECORD_ID_RULES,
  // 「2號」「第二個」: a timer's number. A number before 個 without 第 counts timers (「取消兩個計時器」).
  number: "<record_number>",
  // "alright, cancel the timer" ("ok" is dropped as a filler before any request).
  en_lead: "[(alright|all right|right|fine)[,]] [please]",
  // "kill the timer", "turn off the timer", "nuke my timer": a timer is cancelled in many words.
  en_cancel: "(cancel|stop|delete|remove|clear|end|kill|nuke|ditch|scrap|abort|turn off|switch off|shut off)",
  en_end: "[[,] please]",
};

const phrase = (template: string): TemplatePhrase => ({
  template,
  rules: RULES,
  slotTypes: [TIMER_CANCEL_NAME_SLOT, TIMER_CANCEL_NAME_EN_SLOT],
});

/**
 * What the local route answers with `cancel_timer`: 「取消計時器」「好 取消計時」「取消義大利麵計時器」「取消2號計時器」
 * 「把計時器全部取消」「cancel the timer」「stop the pizza timer」「cancel all timers」. One timer, by its number or
 * what it is for, as sentence templates; all or several, as every family of records says it (`deleteManyTemplates`).
 */
export const cancelTimerPhrases: readonly LocalPhrase[] = [
  ...[
    "<lead><please><cancel>[那個|這個]<timers>",
    "<lead><please>[把][那個|這個]<timers><cancel>",
    "<lead><please>把[那個|這個]<timers><cancel_now>",
    "<lead><please><cancel><number>[的]<timers>",
    "<lead><please><cancel><timers><number>",
    // The number, then the verb: 「把2號計時器取消」「把第二個計時器關掉」「把計時器2停掉」.
    "<lead><please>[把]<number>[的]<timers><cancel>",
    "<lead><please>[把]<timers><number><cancel>",
    // 「取消義大利麵計時器」「把泡麵的計時取消」: the timer by what it is for.
    "<lead><please><cancel>{id:timer_cancel_name}[的]計時器",
    "<lead><please>[把]{id:timer_cancel_name}([的]計時器|的(計時|倒數))<cancel>",
    "<en_lead> <en_cancel> (the|my) timer <en_end>",
    "<en_lead> <en_cancel> [the] timer <en_record_number> <en_end>",
    "<en_lead> <en_cancel> (the|my) {id:timer_cancel_name_en} timer <en_end>",
  ].map(phrase),
  ...deleteManyTemplates({
    noun: "(計時器|倒數計時)",
    verb: "(取消|停止|停掉|關掉|關閉|刪除|刪掉|結束)[掉]",
    nounEn: "(timer|timers)",
    verbEn: "(cancel|stop|delete|remove|clear|get rid of|kill|nuke|ditch|scrap|turn off)",
  }),
];
