import { isSimplified, toMainlandSimplified, toSimplified, toTraditional } from "./chinese-script";
import type { Locale } from "./locale";

/**
 * Text in the script of the user's locale: Traditional (Taiwan) for zh-TW, Simplified for zh-CN,
 * unchanged for English. Traditional text becomes Simplified in mainland words (網路連線 → 网络连接);
 * text already Simplified keeps its words (a headline's 支援 stays, only stray Traditional
 * characters change). For zh-TW only text that reads as Simplified is converted: converting
 * Traditional text again is not harmless (獲准 would become 獲準), and every 台 the text had stays
 * 台 — OpenCC writes 臺, and Taiwan writes both.
 */
export function toUserScript(text: string, locale: Locale): string {
  if (locale === "en") return text;
  if (locale === "zh-CN") return isSimplified(text) ? toSimplified(text) : toMainlandSimplified(text);
  if (!isSimplified(text)) return text;
  const converted = toTraditional(text);
  if (converted.length !== text.length || !text.includes("台")) return converted;
  return Array.from(converted, (character, index) => (text[index] === "台" ? "台" : character)).join("");
}
