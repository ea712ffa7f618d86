import type { ReferenceAction } from "../core/tool-dialogue";

// The last result pointed at: 剛剛 / 剛才 (設的, 記的), 那個 / 這個, 'that', 'it', 'the one I just set'.
const POINTER =
  "(?:剛剛|剛才|剛|上一個|最後一個|前一個)(?:設|定|訂|加|記|新增|寫)?(?:好)?的?(?:那個|這個|那筆|那則|那條)?|(?:那個|這個|那筆|那則|那條)";
const NOUN = "(?:鬧鐘|提醒|備忘錄?|筆記|記事|計時器?|倒數)?";
const REMOVE = "(?:刪掉|刪除|刪了|取消|取消掉|移除|拿掉|去掉|清掉)";
const UNWANTED = "(?:不要了|不用了|不需要了)";
const DELETE = [
  new RegExp(`^(?:請|幫我|麻煩)?把(?:${POINTER})${NOUN}(?:給)?${REMOVE}(?:吧|好了)?$`, "u"),
  new RegExp(`^(?:請|幫我|麻煩)?${REMOVE}(?:${POINTER})${NOUN}(?:吧|好了)?$`, "u"),
  // 「剛那個不要了 刪掉」: no longer wanted, alone or before the verb.
  new RegExp(`^(?:${POINTER})${NOUN}(?:幫我|請|給我)?(?:${UNWANTED}(?:\\s*,?\\s*(?:幫我|請|給我)?${REMOVE})?|${REMOVE})(?:吧|好了)?$`, "u"),
  /^(?:please )?(?:delete|remove|cancel|get rid of|scratch|undo) (?:that|it|this|that one|the last one|the last (?:alarm|reminder|memo|note|timer)|the (?:one|alarm|reminder|memo|note|timer) (?:i|you) just (?:set|added|made|wrote|created|saved)|the (?:last|latest|new) one)(?: please)?$/i,
];
const SHOW = [
  new RegExp(`^(?:${POINTER})${NOUN}(?:是)?(?:設|定|訂)?(?:在)?(?:幾點|什麼時候|哪天|幾號|什麼|多久)(?:的)?(?:啊|呀)?$`, "u"),
  new RegExp(`^(?:你|我)?(?:剛剛|剛才|剛)(?:幫我)?(?:設|定|訂|記|加|寫)(?:了|的)?(?:是|在)?(?:什麼|幾點|什麼時候)(?:${NOUN})?$`, "u"),
  /^(?:what time was (?:that|it)(?: for| set for)?|what time is (?:that|it) (?:for|set for)|when (?:was|is) (?:that|it)(?: set)?(?: for)?|what did i just (?:set|note|add|write)(?: down)?|read (?:that|it) back)\??$/i,
  // 'what time did you set that for', 'when did you set it for', 'what time is the alarm set for'.
  /^(?:(?:what time|when) (?:did|have) (?:you|i) (?:set|put) (?:that|it|the alarm|my alarm)(?: for| to)?|what time is (?:that|it|the alarm|my alarm) set (?:for|to))$/i,
];

// Said before pointing back, adding nothing: 「等等,剛剛那個刪掉」 'actually, cancel that' 'wait, what time …'.
const DISCOURSE =
  /^(?:(?:等等|等一下|對了|不對|其實|欸|啊|喔|哦|呃|actually|wait|oh|oops|hmm|um|no|sorry|hold on|on second thought)(?:\s*,\s*|\s+|(?=\p{Script=Han})))+/iu;

// Pointing at a record by its making: 「剛剛新增的」「剛才設的」 'the one I just added' (not 「最後一個」 'the last one', an item of a list).
const MADE = [
  /(?:剛剛|剛才|剛)(?:幫我)?(?:設|定|訂|加|記|新增|寫|建立)(?:好|了)?的/u,
  /\b(?:i|you) just (?:set|added|made|wrote|created|saved|put in)\b|\bthe (?:one|alarm|reminder|memo|note|timer) (?:i|you) (?:set|added|made|wrote|created) just now\b/i,
];

/**
 * True when a reference points at a record by its having just been made (「把剛剛新增的那個刪掉」
 * 'delete the one I just added'): it may mean a call before the last one, when a list came between.
 */
export function pointsAtMade(text: string): boolean {
  return MADE.some((pattern) => pattern.test(text));
}

/**
 * What a sentence asks of the last result (normalised text): "delete" for 「把剛剛那個刪掉」
 * 'delete that', "show" for 「剛剛設的鬧鐘是幾點」 'what time was that'; null when it points at nothing.
 */
export function readReference(text: string): ReferenceAction | null {
  const pointing = text.replace(DISCOURSE, "");
  if (DELETE.some((pattern) => pattern.test(pointing))) return "delete";
  if (SHOW.some((pattern) => pattern.test(pointing))) return "show";
  return null;
}
