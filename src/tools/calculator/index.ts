export { createCalculatorTool } from "./calculator-tool";
export type { CalculatorToolOptions } from "./calculator-tool";
export type { CalculatorData } from "./calculator-formatter";
export { evaluateExpression, computeExpression } from "./evaluate-expression";
