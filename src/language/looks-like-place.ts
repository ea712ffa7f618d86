import { saysPeriodWord } from "./date-words";
import { REGISTERED_WORDS } from "./locales/registered-words";

// What fills the place slot of a weather phrase is only a place when it looks like one; anything
// else is left to the model. Each language says what a name in its script looks like and which of
// its words no place holds (locales/<code>/*-place-words.ts); a name is written in one script, so
// 「今日 Los Angeles」 is a time word and a town, not one name.
const LANGUAGES = REGISTERED_WORDS.flatMap((words) => (words.place ? [words.place] : []));
const wholePeriodWord = (text: string): boolean => saysPeriodWord(text, { flags: "u", whole: true });

/**
 * Whether the text a weather phrase took for a place looks like one: a name in Chinese characters
 * or Latin letters (not both), with no time word (現在, 而家, 今日, 前兩天, tomorrow), no room or thing
 * indoors (客廳, 冰箱, bedroom), nothing in space, no place said from where the user is (隔壁,
 * 附近), no part of an answer (明細), no other service's word (股價, 匯率, stock) and no word of a
 * sentence around it.
 */
export function looksLikePlace(city: string): boolean {
  const language = LANGUAGES.find((candidate) => candidate.name.test(city));
  return language !== undefined && language.isPlace(city, wholePeriodWord);
}

// Where people go or what they do that is no town, in Chinese: named here for the weather's phrases.
export { NOT_A_TOWN } from "./locales/zh-tw/chinese-place-words";
