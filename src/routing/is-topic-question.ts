// Questions *about* something, whichever tool's words they contain: they go to the model.
// Each pattern is a way of asking for an explanation, an opinion, a forecast or a how-to,
// never a way of asking for data (「北京明天會下雨嗎」 and 「台北天氣如何」 pass).
const TOPIC_PATTERNS: readonly RegExp[] = [
  /為什麼|為何|怎麼會|何以|原因是/,
  /誰(?:發明|發現|創造|寫|提出|設計|建立|取)的?|哪(?:個人|位)(?:發明|發現)/,
  /什麼時候(?:發明|發現|開始有)|(?:發明|發現)(?:的|於)?(?:時間|年代)/,
  /你(?:覺得|認為|猜|看好|怎麼看|相信|喜歡|愛)|我(?:應該|該不該|要不要)(?!.*(?:鬧鐘|提醒))/,
  /(?:應不應該|該不該|值不值得|值得(?:買|投資|換)|適不適合|適合(?:買|投資|換)|划算嗎|劃算嗎|比較好|哪個好|推薦(?:一下|什麼|哪|幾|嗎)|(?:有什麼|給我|給點)建議|建議(?:我|一下)|(?:你|妳)(?:推薦|建議))/,
  // 「今天是漲還是跌」 asks for today's quote; 「明天漲還是跌」 asks for a forecast.
  /會(?:不會)?(?:漲|跌|升值|貶值|上漲|下跌|崩|暴漲|暴跌)|(?:明天|明日|下週|下個月|明年|以後|未來|接下來|之後|將來|後市)\S*?(?:漲|升)還是(?:跌|貶)|走勢預測/,
  // 「寫備忘錄有什麼技巧」 'any tips for writing notes' asks how, not for a note.
  /(?:有什麼|有哪些|有沒有)(?:技巧|訣竅|秘訣|竅門|好方法)|什麼是|是什麼意思|什麼意思|的意思|的定義|原理|怎麼(?!樣)(?:運作|形成|產生|來的|算出來|計算的|做到)|如何(?:運作|形成|產生)/,
  /^(?:如果|假如|假設|要是)|萬一/,
  /^(?:我)?(?:不要|不用|不必|先別|別|不想)(?!忘)/,
  /\b(?:why|how come|who (?:invented|discovered|created|made|wrote)|what do you think|do you think|in your opinion|should i|is it worth|what is the meaning|explain|how do(?:es)? .* work)\b/i,
  /^(?:if|suppose|don't|do not|never mind|no need)\b/i,
  /\b(?:will|would) .* (?:go up|go down|rise|fall|drop|crash)\b/i,
];

/**
 * True when the (normalised) text asks about a topic — why, who invented, what do you think,
 * should I, will it go up — rather than for a tool's data; such a turn is left to the model.
 */
export function isTopicQuestion(text: string): boolean {
  return TOPIC_PATTERNS.some((pattern) => pattern.test(text));
}
