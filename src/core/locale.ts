import type { LocaleDefinition } from "../language/locales/locale-definition";
import { REGISTERED_LOCALES } from "../language/locales/registered-locales";

/** One of {@link LOCALES}: `"zh-TW"`, `"zh-HK"`, `"zh-CN"` or `"en"`. */
export type Locale = (typeof REGISTERED_LOCALES)[number]["code"];

/** The locales replies and messages come in, from src/language/locales/. Traditional Chinese (Taiwan) first. */
export const LOCALES: readonly Locale[] = REGISTERED_LOCALES.map((definition) => definition.code);

/** True when `value` is a supported locale. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** What the library knows of a locale: recognition, script, defaults, route words. */
export function localeDefinition(locale: Locale): LocaleDefinition<Locale> {
  return REGISTERED_LOCALES.find((definition) => definition.code === locale) ?? REGISTERED_LOCALES[0];
}
