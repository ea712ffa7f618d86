import type { FormatContext } from "../../core/base-tool";
import { localize } from "../../core/localize";
import type { ToolResult } from "../../core/tool-result";
import type { CalculatorData } from "./calculator-data";
import { formatSpokenNumber } from "./format-spoken-number";

// Signs a listener or a screen reader knows: 3^2 → 3², 4*5 → 4 × 5, sqrt(16) → √(16).
function readable(expression: string): string {
  return expression
    .replace(/\^(?:2|\(2\))(?![\d.(])/g, "²")
    .replace(/\^(?:3|\(3\))(?![\d.(])/g, "³")
    .replace(/\bsqrt(?=\()/g, "√")
    .replace(/\s*\*\s*/g, " × ")
    .replace(/\s*\/\s*/g, " ÷ ");
}

/** 「123 × 45 等於 5,535。」 / "123 × 45 equals 5,535."; a failure reads as its message. */
export function formatCalculatorResult(result: ToolResult<CalculatorData>, { locale }: FormatContext): string {
  if (!result.success || result.data === undefined) return result.error?.message ?? "";
  const { expression, result: value } = result.data;
  const spoken = formatSpokenNumber(value, locale);
  return localize(locale, { zh: `${readable(expression)} 等於 ${spoken}。`, en: `${readable(expression)} equals ${spoken}.` });
}
