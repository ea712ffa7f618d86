/** The exchanges A-share symbols are prefixed with: Shanghai, Shenzhen, Beijing. */
export type MarketPrefix = "sh" | "sz" | "bj";

// Order matters: the longer, more specific heads come first, so 920xxx (Beijing) is
// never read as a 9xxxxx Shanghai B share, and 399xxx (an index) stays in Shenzhen.
const prefixRules: ReadonlyArray<readonly [head: RegExp, prefix: MarketPrefix]> = [
  [/^920/, "bj"],
  [/^(?:43|83|87|88)/, "bj"],
  [/^900/, "sh"],
  [/^200/, "sz"],
  [/^(?:6|5)/, "sh"],
  [/^11/, "sh"],
  [/^(?:12|15|16)/, "sz"],
  [/^(?:0|3)/, "sz"],
];

/**
 * The exchange a six-digit A-share code trades on, or `null` when no rule fits.
 *
 * Shanghai: 60xxxx, 688/689 (STAR), 5xxxxx (funds), 900xxx (B shares), 11xxxx (convertibles).
 * Shenzhen: 000–003, 300/301 (ChiNext), 15/16xxxx (funds), 12xxxx (convertibles), 200xxx (B), 399xxx (indices).
 * Beijing: 920xxx and the legacy 43/83/87/88xxxx. A bare 000001 is Ping An Bank (sz), not the SSE
 * Composite index; ask for `sh000001` to get the index.
 *
 * @example
 * ```ts
 * inferMarketPrefix("600519"); // "sh"
 * inferMarketPrefix("920002"); // "bj"
 * inferMarketPrefix("000001"); // "sz"
 * ```
 */
export function inferMarketPrefix(code: string): MarketPrefix | null {
  if (!/^\d{6}$/.test(code)) return null;
  for (const [head, prefix] of prefixRules) if (head.test(code)) return prefix;
  return null;
}
