import { hasHan, toTraditional } from "../core/chinese-script";

// Punctuation a sentence may end with, in either width (full-width is folded by NFKC first).
// Brackets are kept: "(3+5)*12" must reach the calculator whole.
// Emoji count as punctuation here: 「明天早上七點叫我起床😀」 is the same request.
const trailingPunctuation = /[\s.,!?;:~…。，、！？；：～」』"'”’\p{Extended_Pictographic}\u{FE0F}\u{200D}]+$/u;
const leadingPunctuation = /^[\s「『"'“‘\p{Extended_Pictographic}\u{FE0F}\u{200D}]+/u;

// 到底 only stresses a question: 「飲料到底花了多少」 asks 「飲料花了多少」.
const COLLOQUIAL_WORDS: Readonly<Record<string, string>> = { 啥: "什麼", 咋樣: "怎麼樣", 咋: "怎麼", 到底: "" };
const colloquial = /咋樣|咋|啥|到底/gu;
// 嘞 ending a question asks as 呢 does (「今晚的月亮是什麼樣子嘞」「那明天的嘞」); 好嘞, 得嘞 and 行嘞 agree.
const QUESTION_LEI = /(?<![好得行對])嘞$/u;

/**
 * Normalises a user's text once, before any local phrase is tested against it:
 * full-width letters, digits and punctuation become half-width (NFKC), Simplified Chinese
 * becomes Traditional with Taiwan characters (OpenCC), 臺 is written 台 (so 台幣 and 臺幣
 * read alike), white space is collapsed to single spaces and dropped between a number and its
 * unit (「2020 年」 → 「2020年」, 「3 點」 → 「3點」), spoken 啥 and 咋(樣) are written 什麼 and
 * 怎麼(樣) and 到底 is dropped, a question's last 嘞 is written 呢, and the text is trimmed of
 * surrounding white space and trailing punctuation. Letter case is kept.
 *
 * @example
 * ```ts
 * normalizeText("北京明天会下雨吗？"); // "北京明天會下雨嗎"
 * normalizeText("１００ 美金　換台幣"); // "100 美金 換台幣"
 * ```
 */
export function normalizeText(text: string): string {
  let normalized = text.normalize("NFKC");
  if (hasHan(normalized)) normalized = toTraditional(normalized).replaceAll("臺", "台");
  return (
    normalized
      // Spoken words with a written form the phrases read: 「月亮啥樣」「天氣咋樣」.
      .replace(colloquial, (word) => COLLOQUIAL_WORDS[word] ?? word)
      .replace(/\s+/gu, " ")
      // 「2020 年」「3 點」「5 天前」 read as 「2020年」「3點」「5天前」.
      .replace(/(?<=\d) (?=[年月日號天點分時週周個])|(?<=[年月點時]) (?=\d)/gu, "")
      .replace(trailingPunctuation, "")
      .replace(leadingPunctuation, "")
      .trim()
      .replace(QUESTION_LEI, "呢")
  );
}
