import type { ReferenceAction } from "../core/tool-dialogue";

// The last result pointed at: 剛剛 / 剛才 (設的, 記的), 那個 / 這個, 'that', 'it', 'the one I just set'.
const POINTER = "(?:剛剛|剛才|剛|上一個|最後一個|前一個)(?:設|定|訂|加|記|新增|寫)?(?:好)?的?(?:那個|這個|那筆|那則|那條)?|(?:那個|這個|那筆|那則|那條)";
const NOUN = "(?:鬧鐘|提醒|備忘錄?|筆記|記事|計時器?|倒數)?";
const REMOVE = "(?:刪掉|刪除|刪了|取消|取消掉|移除|拿掉|去掉|清掉)";
const DELETE = [
  new RegExp(`^(?:請|幫我|麻煩)?把(?:${POINTER})${NOUN}(?:給)?${REMOVE}(?:吧|好了)?$`, "u"),
  new RegExp(`^(?:請|幫我|麻煩)?${REMOVE}(?:${POINTER})${NOUN}(?:吧|好了)?$`, "u"),
  new RegExp(`^(?:${POINTER})${NOUN}(?:幫我|請|給我)?(?:不要了|${REMOVE})(?:吧|好了)?$`, "u"),
  /^(?:please )?(?:delete|remove|cancel|get rid of) (?:that|it|this|that one|the last one|the last (?:alarm|reminder|memo|note|timer)|the (?:one|alarm|reminder|memo|note|timer) (?:i|you) just (?:set|added|made|wrote|created))(?: please)?$/i,
];
const SHOW = [
  new RegExp(`^(?:${POINTER})${NOUN}(?:是)?(?:設|定|訂)?(?:在)?(?:幾點|什麼時候|哪天|幾號|什麼|多久)(?:的)?(?:啊|呀)?$`, "u"),
  new RegExp(`^(?:剛剛|剛才)(?:設|定|訂|記|加|寫)(?:了)?(?:什麼|幾點)(?:${NOUN})?$`, "u"),
  /^(?:what time (?:was|is) (?:that|it)(?: for| set for)?|when (?:was|is) (?:that|it)(?: for)?|what did i just (?:set|note|add|write)(?: down)?|read (?:that|it) back)\??$/i,
];

/**
 * What a sentence asks of the last result (normalised text): "delete" for 「把剛剛那個刪掉」
 * 'delete that', "show" for 「剛剛設的鬧鐘是幾點」 'what time was that'; null when it points at nothing.
 */
export function readReference(text: string): ReferenceAction | null {
  if (DELETE.some((pattern) => pattern.test(text))) return "delete";
  if (SHOW.some((pattern) => pattern.test(text))) return "show";
  return null;
}
