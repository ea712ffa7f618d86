import type { TemplatePhrase } from "../../language/templates/template-phrase";
import { ALARM_SLOT_TYPES } from "./alarm-slot-types";
import { SET_ALARM_ARGS } from "./set-alarm-args";

const RULES: Readonly<Record<string, string>> = {
  zh_please: "[請|麻煩][你][幫我]",
  // 「再加一個 一個半小時後提醒我喝水」「另外再設一個, 明天八點叫我」: one more, then the whole request.
  one_more: "[[那|好][另外]再(設|定|訂|加|來)[一]個[鬧鐘|提醒][,]]",
  // 「八點記得提醒我倒垃圾」「記得七點叫我」: asking not to forget asks the same.
  remember: "[[要]記得[要]|別忘了|不要忘了]",
  set: "(設定|設|定|訂)",
  // 「設個鬧鐘」「定一個鬧鐘」: the asking, said after what is on.
  set_an_alarm: "<set>[一][個]鬧鐘",
  // 「…提醒我開會」: what the alarm is for, after the alarm and a pause.
  then_message: "[[,|:](提醒我|叫我)[{message:text}]]",
  // "alarm for 5:45 am please": English requests often end in "please".
  please_en: "[[,] please]",
  remember_en: "[(don't|do not) forget to|remember to|make sure (to|you)]",
};

const phrase = (template: string, toArgs = SET_ALARM_ARGS.plain): TemplatePhrase => ({
  template,
  toArgs,
  rules: RULES,
  slotTypes: ALARM_SLOT_TYPES,
});

/** 「明天早上七點叫我起床」「設定下午3點半的鬧鐘 提醒我開會」「晚上十點提醒我吃藥」「set an alarm for 7:30 am」, as sentence templates. */
export const setAlarmPhrases: readonly TemplatePhrase[] = [
  phrase("<one_more><zh_please>[在]{time:alarm_time}[的時候]<remember>[再]{verb:alarm_call}{who:alarm_person}[{message:text}]"),
  phrase("<one_more><zh_please><remember>[再](提醒|叫){who:alarm_person}[在]{time:alarm_time}{message:text}"),
  // Why first, then 所以: 「我要早起所以幫我設一個七點的鬧鐘」; 「幫我媽設一個明天七點的鬧鐘」 sets it for 我媽.
  phrase(
    "[{because:alarm_because}[,](所以|因此)[說]](<zh_please>|[請|麻煩][你]幫{who:alarm_person})(設定|設|定|訂|開|新增|加)[一下][一][個]{time:alarm_time}[的]鬧鐘[[,|:][提醒我|叫我][{message:text}]]",
    SET_ALARM_ARGS.because,
  ),
  // 「設個鬧鐘 明天六點半 要趕高鐵的」: what it is for, after the time.
  phrase(
    "<zh_please><set_an_alarm>[,|:][在|到]{time:alarm_time}[[,|:](提醒我|叫我)[{message:text}]|[,][我](要|得|因為要){purpose:alarm_purpose}[的][咯|囉|喔|哦|啦|啊|耶|唷]]",
  ),
  // The time first: 「這禮拜六早上八點設個鬧鐘」「明天六點幫我定一個鬧鐘 提醒我開會」.
  phrase("<zh_please>[在]{time:alarm_time}<zh_please>(設定|設|定|訂|開)[一][個]鬧鐘<then_message>"),
  // The alarm at its time named first, then the asking: 「明天早上六點的鬧鐘幫我設一下」「還有 禮拜六七點的鬧鐘 麻煩你設定」.
  // Without 幫/請 the verb needs 一下 (「…的鬧鐘設好了」 says it is done).
  phrase("[還有|另外]{time:alarm_time}的鬧鐘[,](([請|麻煩][你]幫我|請|麻煩[你])(設定|設|定|訂|開)[一下]|(設定|設|定|訂|開)一下)"),
  // 「明天五點四十五把我叫醒」「七點把阿嬤叫起來」: the sleeper before the verb.
  phrase("<zh_please>[在]{time:alarm_time}[的時候](把|將){who:alarm_person}(叫醒|喊醒|叫起來|叫起床)", SET_ALARM_ARGS.wake),
  // The alarm named first, as a heading: 「鬧鐘,明早六點」「鬧鐘:明天七點 提醒我開會」「鬧鐘明天七點叫我」.
  phrase("鬧鐘[,|:]{time:alarm_time}<then_message>"),
  // 「鬧鐘調到明天早上七點四十五」: 調 is how a clock's alarm is set.
  phrase("<zh_please>[把]鬧鐘(設定|設|定|訂|調)[在|成|到|為]{time:alarm_time}"),
  phrase(
    "[please] ((set|create|add|make) [a|an|my|one]|(put|keep) [a|an|one]) alarm [for] {when:alarm_when_en} [(to|for|saying|that says) {message:text}] <please_en>",
  ),
  phrase("[please] (set|create|add|make) [a|an] {time:alarm_time} alarm [(to|for) {message:text}] <please_en>"),
  phrase("[please] wake me [up] {when:alarm_when_en} <please_en>", SET_ALARM_ARGS.wake),
  phrase("[a|an] alarm (at|for) {when:alarm_when_en} <please_en>"),
  // The short command, the alarm as a heading with no pause: "alarm 6:30am", "alarm tmrw 7am".
  // ("7am alarm", like 「明天早上7點的鬧鐘」, may name an alarm that is already set.)
  phrase("[a|an] alarm {when:alarm_terse_en} <please_en>"),
  phrase("[also] [please] <remember_en> remind me [to] {message:text} {when:alarm_when_en} <please_en>"),
  // "remind me tomorrow at 6 pm to see the doctor", "… for the dentist", "… about the meeting".
  phrase("[also] [please] <remember_en> remind me {when:alarm_when_en} (to|for|about) {message:text} <please_en>"),
  // The time first: "in forty-five minutes remind me to check the oven", "at 6 am, wake me up".
  phrase("{when:alarm_when_en} [,] [please] remind me to {message:text} <please_en>"),
  phrase("{when:alarm_when_en} [,] [please] wake me [up] <please_en>", SET_ALARM_ARGS.wake),
  // "alarm, 6 am tomorrow": the alarm as a heading.
  phrase("[a|an] alarm (,|:) {when:alarm_when_en} <please_en>"),
  // The time and what is on then first, the asking after: 「下午兩點要吃藥 麻煩你提醒我一下」「明天八點開會,記得提醒我」
  // 「阿嬤晚上十點要吃藥 幫我設個鬧鐘提醒她」. The asking must be all the clause says (「…提醒我帶筆電」 asks for another message).
  phrase(
    "[{who:alarm_person}]{time:alarm_time}[{who_after:alarm_person}][我][要|得|該|的]{message:alarm_thing}[,]<zh_please><remember>[到時[候]|時間到[了]][再](<set_an_alarm>[(提醒|叫|通知){whom:alarm_whom}[一下|一聲]]|(提醒|叫|通知)({whom:alarm_whom}[一下|一聲]|一下))",
    SET_ALARM_ARGS.thingFirst,
  ),
  // "pick up the kids at 4 remind me please", "dentist tomorrow at 3pm, remind me": the thing first, then the asking.
  phrase("{message:alarm_thing_en} {when:alarm_when_en} [,] [please] remind me [about it|then] <please_en>", SET_ALARM_ARGS.thingFirst),
];
