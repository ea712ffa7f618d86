import { ToolError } from "../../core/tool-error";
import { computeExpression } from "./evaluate-expression";
import type { ExpressionProblem } from "./expression-error";

const ANSWERABLE = new Set<ExpressionProblem>(["division_by_zero", "too_large", "exponent_too_large", "not_real", "factorial"]);

/** Arguments for a match whose expression really computes; anything else is left to the model. */
export function toCalculation(expression: string | undefined): Record<string, unknown> | null {
  const trimmed = expression?.trim() ?? "";
  // Dates (2026-03-10) and phone numbers (0912-345-678) are digits and dashes, not subtractions.
  if (/^\d{4}-\d{1,2}-\d{1,2}$|(?:^|[^\d.])0\d/.test(trimmed)) return null;
  try {
    // A lone number (「三」, "plus 5", 「負五」) is not a calculation, and neither is anything that does not compute.
    const computed = computeExpression(trimmed).expression;
    if (/^[+-]?[\d.]+$/.test(computed.replace(/[\s()]/g, ""))) return null;
    return /\d/.test(computed) && /[+\-*/^%!(]/.test(computed) ? { expression: trimmed } : null;
  } catch (error) {
    // Arithmetic that reads but cannot be done (「七除以零」, 2^99999) is still the calculator's to answer.
    const problem = ToolError.isInstance(error) ? error.details?.problem : undefined;
    return ANSWERABLE.has(problem as ExpressionProblem) ? { expression: trimmed } : null;
  }
}
