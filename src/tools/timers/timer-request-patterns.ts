// Regex sources of how a timer is asked for, which the dialogue's readers still build regexes from: its
// slot requests (a timer asked for with no length), the time left asked of a timer just shown, and a
// timer just shown cancelled by what it is for. The local route's phrases are templates (`phrases.ts`).

// 「好」「好的」「那就」 before the request (「好 取消計時」「那就再計時五分鐘」): a word to what was
// said before, then the request itself. So is a hurry word before a pause or 幫 (「快 計時三分鐘 泡麵」
// 「趕快幫我計時」); 「快三分鐘」 is "almost three minutes".
const HURRY = "(?:(?:快點|快一點|趕快|趕緊|快)(?:\\s*,\\s*|\\s+|(?=幫|請|麻煩)))";
/** Regex source: a word to what came before (「好」「那就」), or a hurry word, before a request. */
export const LEAD = `(?:${HURRY}|(?:好的?|好啊|好吧|好喔|好了|嗯好|那就?|那麼)\\s*,?\\s*)?`;
/** Regex source: 請, 麻煩你, 幫我. */
export const PLEASE = "(?:請|麻煩)?(?:你)?(?:幫我)?";
/** Regex source: a request, with one more said before or after the asking (「再設一個」「另外幫我設一個」「幫我再設一個」) and 先 (first). */
export const REQUEST = `${LEAD}(?:先)?(?:另外)?(?:再)?${PLEASE}(?:先)?(?:再)?`;
/** Regex source: what a timer is for, in group `name`: a few words, no digits, no pause (「義大利麵」「泡麵」「煮蛋」). */
export const NAME = String.raw`(?<name>[^\s\d,:、]{1,10}?)`;
/** Regex source: what an English timer is for, in group `name`: one to three words. */
export const NAME_EN = String.raw`(?<name>[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,2}?)`;
/** Regex source: "for the tea", "for my eggs": what the timer is for, said after it, in group `forName`. */
export const FOR_NAME_EN = String.raw`(?:,?\s+for\s+(?:the\s+|my\s+)?(?<forName>[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,2}?))?`;
/** Regex source: 「還剩多久」「還有多少時間」「還剩下幾分鐘」, time left, asked of the kitchen timer. */
export const HOW_LONG_LEFT = "(?:還剩下?|還有|剩下?)(?:多久|多少時間|多少(?:分鐘|秒)|幾分鐘?|幾秒鐘?)(?:了)?(?:呢|啊)?";
/** Regex source: a timer asked for in Chinese with no length, 「幫我計時」「我要倒數」「再幫我計個時」. */
export const ASK_TIMER_ZH = `${LEAD}(?:另外)?(?:再)?(?:(?:請|麻煩)(?:你)?(?:幫我)?|幫我|我要|我想要?|我需要)(?:再)?(?:開始)?(?:計時|計個時|倒數|倒計時|倒數計時)(?:一下)?`;
/**
 * Regex source: a timer asked for as a time to keep, 「幫我定個時」「设个时」; 「定個時間」 (a time of
 * day, a date) goes on with 間, which no pattern built on this reads.
 */
export const SET_A_TIME_ZH = `${REQUEST}(?:定|設)(?:一)?個時(?:一下)?`;
