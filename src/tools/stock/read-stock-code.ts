/**
 * Reads a stock code the way people write it — `600519`, `sh600519`, `SZ000001`, `600519.SH`,
 * `sz.000001` — as a lower-case symbol such as `sh600519`, or a bare six-digit code when no
 * prefix was given. Returns `null` for anything else.
 */
export function readStockCode(text: string): string | null {
  const compact = text.normalize("NFKC").replace(/\s+/g, "").toLowerCase();
  const prefixed = /^(sh|sz|bj)\.?(\d{6})$/.exec(compact);
  if (prefixed) return `${prefixed[1]}${prefixed[2]}`;
  const suffixed = /^(\d{6})\.(sh|sz|bj|ss)$/.exec(compact);
  if (suffixed) return `${suffixed[2] === "ss" ? "sh" : suffixed[2]}${suffixed[1]}`;
  return /^\d{6}$/.test(compact) ? compact : null;
}
