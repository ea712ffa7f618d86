import type { Locale } from "../core/locale";
import { normalizeText } from "./normalize-text";

/**
 * Currency names people say, in Traditional Chinese (with 台, not 臺) and lower-case English,
 * mapped to ISO 4217 codes. Simplified spellings (人民币, 日圆, 台币) and 臺 resolve through
 * {@link resolveCurrency}, which converts before looking up.
 */
export const CURRENCY_ALIASES: Readonly<Record<string, string>> = {
  美金: "USD",
  美元: "USD",
  美刀: "USD",
  日幣: "JPY",
  日圓: "JPY",
  日元: "JPY",
  日本円: "JPY",
  歐元: "EUR",
  人民幣: "CNY",
  人民元: "CNY",
  韓元: "KRW",
  韓幣: "KRW",
  韓圓: "KRW",
  港幣: "HKD",
  港元: "HKD",
  港紙: "HKD",
  英鎊: "GBP",
  澳幣: "AUD",
  澳元: "AUD",
  台幣: "TWD",
  新台幣: "TWD",
  加幣: "CAD",
  加元: "CAD",
  加拿大幣: "CAD",
  新加坡幣: "SGD",
  新幣: "SGD",
  瑞士法郎: "CHF",
  紐幣: "NZD",
  紐西蘭幣: "NZD",
  泰銖: "THB",
  越南盾: "VND",
  盧比: "INR",
  印度盧比: "INR",
  馬幣: "MYR",
  令吉: "MYR",
  印尼盾: "IDR",
  菲律賓披索: "PHP",
  "us dollar": "USD",
  "us dollars": "USD",
  "american dollar": "USD",
  "american dollars": "USD",
  dollar: "USD",
  dollars: "USD",
  bucks: "USD",
  // Said casually: quid (pounds), sing dollars (Singapore), aussie dollars, loonies (Canada).
  quid: "GBP",
  "sing dollar": "SGD",
  "sing dollars": "SGD",
  "aussie dollar": "AUD",
  "aussie dollars": "AUD",
  loonie: "CAD",
  loonies: "CAD",
  yen: "JPY",
  "japanese yen": "JPY",
  euro: "EUR",
  euros: "EUR",
  pound: "GBP",
  pounds: "GBP",
  "british pound": "GBP",
  "british pounds": "GBP",
  sterling: "GBP",
  "pound sterling": "GBP",
  renminbi: "CNY",
  yuan: "CNY",
  "chinese yuan": "CNY",
  rmb: "CNY",
  won: "KRW",
  "korean won": "KRW",
  "hong kong dollar": "HKD",
  "hong kong dollars": "HKD",
  "australian dollar": "AUD",
  "australian dollars": "AUD",
  "taiwan dollar": "TWD",
  "taiwan dollars": "TWD",
  "new taiwan dollar": "TWD",
  "new taiwan dollars": "TWD",
  "nt dollar": "TWD",
  "nt dollars": "TWD",
  ntd: "TWD",
  // "50 bucks in NT": Taiwan English names the currency by its sign, NT$.
  nt: "TWD",
  "canadian dollar": "CAD",
  "canadian dollars": "CAD",
  "singapore dollar": "SGD",
  "singapore dollars": "SGD",
  "malaysian ringgit": "MYR",
  "indonesian rupiah": "IDR",
  "swiss franc": "CHF",
  "swiss francs": "CHF",
  rupee: "INR",
  rupees: "INR",
  "indian rupee": "INR",
  "indian rupees": "INR",
  ringgit: "MYR",
  baht: "THB",
  "thai baht": "THB",
  rupiah: "IDR",
  "philippine peso": "PHP",
  "philippine pesos": "PHP",
};

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
    .map((alias) => escapeRegExp(alias).replaceAll("台", "[台臺]").replaceAll(" ", "\\s*")),
  "[A-Za-z]{3}",
].join("|");
