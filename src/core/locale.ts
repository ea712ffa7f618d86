/** The locales replies and messages come in. Traditional Chinese first. */
export const LOCALES = ["zh-TW", "zh-CN", "en"] as const;

/** One of {@link LOCALES}. */
export type Locale = (typeof LOCALES)[number];

/** True when `value` is a supported locale. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}
