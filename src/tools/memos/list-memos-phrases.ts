import type { TemplatePhrase } from "../../language/templates/template-phrase";
import { MEMO_WORD_SLOT } from "./memo-word-slot";

const RULES: Readonly<Record<string, string>> = {
  please: "[請|麻煩][你][幫我]",
  memo: "{memo:memo_word}",
  show: "(列出|查看|查詢|看看|看一下|顯示|唸|念|讀|打開|開啟|秀出)",
  // 「我的」「我之前記的」「所有的」: whose memos, or all of them.
  mine: "(我的|我[之前|以前|最近](記|寫|存)[過|下]的|所有[的]|全部[的])",
  // 「唸給我聽」「秀給我看」 only say who the list is for.
  for_me: "[給我(聽|看)]",
  // 「…給我看一下」「讓我看看…」: showing the list to the one asking.
  show_me: "[拿](給|讓)我看[一下|看]",
  list: "[清單|列表]",
  // 「…列出來」「…念給我聽」: how the list is to be given, after the question.
  read_out: "[[,][都|全部][給我](列|念|唸|讀|秀|報)[出來][一下]<for_me>]",
  // 「裡面寫了什麼」「上面記了哪些」: what is in the memos, asked after the noun.
  what_is_in:
    "[裡|裡面|中|上|上面][都|還](有哪些|有哪幾(則|條|個)|有什麼|有啥|有幾(則|條|個)|剩[下](哪些|哪幾(則|條|個)|什麼|幾則|幾條|幾個)|(寫|記)(了|著)(哪些|什麼|啥))[東西|事|事情|內容][呢]",
  // What the user once asked to have noted, pointed at: 「我之前請你記下來的事情」「我叫你記的東西」「你幫我記的那些筆記」.
  asked_to_note:
    "[我][之前|以前|剛剛|剛才|上次|前幾天|最近](請你|叫你|要你|讓你|拜託你|託你|你)[幫我](記|寫|存)[下來|下|住|起來][了]的[那些|所有](事|事情|東西|內容|事項|備忘|備忘錄|筆記)",
  // What the user noted, said as 「我記的東西」「我之前記下來的事情」 (寫的 or 存的 may be anything written or saved).
  i_noted: "我[之前|以前|最近|剛剛|剛才][都](記|記下|記下來|記起來)[了|過]的[那些|所有](事|事情|東西|事項)",
  noted: "(<asked_to_note>|<i_noted>)",
  // Then how it is to be given back, after a pause or not: 「…可以再唸給我聽嗎」「…念一下」「…是什麼」.
  give_back:
    "[,]([可以|可不可以|能不能|能|麻煩][你][再|重新](唸|念|讀|說|講|列)[出來][一下|一次|一遍][出來]<for_me>[嗎|好嗎|吧]|[都](是|有)(什麼|哪些)[呢])",
  en_memos: "(memos|notes|memo list|notes list|list of (memos|notes))",
  en_asked: "i (asked|told|had) you to (note [down]|write down|jot down|save|keep)",
};

const phrase = (template: string): TemplatePhrase => ({
  template,
  rules: RULES,
  slotTypes: [MEMO_WORD_SLOT],
  toArgs: () => ({}),
});

/**
 * What the local route answers with `list_memos`, as sentence templates: 「列出我的備忘錄」「把備忘錄唸給我聽」
 * 「筆記有哪些 列出來」「我記過哪些筆記」「我之前叫你記的東西 念給我聽」「show my notes」「read my notes back to me」.
 * Questions about memos (「備忘錄有哪些功能」「筆記本有哪些」) do not match.
 */
export const listMemosPhrases: readonly TemplatePhrase[] = [
  "<please>(<show>|翻|翻翻|翻看)[一下][<mine>]<memo><list><for_me>",
  // The list first, then how it is to be given: 「備忘錄,唸給我聽」「我的筆記 列出來」「備忘錄給我看一下」.
  "[我的]<memo>[,]([都|全部][給我](列|念|唸|讀|秀)[出來][一下]<for_me>|<show_me>)",
  // Shown to the one asking, the asking first: 「給我看一下備忘錄」「讓我看看我的筆記」.
  "<show_me>[<mine>]<memo><list>",
  // Whether they are still there: 「我的備忘錄還在嗎」「筆記都還在不在」.
  "[<mine>]<memo>[都]還在(嗎|不在)",
  "<please>把[<mine>]<memo>[都|全部](唸|念|讀|列|秀|叫|顯示|打開)[出來][一下]<for_me>",
  "[我][現在|目前][都](有|記了|記過|寫了|寫過|存了|還有|還剩|剩|剩下)[些](哪些|什麼|幾則|幾條|幾個)<memo>[嗎|呢]<read_out>",
  // 「還有備忘錄嗎」「我還有沒有筆記」: whether some are left, after deleting some; 「我有備忘錄嗎」: whether there are any at all.
  "[我][現在|目前]還有[沒有][任何]<memo>[嗎|剩下嗎]",
  "<memo>還有[剩](嗎|沒有)",
  "[我][現在|目前](有[任何]<memo>嗎|有沒有[任何]<memo>)",
  // The noun first: 「筆記有哪些 列出來」「看看備忘錄裡面寫了什麼」.
  "[<show>[一下]][現在|目前][我的]<memo><list><what_is_in><read_out>",
  "[我的]<memo>(清單|列表)<read_out>",
  "我的[所有|全部]<memo>",
  "<please>[看|看看|看一下|查|查一下|查看|唸|念][一下]我[之前|以前|最近|剛剛|剛才][都]記(了|過|下了)(哪些|什麼|啥)[事|事情|東西|內容][呢]",
  // 「我之前請你記下來的事情 可以再唸給我聽嗎」「把我叫你記的東西念給我聽」「再唸一次你幫我記的東西」「唸一下我記的東西」.
  "<please><noted><give_back>",
  "<please>把<noted>[都|全部](唸|念|讀|列|說)[出來][一下|一次|一遍]<for_me>",
  "<please>[再|重新](唸|念|讀|列出|說)[一下|一次|一遍]<noted><for_me>",
  "(list|show|read|tell) [me] [all] [of] [my] <en_memos> [back] [to me]",
  // "read me back what I asked you to note down", "what did I tell you to write down".
  "[(can|could) you] (read|tell|show) [me] [back] (what|the (thing|things|stuff|note|notes) [that]) <en_asked> [again|back] [to me] [[,] please] [?]",
  "what did i (ask|tell) you to (note [down]|write down|jot down|save)",
  "(what|which) (memos|notes) (do i have|did i (write|take|make|save))",
  "what are my (memos|notes)",
  "(what's|what’s|whats) (on|in) my <en_memos>",
  // 'do I still have any notes', 'any notes left', 'how many notes do I have left': after deleting some.
  "(do i [still] have|did i (write|take|make|save)|are there [still]) any (memos|notes) [left]",
  "any (memos|notes) left",
  "how many (memos|notes) (do i have|are there) [left]",
  "what (memos|notes) (do i have|are) left",
  "what did i (write|jot|note) down",
].map(phrase);
