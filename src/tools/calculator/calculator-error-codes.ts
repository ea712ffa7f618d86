/** The calculator's own error codes, beside the shared ones in `TOOL_ERROR_CODES`. */
export const CALCULATOR_ERROR_CODES = [
  /** An expression that cannot be read or computed, or is refused (not arithmetic, too long, out of range). */
  "invalid_expression",
] as const;

/** One of {@link CALCULATOR_ERROR_CODES}. */
export type CalculatorErrorCode = (typeof CALCULATOR_ERROR_CODES)[number];
