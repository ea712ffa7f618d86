/**
 * Words that look like a name before 計時 but only ask for one or point at one: 「開始計時」「幫我計時」
 * 「我要計時」「那個計時器」, and a count (「兩個」).
 */
export const notAName =
  /^(?:開始|幫我|我|我要|我想|想|要|請|請你|可以|能不能|再|重新|先|一個|個|那|這|那個|這個|另外|另一個|新的?|的|設|設定|開|來|定|一下)$|的$|^[一兩二三四五六七八九十百再]/u;

/**
 * What a Chinese timer is for, as said (「煮蛋」 of 「幫煮蛋計時」), "" when none was said, or null
 * when the words are no name (they ask for a timer, or point at one).
 */
export function chineseTimerName(said: string | undefined): string | null {
  const name = (said ?? "")
    .trim()
    .replace(/^(?:幫|給|替|為)(?=.)/u, "")
    .replace(/的$/u, "");
  if (name === "") return "";
  return notAName.test(name) ? null : name;
}
