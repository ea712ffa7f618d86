import { spellOutTexting } from "../language/texted-words";

// Ways of wrapping a request that add nothing to it. Only wrappers that make the sentence a
// request are here: 「你可以幫我…嗎」 asks for help (「你可以…嗎」 alone may ask what the
// assistant can do, so it stays), 「我想知道…」 and 「告訴我…」 ask for the answer.
const WRAPPERS: readonly RegExp[] = [
  /^(?:請問|請|麻煩|拜託)?(?:你|妳)?(?:可以|可不可以|能不能|能否|能)(?:麻煩(?:你|妳)?)?(?<core>(?:幫我|幫忙).+?)(?:嗎|呢|好嗎)?$/u,
  /^(?:請問|請)?(?:我(?:想|需要|要|得)知道|我想問(?:一下)?|想問(?:一下)?|想知道|(?:請|你)?告訴我|跟我說(?:一下)?|請問一下)(?<core>.+)$/u,
  // 「想說看一下…」 "(I) thought I'd check": only before a verb of looking (「我想說明天會下雨」 says what was thought).
  /^我?想說(?<core>(?:看一下|查一下|看看|查查看?|算一下).+)$/u,
  /^(?:can|could|would|will) you (?:please )?(?:tell me |let me know )(?<core>.+?)(?: please)?\??$/i,
  /^(?:can|could|would) you (?:please )?(?<core>(?:set|wake me|remind me|check|look up|convert|calculate|search|find|show me|list|delete|cancel) .+?)(?: please)?\??$/i,
  /^(?:i (?:want|need|would like|'d like) to know|(?:kindly )?tell(?: me)?) (?<core>(?:what|how much|the) .+)$/i,
];

// A question inside a wrapper keeps the order of a statement: "(I need to know) how much 300 euros is in
// yen", "what 1250 times 12 is". Asked on its own it is "how much is 300 euros in yen". Only an amount
// is moved ("what time it is" is read as it stands).
const EMBEDDED_QUESTION = /^(?<word>what|how much) (?<subject>[\d$€£¥][^?]*?) (?<verb>is|are)(?<rest> .+)?$/i;

function asQuestion(core: string): string {
  const groups = EMBEDDED_QUESTION.exec(core)?.groups;
  return groups === undefined ? core : `${groups.word} ${groups.verb} ${groups.subject}${groups.rest ?? ""}`;
}

/**
 * The request inside a polite wrapper (「你可以幫我查台北天氣嗎」 → 「幫我查台北天氣」,
 * 「我想知道明天的月相」 → 「明天的月相」, "can you tell me what time it is" → "what time it is"),
 * or null when the (normalised) text has no such wrapper.
 */
export function stripPoliteWrapper(text: string): string | null {
  for (const wrapper of WRAPPERS) {
    const core = wrapper.exec(text)?.groups?.core?.trim();
    if (core) return asQuestion(core);
  }
  return null;
}

// Sounds and courtesies said around a request that carry no meaning of their own: 「欸，現在幾點啊」
// is 「現在幾點」. Only whole fillers at the very start or end, so 「請假」 or 「啊里山」 stay.
// 嗎 and 呢 are not fillers: phrases read them (「會下雨嗎」). 吧 is: 「刪了吧」 is 「刪了」.
// A wake word (「小幫手」 "assistant") is a filler too; 那個, 就是 and 等等 are one only before a
// pause (「那個 把一號刪了」), since 「那個鬧鐘」 points at something; 先 only before a verb of asking or showing (把, 告訴…)
// (「先把備忘錄念給我聽」). 「阿嬤問一下喔」「我想問一下」 before a pause only say a question comes.
const LEADING_FILLER =
  /^(?:(?:欸|誒|哎|唉|嗯|呃|喔|哦|噢|喂|嘿|嗨|哈囉|請問一下(?:喔|哦)?|請問|麻煩(?:你|妳)?|不好意思(?:喔|哦|啊)?|歹勢|抱歉|勞駕|小幫手|小助手|小助理|hey|hi|hello|ok|okay|oh|well|so|and|then|anyway|kindly|assistant|(?:please )?do the needful(?: and)?|um+|uh+)(?:[\s,]+|(?=\p{Script=Han}))|(?:那個|就是|等等|等一下|好啦|好吧|好喔|好哦|好的|好|那啥|得嘞|(?:阿嬤|阿公|阿媽|奶奶|爺爺|外婆|外公|媽媽|爸爸|我)?(?:想)?問(?:一下|你)?)(?:齁|喔|哦|啊|呢)?[\s,]+|先(?=把|列|念|唸|看|查|幫|告訴|說))+/iu;
// 吧 ends a word too: 酒吧, 網吧, 貼吧 are places, not a request softened (「提醒我去酒吧」).
const TRAILING_FILLER =
  /(?<=\p{Script=Han})(?:\s*(?:啊|呀|啦|喔|哦|欸|耶|唷|齁|嘛|唄|(?<![酒網网貼贴清水書书氧])吧|咯|囉|嘍))+$|(?<=[a-z0-9])\s+(?:ah|lah|leh|lor|hor|yaar|yar|itself)$/iu;

// Between two pauses inside a sentence, a filler is only a filler: 「幫我查維基百科 那個 鄭成功」.
const INNER_FILLER = /(?<=\S)\s+(?:那個|就是|呃|嗯|欸|那個那個|um|uh)\s+(?=\S)/giu;
// A particle that ends a clause before a pause says nothing of its own: 「後天咧 會下雨嗎」.
const CLAUSE_PARTICLE = /(?<=\p{Script=Han})(?:咧|啦|喔|哦|齁|唷)(?=\s+\p{Script=Han})/gu;

/**
 * The (normalised) text without the fillers around it: 「欸 兩千日幣是多少台幣啊」 → 「兩千日幣是多少台幣」,
 * 「請問一下台北後天會下雨嗎」 → 「台北後天會下雨嗎」, "hey what time is it" → "what time is it".
 */
export function stripFillers(text: string): string {
  const stripped = text
    .replace(LEADING_FILLER, "")
    .replace(TRAILING_FILLER, "")
    .replace(INNER_FILLER, " ")
    .replace(CLAUSE_PARTICLE, "")
    .trim();
  return stripped === "" ? text : stripped;
}

// Courtesies inside a request: 「三號鬧鐘幫我取消」 (the thing first, then 幫我 and the verb) asks
// 「三號鬧鐘取消」; a tag after it, 「幫我看一下備忘錄好嗎」, asks 「幫我看一下備忘錄」.
const COURTESY_INSIDE = /(?<=\p{Script=Han})(?:幫我|幫忙)(?=\p{Script=Han})/gu;
// 「那兩千歐元可以換多少」: a leading 那 (so, then) carries the talk on; 那個 and 那裡 point at something.
const CARRYING_ON = /^(?:那麼|那)(?!個|些|裡|邊|兒|時|天|次|位|種|樣|就)\s*(?=\p{Script=Han}|\d)/u;
// 「那個第一個鬧鐘不用了」: 那個 before an ordinal points at nothing more than the ordinal does.
const THAT_NUMBERED = /^那個(?=第)/u;
// Thanks after a pause: 「…天氣 謝啦」 comes as 「…天氣 謝」 (啦 is a filler), 「…謝了」「…多謝」, after a figure
// too (「明早5點40 感恩」); 謝 with no pause before it may end a name (小謝).
const COURTESY_TAG =
  /(?<=(?:請|麻煩|幫我|幫忙).+?)[\s,]*(?:好嗎|好不好|可以嗎|行嗎)$|(?<=\p{Script=Han})[\s,]*(?:謝謝你?|謝啦|感恩)$|(?<=\p{Script=Han})[\s,]+(?:謝|謝了|多謝|感謝(?:你|妳)?)$|(?<=\d)[\s,]+(?:謝謝你?|謝啦|謝了|多謝|感恩|感謝(?:你|妳)?)$|(?<=[a-z0-9])(?:,?\s+please|,?\s+thanks|,?\s+thank you|\s+first)$/iu;
// Hurry said after the request and a pause: 「歐元匯率 快」「現在幾點 快點」.
const HURRY = /(?<=\p{Script=Han})[\s,]+(?:快|快點|快点|趕快|赶快)$/u;
// Said before an English request to be polite, which asks nothing: "I'm sorry to bother you, but",
// "excuse me dear,", "please do the needful and", "can or not", "can help me".
const COURTESY_LEAD_EN =
  /^(?:(?:i'm|i am) sorry to (?:bother|trouble) you,? but |excuse me(?: dear| sir| madam| miss)?,? |sorry,? |(?:please )?do the needful and |can or not |can help (?:me )?|kindly |wait,? |hold on,? )+/i;

// Asked again: 「再列一次備忘錄」「備忘錄再念一遍」「再查一次台北天氣」 'show my notes again' ask what the
// same words without 再 and 一次 ask (「列出備忘錄」「備忘錄念一下」「查一下台北天氣」).
const AGAIN_VERB = "(?:列|念|唸|讀|查|看|報|播|秀|算)";
const AGAIN_BEFORE = new RegExp(`(?:再|重新)(?=${AGAIN_VERB}(?:一次|一遍|一下)?)`, "gu");
const LIST_AGAIN = /列(?:一次|一遍)(?=\p{Script=Han})/gu;
const ONCE_MORE = new RegExp(`(?<=${AGAIN_VERB})(?:一次|一遍)`, "gu");
// How the answer is to be given, said after the question and a pause: 「我記了什麼 唸給我聽」
// 「今天有什麼新聞 念給我聽好嗎」 ask what the question asks.
const READ_IT_TO_ME = /(?<=\p{Script=Han})[\s,]+(?:都|全部)?(?:唸|念|讀|說|講)(?:一下)?給我聽(?:一下)?(?:好嗎|好不好|可以嗎)?$/u;
const AGAIN_EN = /(?<=[a-z])(?:,?\s+(?:again|once more|one more time))+$/i;

/**
 * The (normalised) request without the courtesies said inside or after it, for a second try when
 * it matched nothing as said: 「鬧鐘全部幫我刪掉」 → 「鬧鐘全部刪掉」, 「幫我看一下備忘錄好嗎」 →
 * 「幫我看一下備忘錄」, 「那兩千歐元可以換多少」 → 「兩千歐元可以換多少」, 「再列一次備忘錄」 → 「列出備忘錄」,
 * 'show my notes again' → 'show my notes', "yen rate pls" → "yen rate". A 幫我 at the start stays (the phrases read it).
 */
export function stripCourtesies(text: string): string {
  return spellOutTexting(text)
    .replace(THAT_NUMBERED, "")
    .replace(CARRYING_ON, "")
    .replace(COURTESY_LEAD_EN, "")
    .replace(COURTESY_TAG, "")
    .replace(HURRY, "")
    .replace(COURTESY_INSIDE, "")
    .replace(AGAIN_BEFORE, "")
    .replace(LIST_AGAIN, "列出")
    .replace(ONCE_MORE, "一下")
    .replace(AGAIN_EN, "")
    .replace(READ_IT_TO_ME, "");
}
