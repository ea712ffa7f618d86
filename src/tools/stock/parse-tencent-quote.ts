import type { Locale } from "../../core/locale";
import { beijingTime } from "./beijing-time";
import { quoteErrors } from "./quote-errors";
import { quoteNumber } from "./quote-number";
import type { ParsedQuote } from "./stock-quote";

const statementPattern = /v_([a-z]{2}\d{6}|pv_none_match)="([^"]*)"/g;

/**
 * Reads one symbol's quote from a Tencent `qt.gtimg.cn/q=` body (already decoded from GBK):
 * `v_sh600519="1~贵州茅台~600519~1459.88~1459.44~…";`, fields split on `~` (apis.md 6.1).
 * Throws NOT_FOUND for `v_pv_none_match` or a missing symbol, and api_error for any other shape.
 * A price of 0 means trading is halted: the previous close stands in for it.
 */
export function parseTencentQuote(text: string, symbol: string, locale: Locale): ParsedQuote {
  const code = symbol.slice(2);
  const statements = new Map([...text.matchAll(statementPattern)].map((match) => [match[1], match[2]]));
  const value = statements.get(symbol);
  if (value === undefined) {
    if (statements.size > 0 || /pv_none_match/.test(text)) throw quoteErrors.notFound(locale, code);
    throw quoteErrors.unreadable(locale, "tencent", "no v_ statement in the body");
  }
  if (value.trim() === "") throw quoteErrors.notFound(locale, code);
  const fields = value.split("~");
  if (fields.length < 38) throw quoteErrors.unreadable(locale, "tencent", `${fields.length} fields`);
  const [price, previousClose, open, volume, change, changePercent, high, low] = [3, 4, 5, 6, 31, 32, 33, 34].map((index) =>
    quoteNumber(fields[index]),
  );
  const time = beijingTime(fields[30], "yyyyMMddHHmmss");
  if (!price || !previousClose || !open || !volume || !change || !changePercent || !high || !low || !time) {
    throw quoteErrors.unreadable(locale, "tencent", "a number or the time could not be read");
  }
  const halted = price.isZero();
  return {
    code,
    symbol,
    name: fields[1].trim(),
    price: (halted ? previousClose : price).toNumber(),
    change: halted ? 0 : change.toNumber(),
    change_percent: halted ? 0 : changePercent.toNumber(),
    open: open.toNumber(),
    high: high.toNumber(),
    low: low.toNumber(),
    previous_close: previousClose.toNumber(),
    volume: volume.toNumber(),
    volumeIn: "lots",
    time,
    halted,
    source: "tencent",
  };
}
