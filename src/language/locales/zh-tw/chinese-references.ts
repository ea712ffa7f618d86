import type { ConversationWords } from "../locale-words";

// The last result pointed at: 剛剛 / 剛才 (設的, 記的), 那個 / 這個.
const POINTER =
  "(?:剛剛|剛才|剛|上一個|最後一個|前一個)(?:設|定|訂|加|記|新增|寫)?(?:好)?的?(?:那個|這個|那筆|那則|那條)?|(?:那個|這個|那筆|那則|那條)";
const NOUN = "(?:鬧鐘|提醒|備忘錄?|筆記|記事|計時器?|倒數)?";
const REMOVE = "(?:刪掉|刪除|刪了|取消|取消掉|移除|拿掉|去掉|清掉)";
const UNWANTED = "(?:不要了|不用了|不需要了)";

/** Pointing back at the last result in Chinese: 「把剛剛那個刪掉」「剛剛設的鬧鐘是幾點」「剛剛新增的」. */
export const CHINESE_REFERENCES: ConversationWords = {
  deleteLast: [
    new RegExp(`^(?:請|幫我|麻煩)?把(?:${POINTER})${NOUN}(?:給)?${REMOVE}(?:吧|好了)?$`, "u"),
    new RegExp(`^(?:請|幫我|麻煩)?${REMOVE}(?:${POINTER})${NOUN}(?:吧|好了)?$`, "u"),
    // 「剛那個不要了 刪掉」: no longer wanted, alone or before the verb.
    new RegExp(
      `^(?:${POINTER})${NOUN}(?:幫我|請|給我)?(?:${UNWANTED}(?:\\s*,?\\s*(?:幫我|請|給我)?${REMOVE})?|${REMOVE})(?:吧|好了)?$`,
      "u",
    ),
  ],
  showLast: [
    new RegExp(`^(?:${POINTER})${NOUN}(?:是)?(?:設|定|訂)?(?:在)?(?:幾點|什麼時候|哪天|幾號|什麼|多久)(?:的)?(?:啊|呀)?$`, "u"),
    new RegExp(`^(?:你|我)?(?:剛剛|剛才|剛)(?:幫我)?(?:設|定|訂|記|加|寫)(?:了|的)?(?:是|在)?(?:什麼|幾點|什麼時候)(?:${NOUN})?$`, "u"),
  ],
  madeJustNow: [/(?:剛剛|剛才|剛)(?:幫我)?(?:設|定|訂|加|記|新增|寫|建立)(?:好|了)?的/u],
  discourseMarkers: "等等|等一下|對了|不對|其實|欸|啊|喔|哦|呃",
};
