import { toMainlandSimplified } from "./chinese-script";
import type { Locale } from "./locale";

/** A message in Traditional Chinese (`zh`) and English (`en`); Simplified is derived from `zh`. */
export interface LocalizedText {
  zh: string;
  en: string;
}

/**
 * Picks the message for a locale. Simplified Chinese is converted from the Traditional text
 * with OpenCC, in mainland words (網路 → 网络, 設定 → 设置), so every message is written twice, not
 * three times.
 *
 * @example
 * ```ts
 * localize("zh-CN", { zh: "找不到這個幣別。", en: "Unknown currency." }); // "找不到这个币别。"
 * ```
 */
export function localize(locale: Locale, text: LocalizedText): string {
  if (locale === "en") return text.en;
  if (locale === "zh-CN") return toMainlandSimplified(text.zh);
  return text.zh;
}
