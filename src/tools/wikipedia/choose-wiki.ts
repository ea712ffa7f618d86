import { hasHan } from "../../core/chinese-script";
import type { Locale } from "../../core/locale";

/** The Wikipedias the tool reads. */
export type WikiLanguage = "zh" | "en";

/** Which Wikipedia to ask, and in which Chinese variant. */
export interface WikiChoice {
  language: WikiLanguage;
  /** LanguageConverter variant for zh (`zh-tw` or `zh-cn`); none for en. */
  variant?: "zh-tw" | "zh-cn";
}

/**
 * English Wikipedia for a query in Latin letters with no Chinese characters ("Alan Turing");
 * otherwise Chinese Wikipedia, converted to Traditional (zh-tw) unless the user writes Simplified
 * (locale zh-CN → zh-cn).
 */
export function chooseWiki(query: string, locale: Locale): WikiChoice {
  if (!hasHan(query) && /[A-Za-z]/.test(query)) return { language: "en" };
  return { language: "zh", variant: locale === "zh-CN" ? "zh-cn" : "zh-tw" };
}
