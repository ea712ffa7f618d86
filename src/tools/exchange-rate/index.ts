export { createExchangeRateTool } from "./exchange-rate-tool";
export type { ExchangeRateData, ExchangeRateToolOptions } from "./exchange-rate-tool";
export { CURRENCY_ALIASES, resolveCurrency } from "./currencies";
