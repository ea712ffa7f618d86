import { isSimplified, toSimplified, toTraditional } from "./chinese-script";
import type { Locale } from "./locale";

/**
 * Text in the script of the user's locale: Traditional (Taiwan) for zh-TW, Simplified for zh-CN,
 * unchanged for English. For zh-TW only text that reads as Simplified is converted: converting
 * Traditional text again is not harmless (獲准 would become 獲準), and every 台 the text had stays
 * 台 — OpenCC writes 臺, and Taiwan writes both.
 */
export function toUserScript(text: string, locale: Locale): string {
  if (locale === "en") return text;
  if (locale === "zh-CN") return toSimplified(text);
  if (!isSimplified(text)) return text;
  const converted = toTraditional(text);
  if (converted.length !== text.length || !text.includes("台")) return converted;
  return Array.from(converted, (character, index) => (text[index] === "台" ? "台" : character)).join("");
}
