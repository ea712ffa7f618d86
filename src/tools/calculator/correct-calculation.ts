import type { ExpressionNode } from "./expression-node";
import { parseExpression } from "./parse-expression";
import { readCalculationStep } from "./read-calculation-step";
import { toMathExpression } from "./to-math-expression";

const OPERATIONS: Readonly<Record<string, string>> = { add: "+", subtract: "-", multiply: "*", divide: "/" };

/** A number as written in an expression (`-5` too), or null for anything more. */
function operandOf(node: ExpressionNode): string | null {
  if (node.type === "ConstantNode") return typeof node.value === "number" ? String(node.value) : null;
  if (node.type === "OperatorNode" && node.fn === "unaryMinus") {
    const [inner] = node.args;
    return inner.type === "ConstantNode" && typeof inner.value === "number" ? `-${inner.value}` : null;
  }
  return null;
}

/** `A op B` of an expression that is one operation on two numbers, else null. */
function oneOperation(expression: string): { left: string; operator: string; right: string } | null {
  let node: ExpressionNode;
  try {
    node = parseExpression(expression);
  } catch {
    return null;
  }
  if (node.type !== "OperatorNode" || node.args.length !== 2 || node.implicit || node.isPercentage) return null;
  const operator = OPERATIONS[node.fn];
  const [left, right] = node.args.map(operandOf);
  return operator === undefined || left === null || right === null ? null : { left, operator, right };
}

/**
 * The last expression put right by a correction's fragment (「不對 我是說乘以54」 → 「乘以54」), in the
 * calculator's syntax, or null when which part is meant is not known. Only an expression that is one
 * operation, `A op B`, is put right: an operator and an operand replace the operation (123*45 with
 * 「乘以54」 → `123*54`), an operator alone replaces the operator (5+3 with 「減」 → `5-3`). A bare
 * number (「是54」) could replace either operand, and a longer expression could be wrong anywhere.
 */
export function correctCalculation(expression: string, fragment: string): string | null {
  const operation = oneOperation(expression);
  if (operation === null) return null;
  const step = readCalculationStep(fragment);
  if (step !== null) return /^[+\-*/]/.test(step) ? `${operation.left}${step}` : null;
  // 的 reads as times (「3的平方」) but says no operator on its own.
  const operator = fragment.trim() === "的" ? "" : toMathExpression(fragment);
  return Object.values(OPERATIONS).includes(operator) && operator !== operation.operator
    ? `${operation.left}${operator}${operation.right}`
    : null;
}
