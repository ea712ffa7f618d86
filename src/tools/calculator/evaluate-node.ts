import type { ConstantNode, ExpressionNode, FunctionNode, OperatorNode, ParenthesisNode, SymbolNode } from "./expression-node";
import { ExpressionError } from "./expression-error";

const isConstantNode = (node: ExpressionNode): node is ConstantNode => node.type === "ConstantNode";
const isParenthesisNode = (node: ExpressionNode): node is ParenthesisNode => node.type === "ParenthesisNode";
const isSymbolNode = (node: ExpressionNode): node is SymbolNode => node.type === "SymbolNode";
const isOperatorNode = (node: ExpressionNode): node is OperatorNode => node.type === "OperatorNode";
const isFunctionNode = (node: ExpressionNode): node is FunctionNode => node.type === "FunctionNode";

/** The largest exponent the calculator accepts; anything bigger is refused before it is computed. */
export const MAX_EXPONENT = 10_000;

const CONSTANTS: Record<string, number> = { pi: Math.PI, PI: Math.PI, e: Math.E, E: Math.E, tau: 2 * Math.PI };

function nthRoot(value: number, root = 2): number {
  if (!Number.isInteger(root) || root === 0) throw new ExpressionError("root_degree");
  // An odd root of a negative number is real: nthRoot(-8, 3) is -2.
  if (value < 0 && Math.abs(root) % 2 === 1) return -Math.pow(-value, 1 / root);
  return Math.pow(value, 1 / root);
}

function power(base: number, exponent: number): number {
  if (Math.abs(exponent) > MAX_EXPONENT) throw new ExpressionError("exponent_too_large");
  return Math.pow(base, exponent);
}

function round(value: number, digits = 0): number {
  if (!Number.isInteger(digits) || digits < 0 || digits > 15) throw new ExpressionError("round_digits");
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

// The only functions an expression may call: plain functions of numbers, nothing that reaches
// anything else (no import, evaluate, parse, createUnit, matrices or units).
const FUNCTIONS: Record<string, { arity: [number, number]; apply: (...values: number[]) => number }> = {
  sqrt: { arity: [1, 1], apply: Math.sqrt },
  cbrt: { arity: [1, 1], apply: Math.cbrt },
  nthRoot: { arity: [1, 2], apply: nthRoot },
  abs: { arity: [1, 1], apply: Math.abs },
  round: { arity: [1, 2], apply: round },
  floor: { arity: [1, 1], apply: Math.floor },
  ceil: { arity: [1, 1], apply: Math.ceil },
  sin: { arity: [1, 1], apply: Math.sin },
  cos: { arity: [1, 1], apply: Math.cos },
  tan: { arity: [1, 1], apply: Math.tan },
  asin: { arity: [1, 1], apply: Math.asin },
  acos: { arity: [1, 1], apply: Math.acos },
  atan: { arity: [1, 1], apply: Math.atan },
  log: { arity: [1, 2], apply: (value, base) => (base === undefined ? Math.log(value) : Math.log(value) / Math.log(base)) },
  ln: { arity: [1, 1], apply: Math.log },
  log10: { arity: [1, 1], apply: Math.log10 },
  log2: { arity: [1, 1], apply: Math.log2 },
  exp: { arity: [1, 1], apply: (value) => power(Math.E, value) },
  pow: { arity: [2, 2], apply: power },
};

function factorial(value: number): number {
  if (!Number.isInteger(value) || value < 0 || value > 170) throw new ExpressionError("factorial");
  let result = 1;
  for (let factor = 2; factor <= value; factor += 1) result *= factor;
  return result;
}

function operate(operator: string, values: number[]): number {
  const [left, right] = values;
  if (values.length === 1) {
    if (operator === "unaryMinus") return -left;
    if (operator === "unaryPlus") return left;
    if (operator === "factorial") return factorial(left);
  } else if (values.length === 2) {
    if (operator === "add") return left + right;
    if (operator === "subtract") return left - right;
    if (operator === "multiply") return left * right;
    if (operator === "divide") {
      if (right === 0) throw new ExpressionError("division_by_zero");
      return left / right;
    }
    if (operator === "mod") {
      if (right === 0) throw new ExpressionError("division_by_zero");
      return left - right * Math.floor(left / right);
    }
    if (operator === "pow") return power(left, right);
  }
  throw new ExpressionError("not_allowed", operator);
}

function checked(value: number): number {
  if (Number.isNaN(value)) throw new ExpressionError("not_real");
  if (!Number.isFinite(value)) throw new ExpressionError("too_large");
  return value;
}

/**
 * Computes a parsed expression by walking its tree. Only numbers, `pi`/`e`, brackets, the
 * arithmetic operators (including `%`, `mod` and `!`) and the functions above are allowed;
 * any other node (named operators such as `and` or `to`, property access, `true`, unknown names)
 * is refused. Every intermediate value must be a finite real number.
 */
export function evaluateNode(node: ExpressionNode): number {
  return evaluateOnce(node, new Map());
}

// A percentage shares its base with the sum it is in (`x + 5%` is x + x·5%), so a node can
// appear twice; each is computed once, or `((1+2%)+2%)+2%…` would take exponential time.
function evaluateOnce(node: ExpressionNode, known: Map<ExpressionNode, number>): number {
  const value = known.get(node) ?? compute(node, known);
  known.set(node, value);
  return value;
}

function compute(node: ExpressionNode, known: Map<ExpressionNode, number>): number {
  const evaluate = (arg: ExpressionNode): number => evaluateOnce(arg, known);
  if (isConstantNode(node)) {
    if (typeof node.value !== "number") throw new ExpressionError("not_allowed", String(node.value));
    return checked(node.value);
  }
  if (isParenthesisNode(node)) return evaluate(node.content);
  if (isSymbolNode(node)) {
    const constant = Object.hasOwn(CONSTANTS, node.name) ? CONSTANTS[node.name] : undefined;
    if (constant === undefined) throw new ExpressionError("not_allowed", node.name);
    return constant;
  }
  if (isOperatorNode(node)) return checked(operate(node.fn, node.args.map(evaluate)));
  if (isFunctionNode(node)) {
    const name = isSymbolNode(node.fn) ? node.fn.name : node.fn.text;
    const definition = Object.hasOwn(FUNCTIONS, name) ? FUNCTIONS[name] : undefined;
    if (definition === undefined) throw new ExpressionError("not_allowed", name);
    const [fewest, most] = definition.arity;
    if (node.args.length < fewest || node.args.length > most) throw new ExpressionError("wrong_arguments", name);
    return checked(definition.apply(...node.args.map(evaluate)));
  }
  throw new ExpressionError("not_allowed", node.text.slice(0, 40));
}
