import { localeDefinition, type Locale } from "./locale";

/**
 * Text in the script of the user's locale: Traditional (Taiwan) for zh-TW, Hong Kong characters
 * for zh-HK, Simplified for zh-CN, unchanged for English. Each locale says how
 * (src/language/locales/<locale>/).
 */
export function toUserScript(text: string, locale: Locale): string {
  return localeDefinition(locale).toScript(text);
}
