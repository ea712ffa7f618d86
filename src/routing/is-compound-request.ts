// Two requests in one sentence: 「明天早上七點叫我起床，然後告訴我天氣」. One phrase would claim the
// first and drop the second; the model can call both tools. 然後 and 順便 join two requests
// wherever they stand (「100美元換成人民幣然後記到備忘錄」); 再 or 也 after a pause (a comma, or a space
// as a recognizer writes one) starts a second (「定個六點的鬧鐘 再把備忘錄念一遍」).
const COMPOUND =
  /然後|順便|[,;、 ]\s*(?:還有|另外|再幫我|再來|並且|同時|接著|以及)|[,;、 ]\s*(?:再|也)(?:幫|找|查|告訴|跟我說|給我|設|算|看|念|唸|播|把|記|列|提醒|叫|訂|定)|,?\s+and\s+(?:then|also)\b|,\s*(?:then|also)\b|\s+and\s+(?:tell|show|check|set|give|read|remind|look|find|search|list|convert|what(?:'s| is)|how)\b/i;

/** True when the (normalised) text joins two requests (「…，然後…」「…，順便…」 "…, and then …"). */
export function isCompoundRequest(text: string): boolean {
  return COMPOUND.test(text);
}
