import { DateTime } from "luxon";
import type { FormatContext } from "../../core/base-tool";
import { localize } from "../../core/localize";
import type { ToolResult } from "../../core/tool-result";
import type { StockQuote } from "./stock-quote";

const priceFormat = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 3, useGrouping: false });
const percentFormat = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
const volumeFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

function quoteTime(iso: string): string {
  const time = DateTime.fromISO(iso, { setZone: true });
  return time.isValid ? time.toFormat("yyyy-MM-dd HH:mm") : iso;
}

function movement(quote: StockQuote): { zh: string; en: string } {
  const change = priceFormat.format(Math.abs(quote.change));
  const percent = percentFormat.format(Math.abs(quote.change_percent));
  if (quote.change > 0) return { zh: `漲 ${change} 元（${percent}%）`, en: `up ${change} (${percent}%)` };
  if (quote.change < 0) return { zh: `跌 ${change} 元（${percent}%）`, en: `down ${change} (${percent}%)` };
  return { zh: "平盤", en: "unchanged" };
}

/**
 * A quote as one spoken sentence, e.g.
 * 「貴州茅台（600519）現價 1459.88 元，漲 0.44 元（0.03%），開盤 1459.44 元，最高 1464.88 元，
 * 最低 1452.10 元，成交量 21,064 手，資料時間 2026-04-02 16:14。」 A halted stock is said to be halted,
 * with its previous close. Failures: the error message.
 */
export function formatStockQuote(result: ToolResult<StockQuote>, { locale }: FormatContext): string {
  const quote = result.data;
  if (!result.success || quote === undefined) return result.error?.message ?? "";
  const time = quoteTime(quote.time);
  const price = priceFormat.format(quote.price);
  if (quote.halted) {
    return localize(locale, {
      zh: `${quote.name}（${quote.code}）目前停牌，昨收 ${price} 元，資料時間 ${time}。`,
      en: `${quote.name} (${quote.code}) is halted; its previous close was ${price} yuan, as of ${time} Beijing time.`,
    });
  }
  const move = movement(quote);
  const [open, high, low] = [quote.open, quote.high, quote.low].map((value) => priceFormat.format(value));
  const volume = volumeFormat.format(quote.volume);
  return localize(locale, {
    zh: `${quote.name}（${quote.code}）現價 ${price} 元，${move.zh}，開盤 ${open} 元，最高 ${high} 元，最低 ${low} 元，成交量 ${volume} ${quote.volume_unit}，資料時間 ${time}。`,
    en: `${quote.name} (${quote.code}) is at ${price} yuan, ${move.en}. Open ${open}, high ${high}, low ${low}, volume ${volume} ${quote.volume_unit}, as of ${time} Beijing time.`,
  });
}
