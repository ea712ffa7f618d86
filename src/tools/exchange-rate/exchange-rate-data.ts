/**
 * What a successful conversion returns. Amounts are decimal strings, exact at any size
 * (`"123456789012345.67"`, `"1000000000000000000000"`), never binary floats.
 */
export interface ExchangeRateData {
  /** ISO code converted from. */
  from_currency: string;
  /** The amount asked about, as a canonical decimal string, e.g. `"100"`. */
  from_amount: string;
  /** ISO code converted to. */
  to_currency: string;
  /**
   * `from_amount × rate`, computed in decimal and rounded for speech: to the currency's ISO 4217
   * minor unit (JPY and KRW whole units, TWD and USD cents), three significant digits below 1.
   */
  to_amount: string;
  /** Units of `to_currency` for one `from_currency`, as the source gave it. */
  rate: number;
  /** The day the source published the rate, `YYYY-MM-DD`. */
  rate_date: string;
  /** Where the rate came from: "Frankfurter" or "ExchangeRate-API". */
  source: string;
  /** When the question was answered (the turn's clock), ISO 8601. */
  queried_at: string;
}
