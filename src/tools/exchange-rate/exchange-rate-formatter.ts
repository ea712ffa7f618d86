import type { FormatContext } from "../../core/base-tool";
import { localize } from "../../core/localize";
import type { ToolResult } from "../../core/tool-result";
import type { ExchangeRateData } from "./exchange-rate-data";

// The amounts are already rounded for speech; Intl reads a decimal string exactly (no float
// on the way), and is only asked not to pad or cut decimals.
function money(locale: string, currency: string, amount: string): string {
  const digits = { minimumFractionDigits: 0, maximumFractionDigits: 20 };
  return new Intl.NumberFormat(locale, { style: "currency", currency, currencyDisplay: "name", ...digits }).format(
    amount as Intl.StringNumericLiteral,
  );
}

function plain(locale: string, value: number): string {
  return new Intl.NumberFormat(locale, { maximumSignificantDigits: 5 }).format(value);
}

/**
 * The conversion as one spoken sentence in the user's language, with the rate, its date and
 * its source: 「100 美元約等於 3,162 新台幣（匯率 31.62，2026-03-10，資料來源 Frankfurter）。」
 * A failure reads as its error message.
 */
export function formatExchangeRate(result: ToolResult<ExchangeRateData>, { locale }: FormatContext): string {
  if (!result.success || result.data === undefined) return result.error?.message ?? "";
  const { from_currency: from, from_amount: fromAmount, to_currency: to, to_amount: toAmount, rate, rate_date: date, source } = result.data;
  return localize(locale, {
    zh: `${money("zh-TW", from, fromAmount)}約等於 ${money("zh-TW", to, toAmount)}（匯率 ${plain("zh-TW", rate)}，${date}，資料來源 ${source}）。`,
    en: `${money("en", from, fromAmount)} is about ${money("en", to, toAmount)} (rate ${plain("en", rate)} as of ${date}, from ${source}).`,
  });
}
