import Decimal from "decimal.js";
import type { Locale } from "../../core/locale";

const chineseCurrencyNames: Record<string, string> = { TWD: "元", USD: "美元", JPY: "日圓", EUR: "歐元", CNY: "人民幣", HKD: "港幣" };

/** A decimal string with thousands separators: "-1234.5" → "-1,234.5". Exact, no float. */
export function groupDigits(amount: string): string {
  const [whole = "0", fraction] = new Decimal(amount).toFixed().split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/**
 * An amount as it is spoken: 「1,234 元」, 「6.75 美元」 in Chinese; "NT$1,234", "USD 6.75" in
 * English. The sign is kept; pass the absolute value to speak a spend.
 */
export function formatMoney(amount: string, currency: string, locale: Locale): string {
  const digits = groupDigits(amount);
  if (locale === "en")
    return currency === "TWD" ? (digits.startsWith("-") ? `-NT$${digits.slice(1)}` : `NT$${digits}`) : `${currency} ${digits}`;
  return `${digits} ${chineseCurrencyNames[currency] ?? currency}`;
}

/** The absolute value of a decimal string. */
export function absoluteAmount(amount: string): string {
  return new Decimal(amount).abs().toFixed();
}
