export { createExchangeRateTool } from "./exchange-rate-tool";
export type { ExchangeRateData, ExchangeRateToolOptions } from "./exchange-rate-tool";
export { CURRENCY_ALIASES, CURRENCY_PATTERN, currencyName, resolveCurrency } from "./currencies";
