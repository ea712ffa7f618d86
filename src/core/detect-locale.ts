import { hasHan } from "./chinese-script";
import { LOCALES, localeDefinition, type Locale } from "./locale";

/**
 * The language to answer a text in: the first locale that recognises it as its own (Cantonese by
 * its words, Simplified Chinese by its characters, English by Latin letters with no Chinese);
 * otherwise `fallback`, or, for Chinese text when `fallback` is not a Chinese locale, the first
 * Chinese one (text such as 「你好」 reads the same in every Chinese locale).
 */
export function detectLocale(text: string, fallback: Locale): Locale {
  const claimed = LOCALES.find((locale) => localeDefinition(locale).recognise?.(text) ?? false);
  if (claimed !== undefined) return claimed;
  if (hasHan(text) && !localeDefinition(fallback).han) return LOCALES.find((locale) => localeDefinition(locale).han) ?? fallback;
  return fallback;
}
