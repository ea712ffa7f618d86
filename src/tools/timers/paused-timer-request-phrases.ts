import { PAUSE_SLOT } from "../../language/templates/pause-slot";
import type { TemplatePhrase } from "../../language/templates/template-phrase";
import { TIMER_ANSWER_SLOT } from "./timer-answer-slot";

const RULES: Readonly<Record<string, string>> = {
  hurry: "(快點|快一點|趕快|趕緊|快)",
  lead: "[<hurry>{pause:pause}|(好[的]|好啊|好吧|好喔|好了|嗯好|那[就]|那麼)[,]]",
  please: "[[<hurry>](請|麻煩)[你][幫我]|[<hurry>][你]幫我|你]",
  request: "<lead>[先][另外][再]<please>[先][再]",
  // 「幫我計時」「我要倒數」「再幫我計個時」: a timer asked for with no length.
  ask_timer: "<lead>[另外][再]((請|麻煩)[你][幫我]|幫我|我要|我想|我想要|我需要)[再][開始](計時|計個時|倒數|倒計時|倒數計時)[一下]",
  // 「幫我定個時」「设个时」: a time to keep (「定個時間」 is a time of day, a date).
  set_a_time: "<request>(定|設)[一]個時[一下]",
  // 「幫我開個計時器」「再設一個倒數計時」: a timer set up, with no name before it.
  set_up_timer: "<request>(設|設定|開|來|定|建立|新增|加)[一][個](計時器|倒數計時器|倒數計時|倒計時器|倒計時)",
  // 'set a timer' 'could you start a countdown' 'I need another timer'.
  ask_timer_en:
    "[please] [(can|could|would|will) you [please]] (set|start|make|create|add|set up|put on|get me|give me|i (need|want)|i'd like) [me] (a|an|another|a new|a second|one more) (timer|countdown)",
  // 'another one' 'set one more': one more of what came before, which only a name makes a timer's
  // ('add another five minutes' adds time to the one running).
  one_more_en: "[please] [(set|start|add|make) [me]] (another one|one more [one])",
  answer: "{pause:pause}{answer:timer_answer}",
};

const phrase = (template: string, named = false): TemplatePhrase => ({
  template,
  rules: RULES,
  slotTypes: [PAUSE_SLOT, TIMER_ANSWER_SLOT],
  toArgs: ({ answer }) => {
    const said = answer as { seconds: number; name?: string };
    return named && said.name === undefined ? null : said;
  },
});

/**
 * A timer asked for with no length, then, after a pause, what answers 「要計時多久？」 "For how
 * long?": the length, with what the timer is for or not (「幫我定個時 蒸魚二十分鐘」「我要計時 泡茶 三分鐘」
 * 「幫我開個計時器 十分鐘 煮蛋的」 'set a timer, for the rice, twenty minutes' 'another one for the pasta
 * nine minutes'), as sentence templates.
 */
export const pausedTimerRequestPhrases: readonly TemplatePhrase[] = [
  phrase("(<ask_timer>|<set_a_time>|<set_up_timer>)[吧]<answer>"),
  phrase("<ask_timer_en><answer>"),
  phrase("<one_more_en><answer>", true),
];
