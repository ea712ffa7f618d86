import type { Locale } from "../../core/locale";

/** One rate as a source quoted it: 1 `base` = `rate` `quote`, as of `date`. */
export interface RateQuote {
  /** Units of the quote currency for one unit of the base currency. */
  rate: number;
  /** The day the rate was published, `YYYY-MM-DD`. */
  date: string;
  /** The source's name, for the spoken answer (e.g. "Frankfurter"). */
  source: string;
}

/** What a source needs to make one request. */
export interface RateRequest {
  /** ISO code of the currency converted from. */
  base: string;
  /** ISO code of the currency converted to. */
  quote: string;
  /** The turn's abort signal. */
  signal: AbortSignal;
  /** The language error messages are written in. */
  locale: Locale;
}

/**
 * A place exchange rates come from. `fetchRate` resolves to `null` when the source does not
 * know one of the currencies, and throws a ToolError when it cannot answer (timeout, network,
 * HTTP error, a body of another shape).
 */
export interface RateSource {
  /** The source's name, as spoken. */
  readonly name: string;
  /** The rate of one pair, or `null` when the source lacks the pair. */
  fetchRate(request: RateRequest): Promise<RateQuote | null>;
}

/** How the exchange rate service is named in messages. */
export const EXCHANGE_RATE_SERVICE = { zh: "匯率服務", en: "the exchange rate service" } as const;
