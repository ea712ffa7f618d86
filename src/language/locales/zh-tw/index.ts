import { isSimplified, toTraditional } from "../../../core/chinese-script";
import type { LocaleDefinition } from "../locale-definition";
import { CHINESE_WORDS } from "./chinese-words";

/**
 * Traditional Chinese as Taiwan writes it: the library's first language. Only text that reads as
 * Simplified is converted: converting Traditional text again is not harmless (獲准 would become
 * 獲準), and every 台 the text had stays 台 — OpenCC writes 臺, and Taiwan writes both.
 */
function toTaiwanScript(text: string): string {
  if (!isSimplified(text)) return text;
  const converted = toTraditional(text);
  if (converted.length !== text.length || !text.includes("台")) return converted;
  return Array.from(converted, (character, index) => (text[index] === "台" ? "台" : character)).join("");
}

/** Traditional Chinese (Taiwan). */
export const taiwanMandarin: LocaleDefinition<"zh-TW"> = {
  code: "zh-TW",
  replyLanguage: "Traditional Chinese with Taiwan wording",
  dateLocale: "zh-TW",
  wordSeparator: "",
  inScript: (text) => !isSimplified(text),
  han: true,
  fromMessage: (text) => text.zh,
  toScript: toTaiwanScript,
  defaults: { timeZone: "Asia/Taipei", currency: "TWD" },
  holdingLine: "我查一下喔。",
  words: CHINESE_WORDS,
};
