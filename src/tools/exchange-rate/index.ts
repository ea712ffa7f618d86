export { createExchangeRateTool } from "./exchange-rate-tool";
export type { ExchangeRateData } from "./exchange-rate-data";
export type { ExchangeRateToolOptions } from "./exchange-rate-tool";
export { CURRENCY_ALIASES, resolveCurrency } from "../../language/currency-words";
export { EXCHANGE_RATE_ERROR_CODES } from "./exchange-rate-error-codes";
export type { ExchangeRateErrorCode } from "./exchange-rate-error-codes";
