import Decimal from "decimal.js";
import { z } from "zod";
import { defineTool } from "../../core/define-tool";
import { localize } from "../../core/localize";
import type { Locale } from "../../core/locale";
import { ToolError } from "../../core/tool-error";
import { ToolResult } from "../../core/tool-result";
import { createHttpClient } from "../../http/http-client";
import { currencyName, resolveCurrency } from "../../language/currency-words";
import type { ExchangeRateData } from "./exchange-rate-data";
import type { ExchangeRateErrorCode } from "./exchange-rate-error-codes";
import { fetchQuote } from "./fetch-quote";
import { formatExchangeRate } from "./exchange-rate-formatter";
import { createFrankfurterSource } from "./frankfurter-source";
import { exchangeRateDialogue } from "./exchange-rate-dialogue";
import { normalizeExchangeRateArgs } from "./normalize-exchange-rate-args";
import { createOpenErApiSource } from "./open-er-api-source";
import { exchangeRatePhrases } from "./phrases";
import { RateCache } from "./rate-cache";
import { roundForSpeech } from "./round-for-speech";

/** Options of {@link createExchangeRateTool}. */
export interface ExchangeRateToolOptions {
  /** Frankfurter host, asked first (`/v2/rate/{base}/{quote}`). Default: `"https://api.frankfurter.dev"`. */
  frankfurterBaseUrl?: string;
  /** ExchangeRate-API open access host, asked when Frankfurter fails or lacks the pair. Default: `"https://open.er-api.com"`. */
  openErApiBaseUrl?: string;
  /** Timeout of each request, in milliseconds. Default: 10 000. */
  timeoutMs?: number;
  /** Retries of a request that failed on the network or with a 5xx. Default: 1. */
  retries?: number;
  /** How long a fetched rate is reused without asking again, in milliseconds. Default: 3 600 000 (one hour). */
  cacheTtlMs?: number;
}

const parameters = z.object({
  from_currency: z.string().describe("Currency to convert from: an ISO 4217 code (USD) or its name (美金, 日幣, 歐元, 人民幣)."),
  to_currency: z.string().default("TWD").describe("Currency to convert to, code or name. Default: TWD (新台幣)."),
  amount: z
    .union([z.number(), z.string()])
    .default(1)
    .describe('Amount of from_currency, greater than 0: a decimal string such as "1234.56" (exact at any size) or a number. Default: 1.'),
});

// Decimal's default 20 significant digits would round a large product; these are exact for
// any amount up to MAX_AMOUNT_DIGITS integer digits times a rate.
const Exact = Decimal.clone({ precision: 80 });

/** Integer digits an amount may have: 10^30 is far past any sum of money, and keeps the product exact. */
const MAX_AMOUNT_DIGITS = 30;

function readAmount(amount: unknown): Decimal | "too_large" | null {
  if (typeof amount !== "number" && typeof amount !== "string") return null;
  try {
    const value = new Exact(typeof amount === "string" ? amount.replaceAll(",", "").trim() : amount);
    if (!value.isFinite() || !value.gt(0)) return null;
    return value.gte(new Exact(10).pow(MAX_AMOUNT_DIGITS)) ? "too_large" : value;
  } catch {
    return null;
  }
}

function unsupported(locale: Locale, name: string): ToolError<ExchangeRateErrorCode> {
  return new ToolError<ExchangeRateErrorCode>(
    "unsupported_currency",
    localize(locale, { zh: `不支援「${name}」這個幣別。`, en: `The currency "${name}" is not supported.` }),
    { currency: name },
  );
}

/**
 * `get_exchange_rate`: converts an amount between two currencies (TWD by default). Asks
 * Frankfurter v2 first and ExchangeRate-API's open access when Frankfurter fails or lacks the
 * pair; rates are cached per pair for `cacheTtlMs`, and the amount is multiplied in decimal.
 *
 * @example
 * ```ts
 * const tool = createExchangeRateTool({ cacheTtlMs: 10 * 60_000 });
 * await tool.execute({ from_currency: "USD", to_currency: "TWD", amount: 100 }, context);
 * ```
 */
export function createExchangeRateTool({
  frankfurterBaseUrl = "https://api.frankfurter.dev",
  openErApiBaseUrl = "https://open.er-api.com",
  timeoutMs = 10_000,
  retries = 1,
  cacheTtlMs = 3_600_000,
}: ExchangeRateToolOptions = {}) {
  const http = createHttpClient({ timeoutMs, retries });
  const sources = [
    createFrankfurterSource({ baseUrl: frankfurterBaseUrl, http }),
    createOpenErApiSource({ baseUrl: openErApiBaseUrl, http }),
  ];
  const cache = new RateCache(cacheTtlMs);
  return defineTool({
    name: "get_exchange_rate",
    description:
      "Converts an amount of money between two currencies at the latest exchange rate, or tells one currency's rate (to TWD by default). Use it for 匯率 and currency conversion, e.g. 「100 美金換台幣多少」「日幣匯率」.",
    parameters,
    phrases: exchangeRatePhrases,
    // Room for the fallback source after the first one timed out.
    timeoutMs: timeoutMs * sources.length + 1_000,
    normalize: normalizeExchangeRateArgs,
    dialogue: exchangeRateDialogue,
    format: formatExchangeRate,
    async execute({ from_currency, to_currency, amount }, { signal, now, locale }): Promise<ToolResult<ExchangeRateData>> {
      const from = resolveCurrency(from_currency);
      if (from === null) return ToolResult.fail(unsupported(locale, from_currency));
      const to = resolveCurrency(to_currency);
      if (to === null) return ToolResult.fail(unsupported(locale, to_currency));
      if (from === to) {
        return ToolResult.fail(
          new ToolError<ExchangeRateErrorCode>(
            "same_currency",
            localize(locale, {
              zh: `兩邊都是${currencyName(from, "zh-TW")}，不需要換算。`,
              en: `Both currencies are ${currencyName(from, "en")}; there is nothing to convert.`,
            }),
          ),
        );
      }
      const value = readAmount(amount);
      if (value === null || value === "too_large") {
        const message =
          value === null
            ? {
                zh: `金額「${String(amount)}」不對，請說一個大於零的數字。`,
                en: `The amount "${String(amount)}" is not valid; please give a number greater than zero.`,
              }
            : { zh: `金額「${String(amount)}」太大了，換算不了。`, en: `The amount "${String(amount)}" is too large to convert.` };
        return ToolResult.fail(
          new ToolError<ExchangeRateErrorCode>("invalid_amount", localize(locale, message), { amount: String(amount) }),
        );
      }
      let quote = cache.get(from, to, now);
      if (quote === undefined) {
        const fetched = await fetchQuote(sources, { base: from, quote: to, signal, locale });
        if (ToolError.isInstance(fetched)) return ToolResult.fail(fetched);
        cache.set(from, to, fetched, now);
        quote = fetched;
      }
      return ToolResult.ok({
        from_currency: from,
        from_amount: value.toFixed(),
        to_currency: to,
        // The rate through its shortest text, so 31.62 is 31.62 and not the float next to it.
        to_amount: roundForSpeech(value.times(String(quote.rate)), to),
        rate: quote.rate,
        rate_date: quote.date,
        source: quote.source,
        queried_at: now.toISOString(),
      });
    },
  });
}
