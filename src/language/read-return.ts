// Going back to something talked about before (OpenCC may write 回 as 迴 after 說 or 拉): 「回到剛剛那個匯率 那日幣呢」「再回到天氣 禮拜五呢」
// 「說回股票」 'go back to the weather, what about Friday' 'back to the exchange rate'. What follows the
// lead names the subject, then perhaps a follow-up about it.
const ZH_LEAD =
  /^(?:那|好|好了|ok|okay)?\s*(?:我們)?(?:再|先)?(?:[回迴]到|[回迴]去|[回迴]頭(?:說|講|看|問)?|說[回迴]|講[回迴]|聊[回迴]|拉[回迴]|繞[回迴]|[回迴]來)(?:到)?(?:剛剛|剛才|之前|前面|上一個|上面|一開始)?(?:的|說的|講的|問的|查的)?(?:那個|那|這個)?\s*/u;
const EN_LEAD =
  /^(?:(?:ok|okay|alright|all right|so|and|now|right)[\s,]+)*(?:let's |let us |can we |could we |i want to |i wanna )?(?:go(?:ing)? back to|get back to|come back to|coming back to|back to|returning to|return to)\s+(?:the |that |my )?(?:earlier |previous |last )?/iu;
// What may stand between the subject and the follow-up: a pause, a comma, 的部分 'the part about'.
const BETWEEN = /^(?:的部分|的事|那邊|這邊|那個)?(?:[\s,，、.。;；]+|$)/u;

/**
 * The words after a lead that goes back to an earlier subject (「回到剛剛那個」 'go back to the'),
 * normalised text; null when the text does not go back to anything. The subject is at the start of
 * the words returned, which {@link splitReturn} parts from what is asked of it.
 */
export function readReturn(text: string): string | null {
  const lead = ZH_LEAD.exec(text) ?? EN_LEAD.exec(text);
  if (lead === null) return null;
  const words = text.slice(lead[0].length).trim();
  return words === "" ? null : words;
}

/**
 * The subject at the start of `words` (after {@link readReturn}) when `topic` names it, and what is
 * asked of it after: 「匯率 那日幣呢」 with /匯率/ → 「那日幣呢」; "weather, what about Friday" with
 * /weather/ → "what about Friday"; "" when only the subject was said. null when `topic` does not
 * name the subject (the words go on without a pause, 「天氣預報員」, are another subject).
 */
export function splitReturn(words: string, topic: RegExp): string | null {
  const subject = new RegExp(`^(?:${topic.source})`, topic.flags.replace(/[gy]/gu, "")).exec(words);
  if (subject === null) return null;
  const after = words.slice(subject[0].length);
  const pause = BETWEEN.exec(after);
  return pause === null ? null : after.slice(pause[0].length).trim();
}
