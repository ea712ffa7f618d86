import { REGISTERED_LOCALES } from "./locales/registered-locales";
import { REGISTERED_WORDS } from "./locales/registered-words";
import { replaceWords } from "./replace-words";

// Chinese as people in Taiwan and Hong Kong speak it, which the phrases do not read as said:
// English words inside a Chinese sentence (「幫我set一個明天七點的alarm」) and Cantonese words
// written in Traditional characters (「幫我睇下聽日天氣」「而家幾點」). Each is put in the Mandarin
// the phrases read; text the tables do not cover stays as it was.

// Each language's words borrowed from another (locales/<code>/: English said inside Chinese), read
// in the language's own words.
const BORROWED = REGISTERED_WORDS.flatMap((words) => words.borrowed ?? []);
const borrowedWords =
  BORROWED.length === 0
    ? /(?!)/giu
    : new RegExp(String.raw`(?<![A-Za-z])(?:${BORROWED.map(([word]) => word.replaceAll(" ", "\\s+")).join("|")})(?![A-Za-z])`, "giu");
const meaningOf = new Map(BORROWED.map(([word, meaning]) => [word, meaning]));

// Each locale's own words (src/language/locales/<locale>/: Cantonese's 聽日, 而家, 唔該 …), then the
// words each language's speakers say otherwise (Taiwanese 甘有要).
const readSaidOtherwise = replaceWords([
  ...REGISTERED_LOCALES.flatMap((definition) => definition.routeWords ?? []),
  ...REGISTERED_WORDS.flatMap((words) => words.saidOtherwise ?? []),
]);

/**
 * The Mandarin the phrases read, for a (normalised) Chinese sentence with English words or
 * Cantonese in it: 「幫我set一個明天七點的alarm」 → 「幫我設一個明天七點的鬧鐘」, 「幫我睇下聽日天氣」 →
 * 「幫我看一下明天天氣」. A sentence with no Chinese comes back as it was.
 */
export function readMixedSpeech(text: string): string {
  if (!/\p{Script=Han}/u.test(text)) return text;
  return readSaidOtherwise(text).replace(borrowedWords, (word) => meaningOf.get(word.toLowerCase().replace(/\s+/g, " ")) ?? word);
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
