// Regex sources of how a timer is asked for, which the dialogue's readers still build regexes from: the
// time left asked of a timer just shown, and a timer just shown cancelled by what it is for. The local
// route's phrases and slot requests are templates (`phrases.ts`, `no-length-requests.ts`).

// 「好」「好的」「那就」 before the request (「好 取消計時」「那就再計時五分鐘」): a word to what was
// said before, then the request itself. So is a hurry word before a pause or 幫 (「快 計時三分鐘 泡麵」
// 「趕快幫我計時」); 「快三分鐘」 is "almost three minutes".
const HURRY = "(?:(?:快點|快一點|趕快|趕緊|快)(?:\\s*,\\s*|\\s+|(?=幫|請|麻煩)))";
/** Regex source: a word to what came before (「好」「那就」), or a hurry word, before a request. */
export const LEAD = `(?:${HURRY}|(?:好的?|好啊|好吧|好喔|好了|嗯好|那就?|那麼)\\s*,?\\s*)?`;
/** Regex source: 請, 麻煩你, 幫我. */
export const PLEASE = "(?:請|麻煩)?(?:你)?(?:幫我)?";
/** Regex source: 「還剩多久」「還有多少時間」「還剩下幾分鐘」, time left, asked of the kitchen timer. */
export const HOW_LONG_LEFT = "(?:還剩下?|還有|剩下?)(?:多久|多少時間|多少(?:分鐘|秒)|幾分鐘?|幾秒鐘?)(?:了)?(?:呢|啊)?";
