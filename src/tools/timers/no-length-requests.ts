import { PAUSE_SLOT } from "../../language/templates/pause-slot";
import type { TemplatePhrase } from "../../language/templates/template-phrase";
import { englishTimerName } from "./english-timer-name";
import { TIMER_NAME_EN_SLOT } from "./timer-name-en-slot";
import { TIMER_NAME_SLOT } from "./timer-name-slot";

const RULES: Readonly<Record<string, string>> = {
  hurry: "(快點|快一點|趕快|趕緊|快)",
  // 「好」「那就」 before the request (「好 再開一個計時器」) is a word to what came before; so is a hurry
  // word before a pause or 幫 (「趕快幫我計時」).
  lead: "[<hurry>{pause:pause}|(好[的]|好啊|好吧|好喔|好了|嗯好|那[就]|那麼)[,]]",
  please: "[[<hurry>](請|麻煩)[你][幫我]|[<hurry>][你]幫我|你]",
  // 「再設一個」「另外幫我設一個」「幫我再設一個」: one more, said before or after the asking; 先 first.
  request: "<lead>[先][另外][再]<please>[先][再]",
  end: "[好嗎|吧]",
  en_please: "[please] [(can|could|would|will) you [please]]",
  // "for the tea", "for my eggs": what the timer is for, said after it.
  en_for: "[[,] for [the|my] {forName:timer_name_en}]",
  en_end: "[[,] please]",
};

/** What a request with no length does say: what the timer is for, when it was said; null when the words name no timer. */
function knownOfRequest({ name, forName }: Record<string, unknown>): Record<string, unknown> | null {
  const before = name as string | undefined;
  const after = forName as string | undefined;
  // A Chinese name was read by its slot type (chineseTimerName); an English one is read with the other.
  const said = /[a-z]/i.test(`${before ?? ""}${after ?? ""}`) ? englishTimerName(before, after) : (before ?? "");
  if (said === null) return null;
  return said === "" ? {} : { name: said };
}

const phrase = (template: string): TemplatePhrase => ({
  template,
  toArgs: knownOfRequest,
  rules: RULES,
  slotTypes: [PAUSE_SLOT, TIMER_NAME_SLOT, TIMER_NAME_EN_SLOT],
});

/**
 * set_timer's requests with no length, as sentence templates (asked back 「要計時多久？」): 「幫我計時」
 * 「我要倒數」「帮我倒计时」「幫我定個時」「幫我開個計時器」「再設一個煮蛋的計時器」 'start a timer' 'set a
 * pizza timer' 'set a timer for the tea' 'one more timer for the rice'. 「計時」「開始計時」 alone may
 * ask for a stopwatch, and 「計時器」 alone for anything about timers: the model takes them.
 */
export const noLengthRequests: readonly TemplatePhrase[] = [
  // 「我要計時」「麻煩幫我倒數」「再幫我計個時」: counting asked for.
  "<lead>[另外][再]([<hurry>](請|麻煩)[你][幫我]|[<hurry>]幫我|我要|我想[要]|我需要)[再][開始](計時|計個時|倒數|倒計時|倒數計時)[一下]<end>",
  // 「幫我定個時」「设个时」: a time to keep (「定個時間」 is a time of day or a date).
  "<request>(定|設)[一]個時[一下]<end>",
  // 「幫我設個計時器」「幫我設一個烤地瓜的計時器」
  "<request>(設[定]|開|來|定|建立|新增|加)[一][個][{name:timer_name}[的]](計時器|倒數計時[器]|倒計時[器])<end>",
  // 'set me a timer' 'could you start a countdown' 'I need a timer' 'set a rice timer' 'start a timer for the bread'
  "<en_please> (set|start|make|create|add|set up|put on|get me|give me|i (need|want)|i'd like) [me] (a|an|another|a new|a second|one more) [{name:timer_name_en}] (timer|countdown) <en_for> [for me] <en_end>",
  // 'another timer' 'one more timer for the rice': one more, with no length ('another one' alone may be
  // another of anything, and 'set another one' another alarm: the model takes them).
  "[please] (another|one more) (timer|countdown) <en_for> <en_end>",
  // 'set another one for the garlic bread'
  "[please] (set|start|add|make) [me] (another|one more) [one] [,] for (the|my) {forName:timer_name_en} <en_end>",
].map(phrase);
