import { localize } from "../../core/localize";
import type { Locale } from "../../core/locale";
import { ToolError } from "../../core/tool-error";
import type { CalculatorErrorCode } from "./calculator-error-codes";
import { evaluateNode } from "./evaluate-node";
import { EXPRESSION_MESSAGES, ExpressionError } from "./expression-error";
import { toMathExpression } from "./to-math-expression";
import { parseExpression } from "./parse-expression";
import type { ExpressionNode } from "./expression-node";
import { DEFAULTS } from "../../core/defaults";

/** The longest expression accepted, in characters. */
export const MAX_EXPRESSION_LENGTH = 500;
/** The deepest nesting of brackets accepted. */
export const MAX_NESTING_DEPTH = 50;

// Only characters that can be part of an expression once words are translated.
const allowedCharacters = /^[0-9a-zA-Z+\-*/^%!().,\s]*$/;

// The parser only reads (mathjs's syntax, without mathjs); evaluateNode computes the tree.
function parse(expression: string): ExpressionNode {
  try {
    return parseExpression(expression);
  } catch {
    throw new ExpressionError("unreadable");
  }
}

function nestingDepth(expression: string): number {
  let depth = 0;
  let deepest = 0;
  for (const character of expression) {
    if (character === "(" || character === "[" || character === "{") deepest = Math.max(deepest, ++depth);
    else if (character === ")" || character === "]" || character === "}") depth -= 1;
  }
  return deepest;
}

/** The value with binary float noise rounded away: 0.1 + 0.2 → 0.3, sin(pi) → 0. */
function tidy(value: number): number {
  if (Math.abs(value) < 1e-15) return 0;
  return Number(value.toPrecision(12));
}

function read(expression: string): { expression: string; value: number } {
  if (expression.length > MAX_EXPRESSION_LENGTH) throw new ExpressionError("too_long");
  if (nestingDepth(expression) > MAX_NESTING_DEPTH) throw new ExpressionError("too_deep");
  const translated = toMathExpression(expression);
  if (translated === "") throw new ExpressionError("empty");
  if (!allowedCharacters.test(translated)) throw new ExpressionError("unreadable");
  if (nestingDepth(translated) > MAX_NESTING_DEPTH) throw new ExpressionError("too_deep");
  return { expression: translated, value: tidy(evaluateNode(parse(translated))) };
}

/**
 * Reads and computes an arithmetic expression, also one written in Chinese words
 * (「123乘以45」「3的平方加4的平方」「根號16」「百分之二十」) — see {@link toMathExpression}.
 * The text is parsed (mathjs's syntax, by the calculator's own parser) and the tree computed by a
 * whitelist walker, never by `eval`.
 * Refused, as a `ToolError` with code `invalid_expression` and a message in `locale`: text over
 * {@link MAX_EXPRESSION_LENGTH} characters, brackets nested over {@link MAX_NESTING_DEPTH} deep,
 * exponents over 10 000, results that are not finite real numbers, factorials past 170,
 * and anything that is not arithmetic (names, assignments, strings, property access).
 *
 * @param options.locale - the language of the error message. Default: `"zh-TW"`.
 * @returns the value and the expression in mathjs syntax, e.g. `{ expression: "123*45", value: 5535 }`.
 *
 * @example
 * ```ts
 * computeExpression("(3+5)*12").value;      // 96
 * computeExpression("3的平方加4的平方").value; // 25
 * ```
 */
export function computeExpression(
  expression: string,
  { locale = DEFAULTS.locale }: { locale?: Locale } = {},
): { expression: string; value: number } {
  try {
    return read(expression.trim());
  } catch (error) {
    if (!(error instanceof ExpressionError)) throw error;
    const shown = expression.trim().length > 40 ? `${expression.trim().slice(0, 40)}…` : expression.trim();
    const detail = error.problem === "unreadable" ? shown : error.detail;
    const text = EXPRESSION_MESSAGES[error.problem];
    const message = localize(locale, { zh: text.zh.replace("{detail}", detail), en: text.en.replace("{detail}", detail) });
    throw new ToolError<CalculatorErrorCode>("invalid_expression", message, { problem: error.problem, expression: shown });
  }
}

/**
 * The value of an arithmetic expression, e.g. `evaluateExpression("123乘以45")` → 5535.
 * Throws an `invalid_expression` ToolError for anything refused; see {@link computeExpression}.
 */
export function evaluateExpression(expression: string, options: { locale?: Locale } = {}): number {
  return computeExpression(expression, options).value;
}
