import { PAUSE_SLOT } from "../../language/templates/pause-slot";
import type { TemplatePhrase } from "../../language/templates/template-phrase";
import { HOUSEHOLD_PERSON_SLOT } from "./household-person-slot";
import { memoContentSlot } from "./memo-content-slot";
import { MEMO_WORD_SLOT } from "./memo-word-slot";

// 「把上個月花的錢記到備忘錄」「記一下今天的匯率」: what is to be noted must first be looked up or
// worked out (by another tool), so the model does both.
const ASKS_FOR_DATA =
  /(?:花的錢|花了多少|花費|開銷|開支|支出|收入|消費|帳單|交易|餘額|匯率|天氣|氣溫|溫度|降雨|股價|行情|報價|新聞|頭條|熱搜|月相|幾點|時間|多少|結果|答案|總和|總共|合計|加起來|平方|次方|開根號|乘以|除以|[\d一二三四五六七八九十百千]+\s*[+\-*/×÷xX加減乘除]\s*[\d一二三四五六七八九十百千]+)/u;
// "add today's weather to my notes", "put the exchange rate in my notes": looked up first, by another tool.
const ASKS_FOR_DATA_EN =
  /\b(?:weather|forecast|temperature|exchange\s+rate|rate|stock|price|news|headlines?|time|date|results?|answer|total|sum|spending|spent|balance)\b/i;
// After a bare 「備忘 …」 the rest may be a question or a remark about memos (「備忘 怎麼同步」「備忘 很好用」), not a memo.
const ABOUT_MEMOS =
  /^(?:怎麼|怎樣|如何|要怎麼|是|在哪|有沒有|可以|能不能|不見|壞|跟|和|與|同步|匯出|app|很|太|超|真的?|好用|難用|不好用)/iu;
// "put the wifi password in my notes" names something not said (which password?): the model asks.
const POINTER_EN = /^(?:the|my|your|our|his|her|their|this|that|these|those|it)\b/iu;

const SLOT_TYPES = [
  PAUSE_SLOT,
  MEMO_WORD_SLOT,
  HOUSEHOLD_PERSON_SLOT,
  // Who taught the user or said it: a few words before 教我的/說的.
  { name: "said_by", accept: (text: string) => (/^[^\s,]{1,6}$/u.test(text) ? text : null) },
  memoContentSlot({ name: "memo_content" }),
  memoContentSlot({ name: "memo_headed", vetoes: [ABOUT_MEMOS] }),
  memoContentSlot({ name: "memo_pointed", vetoes: [ASKS_FOR_DATA] }),
  memoContentSlot({ name: "memo_en_looked_up", vetoes: [ASKS_FOR_DATA_EN] }),
  memoContentSlot({ name: "memo_en_said", vetoes: [POINTER_EN, ASKS_FOR_DATA_EN] }),
  // 記下 before 下週/下午 is 記 + the day (「幫我記下午三點開會」): 記下 is the verb only before something else.
  memoContentSlot({ name: "memo_after_jixia", vetoes: [/^(?:來|禮拜|週|星期|個|午|次)/u] }),
  memoContentSlot({ name: "memo_day_after_ji", vetoes: [/^(?!下(?:禮拜|週|星期|個|午|次))/u] }),
  // 'also note 阿嬤生日 禮拜六': not 'note that', 'note the time', 'note this'.
  memoContentSlot({
    name: "memo_noted",
    vetoes: [/^(?:that|the|this|it|these|those|how|what|when|why|where|who|down)\b/iu, ASKS_FOR_DATA_EN],
  }),
  // A bare 'note …' only with Chinese after it (mixed speech).
  memoContentSlot({
    name: "memo_noted_han",
    vetoes: [/^(?!\p{Script=Han})/u, /^(?:that|the|this|it|these|those|how|what|when|why|where|who|down)\b/iu, ASKS_FOR_DATA_EN],
  }),
  // 'note that I am tired' tells the assistant something instead.
  memoContentSlot({ name: "memo_that", vetoes: [/^(?:down\b|i\s+am\b|i'm\b|i\s+feel\b|you\b)/iu, ASKS_FOR_DATA] }),
  // "a note to self is a good habit", "note to self is a great app" talk about notes.
  memoContentSlot({
    name: "memo_to_self",
    vetoes: [/^(?:is|are|was|were|isn't|aren't|can|could|would|should|will|helps?|works?|apps?)\b/iu],
  }),
];

const RULES: Readonly<Record<string, string>> = {
  please: "[請|麻煩][你][幫我]",
  // Said before the asking, after a pause: how the user came to it (「阿孫教我的」「女兒說的」) or 「對了」「跟你說」.
  lead: "[({said_by:said_by}(教我的|教的|說的|講的)|對了|跟你說|我跟你說|我跟你講){pause:pause}]",
  // The memos named as a heading, then a pause: 「記事情 記一下 …」「備忘錄, 記一下 …」.
  heading: "[(記事|記事情|備忘|備忘錄){pause:pause}]",
  // 「記一下」「記下來」「寫下來」: the verbs of noting. 「記一個電話」 says what, not the memo: a pause after it.
  note: "(記一(個|條|則|筆|件){pause:pause}|記一下|記下來|記起來|記住|記錄一下|記著|寫下來|備忘一下|記{pause:pause})",
  count: "[一](則|條|個|筆)",
  en_memo: "(note|memo)",
  en_pause: "(:|,|-)",
};

const phrase = (template: string, toArgs: TemplatePhrase["toArgs"] = ({ content }) => ({ content })): TemplatePhrase => ({
  template,
  rules: RULES,
  slotTypes: SLOT_TYPES,
  toArgs,
});

/** Whose memo it is stays in it, as it does in an alarm's message (「阿嬤說幫她記一下 她…」 → 「阿嬤…」). */
function someonesContent({ who, content }: Record<string, unknown>): Record<string, unknown> {
  const person = String(who);
  const said = String(content);
  const bare = person.replace(/^我/u, "");
  if (said.startsWith(person) || said.startsWith(bare)) return { content: said };
  return { content: /^[他她]/u.test(said) ? `${person}${said.slice(1)}` : `${person}${said}` };
}

/**
 * What the local route answers with `add_memo`, as sentence templates: 「幫我記一下 週五要繳電費」「記下來：買牛奶」
 * 「寫個備忘錄，買牛奶」「備忘 週五買牛奶」「阿嬤說幫她記一下 …」「take a note: buy milk」. What follows fills `content`;
 * a question, a pointer at something not said (「記一下這個」) or something to look up first (「記一下 上個月花的錢」)
 * is left to the model.
 */
export const addMemoPhrases: readonly TemplatePhrase[] = [
  // A bare 記 needs a pause after it (「幫我記 下禮拜換駕照」), and so does one more (「再記一條 買醬油」).
  // A lead may come first (「阿孫教我的 記事情 記一下 …」).
  phrase("<lead><heading><please>[再]<note>[:|,]{content:memo_content}"),
  phrase("<lead><heading><please>[再]記下{content:memo_after_jixia}"),
  phrase("<lead><heading><please>[再]記{content:memo_day_after_ji}"),
  // 「我需要記一下 …」「我要記下來 …」: saying one needs to note something asks for it (「我要記住 …」 is about one's own memory).
  phrase("<lead><heading><please>我(需要|想要|想|要|得)(記一下|記下來|記起來|記錄一下|備忘一下)[:|,]{content:memo_content}"),
  // For someone else: 「阿公說幫他記一下 下禮拜要去醫院拿藥」「幫阿嬤記一下 禮拜三要回診」.
  phrase(
    "({who:household_person}(說|講|交代|叫我|要我)[,][要][請你|你]幫(他|她)|[請|麻煩][你]幫{who:household_person})(記一下|記下來|記起來|記住|記著|備忘一下)[:|,]{content:memo_content}",
    someonesContent,
  ),
  // 「寫個備忘錄」「添加一條備忘錄」: the count word comes with or without 一.
  phrase("<please>(新增|添加|增加|加|建立|新建|創建|寫)[<count>]{memo:memo_word}[:|,]{content:memo_content}"),
  // 「記個筆記 買貓糧」「做一下筆記：…」: 記/做 a note, then a pause before the note (「做筆記的技巧」 is about notes).
  phrase("<please>(記|做)[<count>|一下]{memo:memo_word}[一下]{pause:pause}{content:memo_headed}"),
  phrase("{memo:memo_word}:{content:memo_content}"),
  // 「幫我備忘:車牌號是…」「備忘 週六帶孩子打疫苗」: 備忘 as the verb or a heading, a pause, then the memo.
  phrase("<please>備忘[一下]{pause:pause}{content:memo_headed}"),
  // 「把車位記在備忘錄裡」「幫我把這個加到備忘錄」 (a pointer such as 這個 is declined).
  phrase("<please>把{content:memo_pointed}(記|寫|存|加|放)(到|在|進|入)[我的]{memo:memo_word}[裡|裡面|中|上]"),
  phrase("[please] (take|make) a <en_memo> [that] [:] {content:memo_content}"),
  phrase("[please] (add|create) a <en_memo> [:] {content:memo_content}"),
  phrase("<en_memo>:{content:memo_content}"),
  // "note to self: pick up dry cleaning", "memo to myself - call the vet", "quick note: gate code 4512"
  phrase("<en_memo> to (self|myself) <en_pause> {content:memo_content}"),
  phrase("<en_memo> to (self|myself) {content:memo_to_self}"),
  phrase("(new|quick) <en_memo> <en_pause> {content:memo_content}"),
  // A pause after it: "save a note to the file" is about a file.
  phrase("[please] save [a] [new] <en_memo> <en_pause> {content:memo_content}"),
  // "add oat milk to my notes": what is to be kept, said before where.
  phrase("[please] (add|put|save|jot) [down] {content:memo_en_said} (to|in|on|into) [my] (notes|memos|note|memo)"),
  // 'also note 阿嬤生日 禮拜六' 'and note: call the plumber': one more, after another memo.
  phrase("(also|and|and also|plus) note [down] [<en_pause>] {content:memo_noted}"),
  phrase("note [down] [<en_pause>] {content:memo_noted_han}"),
  phrase("[please] (write|jot|note) [this|it] down [that] [:] {content:memo_content}"),
  // 'note that the car is on level 3' 'also make a note that …': "note that" said to an assistant asks it to keep the rest.
  phrase("[also|and also|plus] [please] (note|make a note|jot down|write down) that {content:memo_that}"),
];
