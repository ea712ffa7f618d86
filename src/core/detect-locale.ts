import { hasHan, isSimplified } from "./chinese-script";
import type { Locale } from "./locale";

/**
 * The language to answer a text in: Simplified Chinese when it is written in Simplified
 * characters, English when it has Latin letters and no Chinese, otherwise `fallback`
 * (text such as 「你好」 reads the same in both scripts).
 */
export function detectLocale(text: string, fallback: Locale): Locale {
  if (hasHan(text)) {
    if (isSimplified(text)) return "zh-CN";
    return fallback === "en" ? "zh-TW" : fallback;
  }
  return /[a-z]{2}/i.test(text) ? "en" : fallback;
}
