// How a Hong Kong reply says what Taiwan's message says: the words a Cantonese speaker would use
// to a friend (「已經幫你較咗聽日朝早七點嘅鬧鐘」), applied to the library's own messages when a
// message has no Cantonese text of its own. Only words whose sense does not change where they
// stand; words that hold one of them in another sense are kept as they are (的士, 但是, 目的).

const KEPT: readonly (readonly [string, string])[] = [
  ["的士", "的士"],
  ["目的", "目的"],
  ["的確", "的確"],
  ["但是", "但是"],
  ["於是", "於是"],
  ["是否", "是否"],
  ["可是", "可是"],
  ["或是", "或是"],
  ["還是", "還是"],
  ["總是", "總是"],
  ["其他", "其他"],
  ["他們", "佢哋"],
  ["它們", "佢哋"],
];

const DONE: readonly (readonly [string, string])[] = [
  ["的鬧鐘已經設好了", "嘅鬧鐘已經較好咗"],
  ["已設定", "已經幫你較咗"],
  ["已記下", "已經幫你記低咗"],
  ["已刪除", "已經幫你刪咗"],
  ["已取消", "已經幫你取消咗"],
  ["時間到了", "夠鐘喇"],
  ["的時間已經到了", "夠鐘喇"],
  ["要設幾點", "要較幾點"],
  ["要記什麼", "要記低咩"],
  ["要計時多久", "要計幾耐"],
];

const WORDS: readonly (readonly [string, string])[] = [
  ["明天", "聽日"],
  ["昨天", "琴日"],
  ["後天", "後日"],
  ["今天", "今日"],
  ["早上", "朝早"],
  ["下午", "下晝"],
  ["現在", "而家"],
  ["目前沒有", "而家冇"],
  ["沒有", "冇"],
  ["找不到", "搵唔到"],
  ["連不上", "連唔上"],
  ["網路", "網絡"],
  ["聽不懂", "聽唔明"],
  ["不要", "唔好"],
  ["不用", "唔使"],
  ["不是", "唔係"],
  ["是不是", "係唔係"],
  ["還剩", "仲有"],
  ["還有", "仲有"],
  ["什麼", "咩"],
  ["多少", "幾多"],
  ["多久", "幾耐"],
  ["怎麼樣", "點樣"],
  ["怎樣", "點樣"],
  ["這個", "呢個"],
  ["這些", "呢啲"],
  ["那個", "嗰個"],
  ["下雨", "落雨"],
  ["下雪", "落雪"],
  ["抱歉", "唔好意思"],
  ["對不起", "對唔住"],
  ["謝謝", "多謝"],
  ["他", "佢"],
  ["她", "佢"],
  ["它", "佢"],
  ["是", "係"],
  ["的", "嘅"],
];

/** Taiwan's words and Hong Kong's spoken ones, in the order they are tried (the longest first where several start at one place). */
export const CANTONESE_REPLY_WORDS: readonly (readonly [string, string])[] = [...KEPT, ...DONE, ...WORDS];
