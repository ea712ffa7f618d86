/**
 * The exchange rate tool's own error codes, beside the shared ones in `TOOL_ERROR_CODES`
 * (a timeout or an unreachable source is `api_timeout` / `network_error` there).
 */
export const EXCHANGE_RATE_ERROR_CODES = [
  /** A currency is not known to any rate source. */
  "unsupported_currency",
  /** Converting a currency into itself. */
  "same_currency",
  /** An amount that is zero, negative or not a number. */
  "invalid_amount",
] as const;

/** One of {@link EXCHANGE_RATE_ERROR_CODES}. */
export type ExchangeRateErrorCode = (typeof EXCHANGE_RATE_ERROR_CODES)[number];
