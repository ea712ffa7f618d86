export { createStockTool } from "./stock-tool";
export type { StockToolOptions } from "./stock-tool";
export { inferMarketPrefix } from "./infer-market-prefix";
export type { MarketPrefix } from "./infer-market-prefix";
export type { StockQuote } from "./stock-quote";
