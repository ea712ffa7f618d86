// What a timer is for, said beside its length after a pause: 「煮泡麵用的」「泡茶用」「煮鸡蛋」「給烤地瓜的」.
// Chinese words only; purposeName reads what they say.
export const PURPOSE_PATTERN = String.raw`(?<purpose>\p{Script=Han}{1,12}?)`;

// Words around the name: 「是」「要」「給」「為了」「用來」 before it, 「的」「的話」 after it, and 「用」
// after a purpose of two characters or more (「泡茶用」; 「備用」 keeps it).
const BEFORE = /^(?:是|要|給|幫|替|為了?|用來|拿來)+(?=.)/u;
const AFTER = /(?:的話|的|啦|喔|哦|囉|啊)+$/u;
const FOR_USE = /(?<=\p{Script=Han}{2})用$/u;
// Words that say no purpose: a time or a day, another record, a person, a question, urgency, a
// courtesy, what to do when the time is up (「計時五分鐘 到了叫我」「倒數十分鐘 現在開始」), or
// words that only ask for a timer (「再一個」「那個」).
const NOT_A_PURPOSE =
  /^[零一二兩三四五六七八九十百千半再]|[零一二兩三四五六七八九十百千半]$|星期|禮拜|[點號週月年]$|今天|明天|後天|早上|晚上|下午|中午|現在|提醒|鬧|會議|開會|行程|[我你他她它誰]|[嗎呢吧]|什麼|多久|幾|怎麼|為什麼|哪|開始|馬上|立刻|趕快|快點|謝謝|感謝|拜託|好不好|可以|一下|叫|通知|告訴|跟.說|響|到了|結束|然後|順便|計時|倒數|時間|^(?:那個|這個|那|這|個|另外|新的?|設定?|開|來|定|好|對|嗯|就|先)$/u;

/**
 * The name a purpose said beside a timer's length gives (「煮泡麵用的」 → 「煮泡麵」, 「泡茶用」 → 「泡茶」,
 * 「煮鸡蛋」 → 「煮鸡蛋」), or null when the words say no purpose (「現在開始」「到了叫我」「可以嗎」).
 */
export function purposeName(said: string | undefined): string | null {
  const name = (said ?? "").trim().replace(AFTER, "").replace(FOR_USE, "").replace(BEFORE, "");
  return name === "" || NOT_A_PURPOSE.test(name) ? null : name;
}
