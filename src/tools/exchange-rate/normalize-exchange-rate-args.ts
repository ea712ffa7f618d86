import type { FormatContext } from "../../core/base-tool";
import { localeDefinition } from "../../core/locale";
import { parseNumber } from "../../language/number-words";
import { resolveCurrency } from "../../language/currency-words";

const plainDecimal = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$|^\d+(?:\.\d+)?$/;

/**
 * Loose arguments to the schema's form: currency names in either script or English to ISO
 * codes (「美金」→ USD, 「人民币」→ CNY), amounts in words to numbers (「2.5萬」→ 25000), amounts
 * in digits to exact decimal strings (「1,000元」→ "1000"), and no target the user's own currency
 * (the turn's locale's: TWD, HKD for a Cantonese turn). What it cannot read stays as it is, for
 * `execute` to report with the tool's own error codes.
 */
export function normalizeExchangeRateArgs(args: Record<string, unknown>, context?: Pick<FormatContext, "locale">): Record<string, unknown> {
  const normalized: Record<string, unknown> = { ...args };
  for (const key of ["from_currency", "to_currency"] as const) {
    const value = normalized[key];
    if (value === null || value === "") delete normalized[key];
    else if (typeof value === "string") normalized[key] = resolveCurrency(value) ?? value.trim();
  }
  if (normalized.to_currency === undefined && context !== undefined)
    normalized.to_currency = localeDefinition(context.locale).defaults.currency;
  const amount = normalized.amount;
  if (amount === null || amount === "") delete normalized.amount;
  else if (typeof amount === "string") {
    const written = amount.trim().replace(/\s*[元塊块]$/u, "");
    // Digits stay a string, exact at any size; only words (「2.5萬」「一百」) become a number.
    normalized.amount = plainDecimal.test(written) ? written.replaceAll(",", "") : (parseNumber(written) ?? amount);
  }
  return normalized;
}
