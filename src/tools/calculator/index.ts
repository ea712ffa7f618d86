export { createCalculatorTool } from "./calculator-tool";
export type { CalculatorToolOptions } from "./calculator-tool";
export type { CalculatorData } from "./calculator-data";
export { evaluateExpression, computeExpression } from "./evaluate-expression";
export { CALCULATOR_ERROR_CODES } from "./calculator-error-codes";
export type { CalculatorErrorCode } from "./calculator-error-codes";
