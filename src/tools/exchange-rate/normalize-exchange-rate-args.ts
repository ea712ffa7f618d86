import { parseNumber } from "../../language/number-words";
import { resolveCurrency } from "./currencies";

/**
 * Loose arguments to the schema's form: currency names in either script or English to ISO
 * codes (「美金」→ USD, 「人民币」→ CNY), spoken amounts to numbers (「2.5萬」→ 25000, 「100元」→ 100), and an
 * empty target dropped so the default (TWD) applies. What it cannot read stays as it is, for
 * `execute` to report with the tool's own error codes.
 */
export function normalizeExchangeRateArgs(args: Record<string, unknown>): Record<string, unknown> {
  const normalized: Record<string, unknown> = { ...args };
  for (const key of ["from_currency", "to_currency"] as const) {
    const value = normalized[key];
    if (value === null || value === "") delete normalized[key];
    else if (typeof value === "string") normalized[key] = resolveCurrency(value) ?? value.trim();
  }
  const amount = normalized.amount;
  if (amount === null || amount === "") delete normalized.amount;
  else if (typeof amount === "string") normalized.amount = parseNumber(amount.trim().replace(/\s*[元塊块]$/u, "")) ?? amount;
  return normalized;
}
