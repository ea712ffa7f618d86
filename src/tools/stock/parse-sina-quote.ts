import type { Locale } from "../../core/locale";
import { beijingTime } from "./beijing-time";
import { quoteErrors } from "./quote-errors";
import { quoteNumber } from "./quote-number";
import type { ParsedQuote } from "./stock-quote";

const statementPattern = /hq_str_([a-z]{2}\d{6})="([^"]*)"/g;

/**
 * Reads one symbol's quote from a Sina `hq.sinajs.cn/list=` body (already decoded):
 * `var hq_str_sh600519="贵州茅台,1700.00,1690.00,…,2026-09-03,15:00:00,00";` (apis.md 6.2).
 * Sina has no change fields, so change and change % are computed from the price and the
 * previous close. An empty string is an unknown code (NOT_FOUND); a price of 0 is a halt.
 */
export function parseSinaQuote(text: string, symbol: string, locale: Locale): ParsedQuote {
  const code = symbol.slice(2);
  const statements = new Map([...text.matchAll(statementPattern)].map((match) => [match[1], match[2]]));
  const value = statements.get(symbol);
  if (value === undefined) throw quoteErrors.unreadable(locale, "sina", "no hq_str_ statement for the symbol");
  if (value.trim() === "") throw quoteErrors.notFound(locale, code);
  const fields = value.split(",");
  if (fields.length < 32) throw quoteErrors.unreadable(locale, "sina", `${fields.length} fields`);
  const [open, previousClose, price, high, low, volume] = [1, 2, 3, 4, 5, 8].map((index) => quoteNumber(fields[index]));
  const time = beijingTime(`${fields[30]} ${fields[31]}`, "yyyy-MM-dd HH:mm:ss");
  if (!open || !previousClose || !price || !high || !low || !volume || !time) {
    throw quoteErrors.unreadable(locale, "sina", "a number or the time could not be read");
  }
  const halted = price.isZero();
  const last = halted ? previousClose : price;
  const change = last.minus(previousClose);
  const changePercent = previousClose.isZero() ? change.times(0) : change.dividedBy(previousClose).times(100);
  return {
    code,
    symbol,
    name: fields[0].trim(),
    price: last.toNumber(),
    change: change.toDecimalPlaces(3).toNumber(),
    change_percent: changePercent.toDecimalPlaces(2).toNumber(),
    open: open.toNumber(),
    high: high.toNumber(),
    low: low.toNumber(),
    previous_close: previousClose.toNumber(),
    volume: volume.toNumber(),
    volumeIn: "shares",
    time,
    halted,
    source: "sina",
  };
}
