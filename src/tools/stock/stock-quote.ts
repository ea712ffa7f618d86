/** A quote as `get_stock` returns it. Prices are in yuan; `time` is ISO 8601 in Beijing time (+08:00). */
export interface StockQuote {
  /** The six-digit code, e.g. `600519`. */
  code: string;
  /** The code with its exchange prefix, e.g. `sh600519`. */
  symbol: string;
  /** The stock's name, in the user's script (贵州茅台 → 貴州茅台 for zh-TW). */
  name: string;
  /** The last price; the previous close when the stock is halted. */
  price: number;
  /** Change from the previous close, in yuan. */
  change: number;
  /** Change from the previous close, in percent (0.03 means 0.03%). */
  change_percent: number;
  open: number;
  high: number;
  low: number;
  previous_close: number;
  /** Volume traded today, in `volume_unit`. */
  volume: number;
  /** 手/lots (Tencent, 100 shares each) or 股/shares (Sina), in the user's language. */
  volume_unit: string;
  /** When the quote was taken, e.g. `2026-04-02T16:14:01+08:00`. */
  time: string;
  /** True when the price was 0 (trading halted) and the previous close stands in for it. */
  halted: boolean;
  /** Which feed answered: `tencent` or `sina`. */
  source: "tencent" | "sina";
}

/** A quote as a feed parser reads it, before it is put into the user's language. */
export type ParsedQuote = Omit<StockQuote, "volume_unit"> & { volumeIn: "lots" | "shares" };
