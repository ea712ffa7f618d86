import { REGISTERED_LOCALES } from "./locales/registered-locales";
import { replaceWords } from "./replace-words";

// Chinese as people in Taiwan and Hong Kong speak it, which the phrases do not read as said:
// English words inside a Chinese sentence (「幫我set一個明天七點的alarm」) and Cantonese words
// written in Traditional characters (「幫我睇下聽日天氣」「而家幾點」). Each is put in the Mandarin
// the phrases read; text the tables do not cover stays as it was.

// English words in a Chinese sentence, by what they mean there. Longer entries first.
const ENGLISH_IN_CHINESE: readonly (readonly [string, string])[] = [
  // 「幫我 take a note 明天 meeting 要帶電腦」: noting, said in English, asks for a memo.
  ["take a note", "記一下"],
  ["make a note", "記一下"],
  ["take note", "記一下"],
  ["moon phase", "月相"],
  ["headlines", "頭條"],
  ["headline", "頭條"],
  ["transactions", "交易"],
  ["transaction", "交易"],
  ["accounts", "帳戶"],
  ["account", "帳戶"],
  ["alarms", "鬧鐘"],
  ["alarm", "鬧鐘"],
  ["memos", "備忘錄"],
  ["memo", "備忘錄"],
  ["notes", "筆記"],
  ["timers", "計時器"],
  ["timer", "計時器"],
  ["weather", "天氣"],
  ["news", "新聞"],
  ["remind", "提醒"],
  ["delete", "刪除"],
  ["cancel", "取消"],
  ["check", "查"],
  ["set", "設"],
  ["list", "清單"],
  ["tech", "科技"],
  ["wiki", "維基百科"],
];
const englishInChinese = new RegExp(
  String.raw`(?<![A-Za-z])(?:${ENGLISH_IN_CHINESE.map(([word]) => word.replaceAll(" ", "\\s+")).join("|")})(?![A-Za-z])`,
  "giu",
);
const meaningOf = new Map(ENGLISH_IN_CHINESE.map(([word, meaning]) => [word, meaning]));

// Taiwanese words said in Mandarin (「甘有要落雨」), and names for a timer.
const TAIWANESE_AND_SLANG: readonly (readonly [string, string])[] = [
  ["甘有要", "會不會"],
  ["甘有", "有沒有"],
  ["番茄鐘", "計時器"],
  // OpenCC writes the Simplified 番茄钟 with 鍾.
  ["番茄鍾", "計時器"],
];
// Each locale's own words (src/language/locales/<locale>/: Cantonese's 聽日, 而家, 唔該 …), then these.
const readSaidOtherwise = replaceWords([
  ...REGISTERED_LOCALES.flatMap((definition) => definition.routeWords ?? []),
  ...TAIWANESE_AND_SLANG,
]);

/**
 * The Mandarin the phrases read, for a (normalised) Chinese sentence with English words or
 * Cantonese in it: 「幫我set一個明天七點的alarm」 → 「幫我設一個明天七點的鬧鐘」, 「幫我睇下聽日天氣」 →
 * 「幫我看一下明天天氣」. A sentence with no Chinese comes back as it was.
 */
export function readMixedSpeech(text: string): string {
  if (!/\p{Script=Han}/u.test(text)) return text;
  return readSaidOtherwise(text).replace(englishInChinese, (word) => meaningOf.get(word.toLowerCase().replace(/\s+/g, " ")) ?? word);
}

/**
 * A sentence said in short bursts, as a child or a recognizer gives it (「鬧鐘 明天 七點 叫我」
 * 「現在 幾點 幾點」): the spaces between Chinese words closed, and a word said twice in a row once.
 */
export function joinSpokenBursts(text: string): string {
  const parts = text.split(/(?<=\p{Script=Han})\s+(?=[\p{Script=Han}\d])|(?<=\d)\s+(?=\p{Script=Han})/u);
  if (parts.length < 2) return text;
  const kept = parts.filter((part, index) => part !== parts[index - 1]);
  // 「計時 一分鐘 計時 一分鐘」: a request said twice.
  const half = kept.length / 2;
  const once = Number.isInteger(half) && kept.slice(0, half).join("") === kept.slice(half).join("") ? kept.slice(0, half) : kept;
  return once.join("");
}
