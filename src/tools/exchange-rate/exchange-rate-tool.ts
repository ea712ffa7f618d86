import Decimal from "decimal.js";
import { z } from "zod";
import { defineTool } from "../../core/define-tool";
import { localize } from "../../core/localize";
import type { Locale } from "../../core/locale";
import { ToolError } from "../../core/tool-error";
import { ToolResult } from "../../core/tool-result";
import { createHttpClient } from "../../http/http-client";
import { currencyName, resolveCurrency } from "./currencies";
import type { ExchangeRateErrorCode } from "./exchange-rate-error-codes";
import { fetchQuote } from "./fetch-quote";
import { formatExchangeRate } from "./exchange-rate-formatter";
import { createFrankfurterSource } from "./frankfurter-source";
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

/** What a successful conversion returns. */
export interface ExchangeRateData {
  /** ISO code converted from. */
  from_currency: string;
  from_amount: number;
  /** ISO code converted to. */
  to_currency: string;
  /** `from_amount × rate`, computed in decimal and rounded for speech. */
  to_amount: number;
  /** Units of `to_currency` for one `from_currency`, as the source gave it. */
  rate: number;
  /** The day the source published the rate, `YYYY-MM-DD`. */
  rate_date: string;
  /** Where the rate came from: "Frankfurter" or "ExchangeRate-API". */
  source: string;
  /** When the question was answered (the turn's clock), ISO 8601. */
  queried_at: string;
}

const parameters = z.object({
  from_currency: z.string().describe("Currency to convert from: an ISO 4217 code (USD) or its name (美金, 日幣, 歐元, 人民幣)."),
  to_currency: z.string().default("TWD").describe("Currency to convert to, code or name. Default: TWD (新台幣)."),
  amount: z.union([z.number(), z.string()]).default(1).describe("Amount of from_currency, greater than 0. Default: 1."),
});

function readAmount(amount: unknown): Decimal | null {
  if (typeof amount !== "number" && typeof amount !== "string") return null;
  try {
    const value = new Decimal(typeof amount === "string" ? amount.replaceAll(",", "").trim() : amount);
    return value.isFinite() && value.gt(0) ? value : null;
  } catch {
    return null;
  }
}

function unsupported(locale: Locale, name: string): ToolError<ExchangeRateErrorCode> {
  return new ToolError<ExchangeRateErrorCode>("unsupported_currency", localize(locale, { zh: `不支援「${name}」這個幣別。`, en: `The currency "${name}" is not supported.` }), { currency: name });
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
  const sources = [createFrankfurterSource({ baseUrl: frankfurterBaseUrl, http }), createOpenErApiSource({ baseUrl: openErApiBaseUrl, http })];
  const cache = new RateCache(cacheTtlMs);
  return defineTool({
    name: "get_exchange_rate",
    description: "Converts an amount of money between two currencies at the latest exchange rate, or tells one currency's rate (to TWD by default). Use it for 匯率 and currency conversion, e.g. 「100 美金換台幣多少」「日幣匯率」.",
    parameters,
    phrases: exchangeRatePhrases,
    // Room for the fallback source after the first one timed out.
    timeoutMs: timeoutMs * sources.length + 1_000,
    normalize: normalizeExchangeRateArgs,
    format: formatExchangeRate,
    async execute({ from_currency, to_currency, amount }, { signal, now, locale }): Promise<ToolResult<ExchangeRateData>> {
      const from = resolveCurrency(from_currency);
      if (from === null) return ToolResult.fail(unsupported(locale, from_currency));
      const to = resolveCurrency(to_currency);
      if (to === null) return ToolResult.fail(unsupported(locale, to_currency));
      if (from === to) {
        return ToolResult.fail(new ToolError<ExchangeRateErrorCode>("same_currency", localize(locale, { zh: `兩邊都是${currencyName(from, "zh-TW")}，不需要換算。`, en: `Both currencies are ${currencyName(from, "en")}; there is nothing to convert.` })));
      }
      const value = readAmount(amount);
      if (value === null) {
        return ToolResult.fail(new ToolError<ExchangeRateErrorCode>("invalid_amount", localize(locale, { zh: `金額「${String(amount)}」不對，請說一個大於零的數字。`, en: `The amount "${String(amount)}" is not valid; please give a number greater than zero.` }), { amount: String(amount) }));
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
        from_amount: value.toNumber(),
        to_currency: to,
        to_amount: roundForSpeech(value.times(quote.rate)),
        rate: quote.rate,
        rate_date: quote.date,
        source: quote.source,
        queried_at: now.toISOString(),
      });
    },
  });
}
