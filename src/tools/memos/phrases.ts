import { deleteManyPhrases, englishRecordIdArgs, NUMBER_EN, ORDINAL_EN, RECORD_ID, recordIdArgs } from "../../records/record-id-phrases";
import type { LocalPhrase } from "../../core/local-phrase";
import { HOUSEHOLD_PERSON } from "../../language/household-person";

const PLEASE = "(?:請|麻煩)?(?:你)?(?:幫我)?";
// Whole words only: 「寫個備忘錄」 is no memo 「錄」, and a 筆記本 or 記事本 is a notebook.
const MEMO = "(?:備忘錄|備忘(?!錄)|筆記(?!本)|記事(?!本))";
// 「刪除掉」: a verb with 掉 after it says the same; 「刪了(吧)」 is spoken as an order.
const DELETE = "(?:(?:刪除|移除)(?:掉)?|刪掉|刪了|去掉|拿掉)";
// 「第四個備忘不用了」: no longer wanting it asks for its deletion, alone or before the verb.
const UNWANTED = "(?:不要了|不用了|不需要了)";
// 「記住了嗎」「記下來了」 are not requests; a question is left to the model.
const notContent = /^(?:了|嗎|吧|啊|喔)|(?:嗎|呢|\?)$/u;
// 「記住我的名字」「記一下這個」「記住剛剛說的」 point at something not said: the model asks what it is.
const pointsElsewhere =
  /^(?:我|你|他|她|它|這|那|這個|那個|這些|那些|這件事|那件事|我的名字|我說的話?|你說的話?|this|that|it|these|those)$|^(?:剛才|剛剛|上面|前面|之前)/iu;

// 「記下來喔 水電師傅的電話…」: a particle said after the verb, before a pause, is not the memo.
const spokenParticle = /^(?:喔|哦|啊|啦|唷|欸)\s+(?=\S)/u;
// 「把上個月花的錢記到備忘錄」「記一下今天的匯率」: what is to be noted must first be looked up or
// worked out (by another tool), so the model does both.
const asksForData =
  /(?:花的錢|花了多少|花費|開銷|開支|支出|收入|消費|帳單|交易|餘額|匯率|天氣|氣溫|溫度|降雨|股價|行情|報價|新聞|頭條|熱搜|月相|幾點|時間|多少|結果|答案|總和|總共|合計|加起來|平方|次方|開根號|乘以|除以|[\d一二三四五六七八九十百千]+\s*[+\-*/×÷xX加減乘除]\s*[\d一二三四五六七八九十百千]+)/u;
// "add today's weather to my notes", "put the exchange rate in my notes": looked up first, by another tool.
const asksForDataEn =
  /\b(?:weather|forecast|temperature|exchange\s+rate|rate|stock|price|news|headlines?|time|date|results?|answer|total|sum|spending|spent|balance)\b/i;
const endsAskingForData =
  /(?:花的錢|花了多少|花費|支出|收入|消費|帳單|餘額|匯率|天氣|氣溫|股價|行情|報價|新聞|頭條|熱搜|月相|多少錢?|結果|答案)$/u;

function contentArgs(match: RegExpMatchArray): Record<string, unknown> | null {
  const content = (match.groups?.content ?? "")
    .replace(/^[\s:,、]+/u, "")
    .replace(spokenParticle, "")
    .trim();
  if (!content || notContent.test(content) || pointsElsewhere.test(content) || endsAskingForData.test(content)) return null;
  return { content };
}

function pointedContentArgs(match: RegExpMatchArray): Record<string, unknown> | null {
  return asksForData.test(match.groups?.content ?? "") ? null : contentArgs(match);
}

// After a bare 「備忘 …」 the rest may be a question or a remark about memos (「備忘 怎麼同步」
// 「備忘 很好用」), not a memo.
const aboutMemos = /^(?:怎麼|怎樣|如何|要怎麼|是|在哪|有沒有|可以|能不能|不見|壞|跟|和|與|同步|匯出|app|很|太|超|真的?|好用|難用|不好用)/iu;

function headedContentArgs(match: RegExpMatchArray): Record<string, unknown> | null {
  return aboutMemos.test(match.groups?.content ?? "") ? null : contentArgs(match);
}

// Said before the asking, after a pause: how the user came to it (「阿孫教我的」「女兒說的」) or 「對了」「跟你說」.
const LEAD = String.raw`(?:(?:[^\s,]{1,6}(?:教我的|教的|說的|講的)|對了|跟你說|我跟你說|我跟你講)(?:\s*,\s*|\s+))?`;
// The memos named as a heading, then a pause: 「記事情 記一下 …」「備忘錄, 記一下 …」.
const HEADING = String.raw`(?:(?:記事情?|備忘錄?)(?:\s*,\s*|\s+))?`;

// Someone of the household asking through the user (「阿公說幫他記一下 …」), or the user asking for them
// (「幫阿嬤記一下 …」): whose it is stays in the memo, as it does in an alarm's message.
const FOR_SOMEONE = String.raw`(?:(?<who>我?${HOUSEHOLD_PERSON})(?:說|講|交代|叫我|要我)\s*,?\s*(?:要)?(?:請你|你)?幫(?:他|她)|(?:請|麻煩)?(?:你)?幫(?<whoAsked>我?${HOUSEHOLD_PERSON}))`;

function someonesContentArgs(match: RegExpMatchArray): Record<string, unknown> | null {
  const args = contentArgs(match);
  const person = match.groups?.who ?? match.groups?.whoAsked ?? "";
  if (args === null || person === "") return args;
  const content = String(args.content);
  const bare = person.replace(/^我/u, "");
  if (content.startsWith(person) || content.startsWith(bare)) return args;
  return { content: /^[他她]/u.test(content) ? `${person}${content.slice(1)}` : `${person}${content}` };
}

// 「我需要記一下 …」「我要記下來 …」: saying one needs to note something asks for it; only before the
// verbs of noting (「我要記住 …」 is about one's own memory).
const NEED_TO = "(?:我(?:需要|想要?|要|得)(?=記一下|記下來|記起來|記錄一下|備忘一下))?";

/** 「幫我記一下 週五要繳電費」「記下來：買牛奶」「寫個備忘錄，買牛奶」「備忘 週五買牛奶」「take a note: buy milk」 */
export const addMemoPhrases: readonly LocalPhrase[] = [
  // A bare 記 needs a pause after it (「幫我記 下禮拜換駕照」); 記下 before 下週/下午 is 記 + the day, and so
  // does one more (「再記一條 買醬油」: 「記一個電話」 says what, not the memo). A lead may come first (「阿孫教我的 記事情 記一下 …」).
  {
    pattern: new RegExp(
      `^${LEAD}${HEADING}${PLEASE}${NEED_TO}(?:再)?(?:記一[個條則筆件](?=\\s|:|,)|記一下|記下來|記起來|記下(?!來|禮拜|週|星期|個|午|次)|記住|記錄一下|記著|寫下來|備忘一下|記(?=\\s|:|,|下(?:禮拜|週|星期|個|午|次)))\\s*[:,]?\\s*(?<content>.+)$`,
      "u",
    ),
    toArgs: contentArgs,
  },
  // For someone else: 「阿公說幫他記一下 下禮拜要去醫院拿藥」「幫阿嬤記一下 禮拜三要回診」.
  {
    pattern: new RegExp(`^${FOR_SOMEONE}\\s*(?:記一下|記下來|記起來|記住|記著|備忘一下)\\s*[:,]?\\s*(?<content>.+)$`, "u"),
    toArgs: someonesContentArgs,
  },
  // 「寫個備忘錄」「添加一條備忘錄」: the count word comes with or without 一.
  {
    pattern: new RegExp(`^${PLEASE}(?:新增|添加|增加|加|建立|新建|創建|寫)(?:一?[則條個筆])?${MEMO}\\s*[:,]?\\s*(?<content>.+)$`, "u"),
    toArgs: contentArgs,
  },
  // 「記個筆記 買貓糧」「做一下筆記：…」: 記/做 a note, then a pause before the note (「做筆記的技巧」 is about notes).
  {
    pattern: new RegExp(`^${PLEASE}(?:記|做)(?:一?[則條個筆]|一下)?${MEMO}(?:一下)?(?:\\s*[:,]\\s*|\\s+)(?<content>.+)$`, "u"),
    toArgs: headedContentArgs,
  },
  { pattern: new RegExp(`^${MEMO}\\s*:\\s*(?<content>.+)$`, "u"), toArgs: contentArgs },
  // 「幫我備忘:車牌號是…」「幫我備忘 週六帶孩子打疫苗」: 備忘 as the verb, a pause, then the memo.
  { pattern: new RegExp(`^${PLEASE}備忘(?!錄)(?:一下)?(?:\\s*[:,]\\s*|\\s+)(?<content>.+)$`, "u"), toArgs: headedContentArgs },
  // 「備忘 週五下午買牛奶」: the word as a heading, then the memo (「備忘錄 …」 is more often said about memos).
  { pattern: /^備忘\s+(?<content>.+)$/u, toArgs: headedContentArgs },
  // 「把車位記在備忘錄裡」「幫我把這個加到備忘錄」 (a pointer such as 這個 is declined).
  {
    pattern: new RegExp(`^${PLEASE}把(?<content>.+?)(?:記|寫|存|加|放)(?:到|在|進|入)(?:我的)?${MEMO}(?:裡面?|中|上)?$`, "u"),
    toArgs: pointedContentArgs,
  },
  { pattern: /^(?:please\s+)?(?:take|make)\s+a\s+(?:note|memo)(?:\s+that)?\s*:?\s+(?<content>.+)$/i, toArgs: contentArgs },
  { pattern: /^(?:please\s+)?(?:add|create)\s+a\s+(?:note|memo)\s*:?\s+(?<content>.+)$/i, toArgs: contentArgs },
  { pattern: /^(?:note|memo)\s*:\s*(?<content>.+)$/i, toArgs: contentArgs },
  // "note to self: pick up dry cleaning", "memo to myself - call the vet", "quick note: gate code 4512"
  // ("a note to self is a good habit", "note to self is a great app" talk about notes.)
  {
    pattern:
      /^(?:note|memo)\s+to\s+(?:self|myself)(?:\s*[:,-]\s*|\s+(?!(?:is|are|was|were|isn't|aren't|can|could|would|should|will|helps?|works?|apps?)\b))(?<content>.+)$/i,
    toArgs: contentArgs,
  },
  { pattern: /^(?:new|quick)\s+(?:note|memo)\s*[:,-]\s*(?<content>.+)$/i, toArgs: contentArgs },
  // A pause after it: "save a note to the file" is about a file.
  { pattern: /^(?:please\s+)?save\s+(?:a\s+)?(?:new\s+)?(?:note|memo)\s*[:,-]\s*(?<content>.+)$/i, toArgs: contentArgs },
  // "add oat milk to my notes": what is to be kept, said before where. "put the wifi password in my
  // notes" names something not said (which password?): the model asks.
  {
    pattern:
      /^(?:please\s+)?(?:add|put|save|jot)\s+(?:down\s+)?(?!(?:the|my|your|our|his|her|their|this|that|these|those|it)\b)(?<content>.+?)\s+(?:to|in|on|into)\s+(?:my\s+)?(?:notes|memos|note|memo)$/i,
    toArgs: (match) => (asksForDataEn.test(match.groups?.content ?? "") ? null : contentArgs(match)),
  },
  // 'also note 阿嬤生日 禮拜六' 'and note: call the plumber': one more, after another memo. A bare 'note …'
  // only with Chinese after it (mixed speech); 'note that', 'note the time', 'note this' are not the memo.
  {
    pattern:
      /^(?:(?:also|and|and\s+also|plus)\s+note(?:\s+down)?\s*[:,-]?\s+|note(?:\s+down)?\s*[:,-]?\s+(?=\p{Script=Han}))(?!(?:that|the|this|it|these|those|how|what|when|why|where|who|down)\b)(?<content>.+)$/iu,
    toArgs: (match) => (asksForDataEn.test(match.groups?.content ?? "") ? null : contentArgs(match)),
  },
  { pattern: /^(?:please\s+)?(?:write|jot|note)\s+(?:this\s+|it\s+)?down(?:\s+that)?\s*:?\s+(?<content>.+)$/i, toArgs: contentArgs },
  // 'note that the car is on level 3' 'also make a note that …': "note that" said to an assistant asks it to keep the rest;
  // 'note that I am tired' tells it something instead.
  {
    pattern:
      /^(?:(?:also|and\s+also|plus)\s+)?(?:please\s+)?(?:note|make\s+a\s+note|jot\s+down|write\s+down)\s+that\s+(?!down\b|i\s+am\b|i'm\b|i\s+feel\b|you\b)(?<content>.+)$/i,
    toArgs: pointedContentArgs,
  },
];

const REMOVE_EN = String.raw`(?:please\s+)?(?:delete|remove|erase|get\s+rid\s+of|scratch|cross\s+out|drop|nuke|ditch|scrap|trash)`;

// The memo first, then the verb, 不要了, or both: 「把備忘錄2刪除」「第一條筆記不要了 刪了吧」.
// 「第四條備忘錄可以刪了」: 可以 before the verb says it may go.
const THEN_DELETE = `\\s*(?:(?:可以)?${DELETE}|(?:可以)?${UNWANTED}(?:\\s*,?\\s*${PLEASE}${DELETE})?)$`;

/** 「刪除第2則備忘錄」「把3號備忘錄刪掉」「備忘錄二號刪掉」「第四個備忘不用了 刪除」「delete memo 2」「scratch the second note」 */
export const deleteMemoPhrases: readonly LocalPhrase[] = [
  { pattern: new RegExp(`^${PLEASE}${DELETE}(?:第)?${RECORD_ID}(?:則|條|個|號)?${MEMO}$`, "u"), toArgs: recordIdArgs },
  { pattern: new RegExp(`^${PLEASE}${DELETE}${MEMO}\\s*(?:第)?${RECORD_ID}(?:則|條|個|號)?$`, "u"), toArgs: recordIdArgs },
  { pattern: new RegExp(`^${PLEASE}(?:把)?(?:第)?${RECORD_ID}(?:則|條|個|號)?${MEMO}${THEN_DELETE}`, "u"), toArgs: recordIdArgs },
  // The number may follow the noun, as it does in 「刪除備忘錄2」: 「把備忘錄2刪除」「備忘錄二號刪掉」.
  { pattern: new RegExp(`^${PLEASE}(?:把)?${MEMO}\\s*(?:第)?${RECORD_ID}(?:則|條|個|號)?${THEN_DELETE}`, "u"), toArgs: recordIdArgs },
  {
    pattern: new RegExp(`^${REMOVE_EN}\\s+(?:the\\s+)?(?:memo|note)\\s+(?:${NUMBER_EN})(?:,?\\s+please)?$`, "i"),
    toArgs: englishRecordIdArgs,
  },
  {
    pattern: new RegExp(`^${REMOVE_EN}\\s+(?:the\\s+|my\\s+)${ORDINAL_EN}\\s+(?:memo|note)(?:,?\\s+please)?$`, "i"),
    toArgs: englishRecordIdArgs,
  },
  // 「備忘錄 全部 清掉好了」「筆記通通刪掉就好」: all of them, said as a decision (the tool asks first).
  {
    pattern: new RegExp(
      `^${PLEASE}(?:把)?(?:我的)?${MEMO}\\s*(?:都|全部都?|全都|通通|統統)\\s*(?:${DELETE}|清掉|清除|清空)(?:掉)?(?:好了|就好了?)$`,
      "u",
    ),
    toArgs: () => ({ all: true }),
  }, // All or several at once (the tool asks first): 「把備忘錄全部清掉」「刪除所有備忘錄」「delete all my notes」.
  ...deleteManyPhrases({
    noun: MEMO,
    verb: `(?:${DELETE}|清掉|清除|清空)`,
    nounEn: String.raw`(?:memos?|notes?)`,
    verbEn: String.raw`(?:delete|remove|clear|erase|get\s+rid\s+of|wipe|nuke|ditch|scrap|trash)`,
  }),
];
