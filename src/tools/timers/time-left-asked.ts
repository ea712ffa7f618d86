import type { DialogueCall } from "../../core/tool-dialogue";
import { normalizeText } from "../../language/normalize-text";
import { HOW_LONG_LEFT, LEAD } from "./timer-request-patterns";

// One of the timers just set or read out, pointed at by its place or as it: 「第一個」「它」「那個」
// 'the first one' 'it' 'that one'. Said with no timer before, these may point at anything.
const POINTED = "(?:第(?:\\d+|[一二兩三四五六七八九十]+)個|最後(?:一個|那個)|它|那個|這個|剛剛那個|剛才那個|新的那個|舊的那個)";
// Or all of them at once: 「兩個各還剩多久」「它們分別剩幾分鐘」「每個還有多久」「都還剩多少時間」 'how long is left on each' 'on both'.
const SEVERAL =
  "(?:(?:(?:這|那)?(?:兩|三|四|五|幾)個(?:計時器)?|每(?:一)?個|它們|這些|那些|全部)(?:都|各|各自|分別)?|各|各自|分別|都|全都)";
const SEVERAL_EN = String.raw`(?:each(?:\s+one|\s+of\s+them)?|both(?:\s+of\s+them)?|all\s+of\s+them|them)`;
const POINTED_EN = String.raw`(?:it|that(?:\s+one)?|this(?:\s+one)?|the\s+(?:first|second|third|fourth|fifth|last|other|new|newer|newest|old|older|oldest|next)(?:\s+one)?|${SEVERAL_EN})`;
const ASKED = [
  new RegExp(`^${LEAD}(?:${POINTED}(?:的)?|${SEVERAL})\\s*${HOW_LONG_LEFT}$`, "u"),
  // 「還要多久啦」「它還要幾分鐘」 right after: how much longer the timer runs (alone it may ask of anything).
  new RegExp(`^${LEAD}(?:${POINTED}(?:的)?|計時器)?\\s*還要(?:多久|多少時間|幾分鐘|幾秒)(?:才(?:好|到|響))?(?:了)?(?:呢|啊)?$`, "u"),
  new RegExp(
    String.raw`^how\s+(?:much\s+time|much\s+longer|long|many\s+(?:more\s+)?(?:minutes|seconds))(?:'s|’s|\s+is|\s+are|\s+do\s+i\s+have)?\s+(?:left|remaining)\s+(?:on|for|in)\s+${POINTED_EN}$`,
    "i",
  ),
  new RegExp(String.raw`^how\s+(?:much\s+time|much\s+longer|long)\s+(?:does|do)\s+${POINTED_EN}\s+have\s+left$`, "i"),
  // 'how long on the first one' 'how much longer on it': left unsaid, after on ('how long for it' may ask how long to cook it).
  new RegExp(String.raw`^how\s+(?:much\s+time|much\s+longer|long)\s+on\s+${POINTED_EN}$`, "i"),
  new RegExp(String.raw`^how\s+(?:much\s+time|much\s+longer|long)\s+do\s+they\s+(?:each|both|all)\s+have\s+left$`, "i"),
];

// Or by what one of them is for: 「白飯還剩多久」「滷肉的還有幾分鐘」 'how long is left on the potatoes'.
const BY_NAME = [
  new RegExp(`^${LEAD}(?<name>\\p{Script=Han}{2,8}?)(?:的|那個|那個的)?(?:計時器?)?\\s*${HOW_LONG_LEFT}$`, "u"),
  new RegExp(
    String.raw`^how\s+(?:much\s+time|much\s+longer|long)(?:(?:'s|’s|\s+is)?\s+(?:left|remaining)\s+(?:on|for)|\s+on)\s+(?:the\s+|my\s+)(?<name>[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*)??)(?:\s+(?:one|timer))?$`,
    "i",
  ),
];

/** True when `text` asks the time left of one of `names` (the timers just shown) by what it is for. */
function askedByName(text: string, names: readonly string[]): boolean {
  const said = BY_NAME.map((pattern) => pattern.exec(text)?.groups?.name).find((name) => name !== undefined);
  if (said === undefined) return false;
  const word = said.toLowerCase().replace(/(?:es|s)$/u, "");
  return names.some((name) => word.length >= 2 && normalizeText(name).toLowerCase().includes(word));
}

/**
 * The time left asked of one of the timers just set or read out, by its place or as it, or of each
 * of them (「第一個還剩多久」「它還有多久」「兩個各還剩多久」 'how long is left on the first one' 'on each'), or of
 * one of `names` by what it is for (「白飯還剩多久」, only a name of a timer just shown):
 * the list of timers, which says each one's time left; null when it is no such question.
 */
export function timeLeftAsked(text: string, names: readonly string[] = []): DialogueCall | null {
  return ASKED.some((pattern) => pattern.test(text)) || askedByName(text, names) ? { tool: "list_timers", args: {} } : null;
}
