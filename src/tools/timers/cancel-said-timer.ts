import type { DialogueCall } from "../../core/tool-dialogue";
import { normalizeText } from "../../language/normalize-text";
import { chineseTimerName } from "./chinese-timer-name";
import { englishTimerName } from "./english-timer-name";
import { PLEASE } from "./timer-request-patterns";

/** A timer as the last timer call's result shows it: the one just set, or those just read out. */
export interface ShownTimer {
  id: string;
  name: string;
}

// Words to what came before, one or several: 「好 那就」「嗯 算了」.
const LEAD = String.raw`(?:(?:好的?|好啊|好吧|好喔|好了|嗯好?|對|那就?|那麼|算了)\s*,?\s*)*`;
const CANCEL = "(?:取消|停掉|關掉|停止|刪掉|刪除|結束)(?:掉)?";
// With nothing named, 結束 may end the conversation: only the verbs for a timer.
const CANCEL_THIS = "(?:取消|停掉|關掉|停止|刪掉)(?:掉)?";
const PARTICLES = "(?:吧|唄|啦|好了|了|喔|囉)*";
// Why, said beside it: 「不煮了」「不泡了」「算了」「不需要了」「我不烤了」「來不及了」.
const REASON = String.raw`(?:算了|(?:我|我們)?(?:不|不用|不要|不想|沒有?|不需要)\p{Script=Han}{0,4}?了|來不及了|用不到了)(?:啦|啊|喔|吧|唄)?`;
// Why, after a pause: a reason, or what the user does instead (「我自己顧」「我們自己看著」); words that
// set or change a timer (「我要改成十分鐘」「我再設一個」), hold a figure or ask something are no reason.
const WHY_AFTER = String.raw`(?:(?:\s*,\s*|\s+)(?:${REASON}|(?:我|我們)(?![^\s]*?(?:改|換|設|再|[零一二兩三四五六七八九十百\d]|嗎|呢|多久|多少|幾|什麼|怎|哪|誰))\p{Script=Han}{1,8}?(?:了|啦|啊|喔|吧)?))?`;
// The timer just set or read out, cancelled with no word for it: 「取消吧」「那就取消呗 不煮了」「算了 關掉吧」
// 「把它停掉」「不煮了 取消吧」「那就不要了」 'cancel' 'cancel it then, I'm not making pasta'.
const THIS_ONE = [
  new RegExp(
    `^${LEAD}(?:${REASON}\\s*,?\\s*)?${LEAD}(?:就)?${PLEASE}(?:(?:把|將)(?:它|這個|那個)(?:給)?)?(?:${CANCEL_THIS}(?:它)?|不要了)${PARTICLES}(?:\\s*,?\\s*${REASON})?$`,
    "u",
  ),
  /^(?:(?:then|so|just|actually|never\s+mind|forget\s+it|alright|all\s+right|fine)[\s,]+)*(?:cancel(?:\s+(?:it|that|that\s+one|this\s+one))?|(?:stop|kill|end|turn\s+off|switch\s+off)\s+(?:it|that|that\s+one|this\s+one))(?:\s+then)?(?:[\s,]+please)?(?:[\s,]+(?:(?:i'm|i\s+am|we're|we\s+are)\s+not\s+[a-z' ]{1,40}|(?:i|we)\s+(?:don't|do\s+not)\s+need\s+it(?:\s+anymore)?))?$/i,
];

const NAME = String.raw`(?<name>[^\s\d,:、]{1,10}?)`;
const NAME_EN = String.raw`(?<name>[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,2}?)`;
const CANCEL_EN = String.raw`(?:(?:alright|all\s+right|then|so|just|actually)[\s,]+)*(?:please\s+)?(?:cancel|stop|kill|delete|remove|end|turn\s+off|switch\s+off)`;
// A timer by what it is for, pointed at as one of them or named with the word timer: 「取消煮蛋的」「把義大利麵那個關掉」
// 「煮蛋的那個不要了」「取消滷肉計時器」 'cancel the pasta one' 'stop the one for the rice' 'cancel the rice timer'.
// The one shown with that name is meant; else the tool finds it by that name among all the timers.
// 「蒸魚那個不要了 取消吧」: the verb may follow 不要了 after a pause; why may follow it all (「…取消 我自己顧」).
const ONE_NAMED = [
  new RegExp(
    `^${LEAD}${PLEASE}(?:把)?${NAME}(?:的那個|那個|的|的?計時器)(?:也)?(?:給)?(?:${CANCEL}|不要了(?:\\s*,?\\s*${PLEASE}${CANCEL})?)${PARTICLES}${WHY_AFTER}$`,
    "u",
  ),
  new RegExp(`^${LEAD}${PLEASE}${CANCEL}${NAME}(?:的那個|那個|的|的?計時器)${PARTICLES}${WHY_AFTER}$`, "u"),
  new RegExp(String.raw`^${CANCEL_EN}\s+(?:the|my)\s+${NAME_EN}\s+(?:one|timer)(?:\s+too)?(?:,?\s+please)?$`, "i"),
  new RegExp(String.raw`^${CANCEL_EN}\s+the\s+one\s+for\s+(?:the\s+|my\s+)?${NAME_EN}(?:\s+too)?(?:,?\s+please)?$`, "i"),
];
// The same, said without one (「取消煮蛋」 'cancel the pasta'): only a name of a timer just shown, since
// many things are cancelled by name (「取消訂單」 'cancel the meeting').
const NAMED = [
  new RegExp(`^${LEAD}${PLEASE}${CANCEL}${NAME}${PARTICLES}$`, "u"),
  new RegExp(`^${LEAD}${PLEASE}把${NAME}(?:給)?${CANCEL}${PARTICLES}$`, "u"),
  new RegExp(String.raw`^${CANCEL_EN}\s+(?:the\s+|my\s+)?${NAME_EN}(?:\s+too)?(?:,?\s+please)?$`, "i"),
];

// Words that point at a timer by its place, or at something else, or only ask (「把計時器取消」): 「剛剛的」「第一個」「全部」
// 'the first one' 'the alarm'.
const NOT_A_NAME =
  /^(?:剛剛|剛才|剛|上一個|最後|前一個|後一個|第|全部|所有|每|都|兩個|它|這|那|計時|倒數|把|將)|鬧鐘|提醒|備忘|筆記|記事|^[零一二兩三四五六七八九十百\d]|\b(?:first|second|third|fourth|fifth|last|other|next|previous|old|older|oldest|new|newer|newest|earlier|later|long|longer|longest|short|shorter|shortest|current|same|running|only|original|big|small|all|every|both|whole|timer|timers|countdown|alarm|reminder|memo|note)\b/iu;

const folded = (text: string) => normalizeText(text).toLowerCase().replace(/\s+/gu, "");

/** What a name said is, when it can be a timer's: 「煮蛋」 of 「煮蛋的」, "pasta"; else null. */
function timerName(said: string): string | null {
  const name = said.trim();
  if (NOT_A_NAME.test(name)) return null;
  const read = /[a-z]/iu.test(name) ? englishTimerName(undefined, name) : chineseTimerName(name);
  return read === null || read === "" ? null : read;
}

function nameIn(text: string, patterns: readonly RegExp[]): string | null {
  for (const pattern of patterns) {
    const said = pattern.exec(text)?.groups?.name;
    if (said !== undefined) return timerName(said);
  }
  return null;
}

/**
 * The cancellation a turn asks for right after timers were set or read out (`shown`): the one shown
 * when the turn names none (「那就取消呗 不煮了」 'cancel it then'), or the one it names by what it
 * is for (「取消煮蛋的」 'cancel the pasta one', 「取消雞蛋」 when a timer shown is for 雞蛋); null
 * when it is no such turn, or when it names none of several timers shown.
 */
export function cancelSaidTimer(text: string, shown: readonly ShownTimer[]): DialogueCall | null {
  if (THIS_ONE.some((pattern) => pattern.test(text))) {
    const [only] = shown;
    return shown.length === 1 && only !== undefined ? { tool: "cancel_timer", args: { id: only.id } } : null;
  }
  const pointed = nameIn(text, ONE_NAMED);
  const name = pointed ?? nameIn(text, NAMED);
  if (name === null) return null;
  const matching = shown.filter((timer) => timer.name !== "" && folded(timer.name).includes(folded(name)));
  const [found] = matching;
  if (matching.length === 1 && found !== undefined) return { tool: "cancel_timer", args: { id: found.id } };
  // Several shown timers hold the name: the tool tells them apart by the whole name, or says which there are.
  return pointed !== null || matching.length > 1 ? { tool: "cancel_timer", args: { id: name } } : null;
}
