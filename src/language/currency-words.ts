import type { Locale } from "../core/locale";
import { REGISTERED_WORDS } from "./locales/registered-words";
import { normalizeText } from "./normalize-text";

/**
 * Currency names people say, in every registered language (`currencyNames` of its words:
 * Traditional Chinese with 台, not 臺, and lower-case English), mapped to ISO 4217 codes.
 * Simplified spellings (人民币, 日圆, 台币) and 臺 resolve through {@link resolveCurrency}, which
 * converts before looking up.
 */
export const CURRENCY_ALIASES: Readonly<Record<string, string>> = Object.assign(
  {},
  ...REGISTERED_WORDS.map((words) => words.currencyNames ?? {}),
) as Record<string, string>;

const isoCodes = new Set(Intl.supportedValuesOf("currency"));

/** True when `code` is an ISO 4217 currency code Node knows (upper case, e.g. "TWD"). */
export function isCurrencyCode(code: string): boolean {
  return isoCodes.has(code);
}

/**
 * The ISO code for a currency name or code, in either Chinese script or English, any case:
 * 「美金」「人民币」「新臺幣」「usd」「US dollar」. Null when the text names no currency.
 *
 * @example
 * ```ts
 * resolveCurrency("人民币"); // "CNY"
 * resolveCurrency("twd");    // "TWD"
 * resolveCurrency("比特幣"); // null
 * ```
 */
export function resolveCurrency(text: string): string | null {
  const key = normalizeText(text).toLowerCase();
  const alias = CURRENCY_ALIASES[key];
  if (alias !== undefined) return alias;
  const code = key.toUpperCase();
  return /^[A-Z]{3}$/.test(code) && isCurrencyCode(code) ? code : null;
}

const displayNames: Record<Locale, Intl.DisplayNames> = {
  "zh-TW": new Intl.DisplayNames(["zh-Hant-TW"], { type: "currency" }),
  "zh-HK": new Intl.DisplayNames(["zh-Hant-HK"], { type: "currency" }),
  "zh-CN": new Intl.DisplayNames(["zh-Hans-CN"], { type: "currency" }),
  en: new Intl.DisplayNames(["en"], { type: "currency" }),
};

/** A currency's name in a locale: USD → 美元 (zh-TW), 美元 (zh-CN), US Dollar (en); the code when unknown. */
export function currencyName(code: string, locale: Locale): string {
  return displayNames[locale].of(code) ?? code;
}

// Characters a name may be written either way (台 or 臺), from every language's `variants`.
const VARIANTS = REGISTERED_WORDS.flatMap((words) => Object.entries(words.variants ?? {}));

function withVariants(source: string): string {
  return VARIANTS.reduce((written, [character, other]) => written.replaceAll(character, `[${character}${other}]`), source);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Regex source that matches one currency name or code in normalised (Traditional) text:
 * every alias, longest first, with 台 or 臺, and any three Latin letters (check a match with
 * {@link resolveCurrency}, which declines letters that are not a code). Use with the `i` flag.
 */
export const CURRENCY_PATTERN: string = [
  ...Object.keys(CURRENCY_ALIASES)
    .sort((left, right) => right.length - left.length)
    .map((alias) => withVariants(escapeRegExp(alias)).replaceAll(" ", "\\s*")),
  "[A-Za-z]{3}",
].join("|");
