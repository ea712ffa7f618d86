import type { LocalizedText } from "../language/locales/locale-definition";
import { localeDefinition, type Locale } from "./locale";

export type { LocalizedText } from "../language/locales/locale-definition";

/**
 * Picks the message for a locale: its own text where the message has one, else the text of the
 * locale it falls back on, written in its script (zh-HK → zh-TW → en). Simplified Chinese (in
 * mainland words: 網路 → 网络, 設定 → 设置) and Hong Kong Chinese are converted from the Traditional
 * text with OpenCC, so most messages are written twice, not four times.
 *
 * @example
 * ```ts
 * localize("zh-CN", { zh: "找不到這個幣別。", en: "Unknown currency." }); // "找不到这个币别。"
 * localize("zh-HK", { zh: "已設定鬧鐘。", en: "Alarm set.", "zh-HK": "已經幫你較咗鬧鐘。" }); // "已經幫你較咗鬧鐘。"
 * ```
 */
export function localize(locale: Locale, text: LocalizedText): string {
  return localeDefinition(locale).fromMessage(text);
}
