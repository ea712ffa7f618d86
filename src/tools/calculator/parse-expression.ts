import type { AccessorNode, ConstantNode, ExpressionNode, OperatorNode, SymbolNode } from "./expression-node";
import { NAMED_CONSTANTS, NAMED_DELIMITERS, numberValue, readToken, syntaxError, type TokenState } from "./read-token";

// The parser follows mathjs 15's `parse` level by level, for the part of its grammar that the
// calculator's characters can reach (no strings, matrices, objects, ranges, assignments,
// conditionals, comparisons or bitwise operators), and builds the same trees. Its quirks are
// kept on purpose, so an expression means what it meant when mathjs parsed it:
// - `1/2pi` is (1/2)·pi but `(1)/2pi` is 1/(2·pi) ("rule 2": number / number name);
// - `%` is a percentage when no operand can follow it (`50%`, `5% +`), else modulo (`5%3`);
//   `x + 5%` is x + x·5%;
// - `2 in` is 2 × in, `2 in 3` is (2 × in) × 3, `true`, `null`, `NaN` are constants.
// Unlike mathjs, a percentage's look-ahead is remembered, so `5%(5%(5%(…)))` takes linear time,
// not exponential, and unary chains (`----1`) are read in a loop, not by recursion.

/** The parser's state: the text, the current token, and the unary operands already read, by position. */
interface Parser extends TokenState {
  readonly text: string;
  readonly unaries: Map<number, { node?: ExpressionNode; error?: unknown; after: TokenState }>;
}

const operator = (op: string, fn: string, args: ExpressionNode[], implicit = false, isPercentage = false): OperatorNode => ({
  type: "OperatorNode",
  op,
  fn,
  args,
  implicit,
  isPercentage,
});
const constant = (value: ConstantNode["value"]): ConstantNode => ({ type: "ConstantNode", value });
const symbol = (name: string): SymbolNode => ({ type: "SymbolNode", name });

const snapshot = (parser: Parser): TokenState => ({ token: parser.token, kind: parser.kind, start: parser.start, index: parser.index });
function restore(parser: Parser, state: TokenState): void {
  Object.assign(parser, state);
}
const next = (parser: Parser): void => readToken(parser.text, parser);
// Whether the current token is `token` (a call, so TypeScript does not keep a narrowing past `next`).
const at = (parser: Parser, token: string): boolean => parser.token === token;

/** mathjs's "rule 2" operand: a constant, perhaps with a unary sign (`2`, `-2`). */
function isRule2Operand(node: ExpressionNode): boolean {
  if (node.type === "ConstantNode") return true;
  return (
    node.type === "OperatorNode" && node.args.length === 1 && node.args[0].type === "ConstantNode" && ["-", "+", "~"].includes(node.op)
  );
}

/** Left-associative binary operators at one level: `operators` maps a token to its `fn`. */
function parseBinary(parser: Parser, operators: Record<string, string>, operand: (parser: Parser) => ExpressionNode): ExpressionNode {
  let node = operand(parser);
  while (Object.hasOwn(operators, parser.token)) {
    const op = parser.token;
    next(parser);
    node = operator(op, operators[op], [node, operand(parser)]);
  }
  return node;
}

/** A whole expression (inside brackets and function arguments too): `or`, the loosest operator. */
function parseLogicalOr(parser: Parser): ExpressionNode {
  return parseBinary(parser, { or: "or" }, (inner) => parseBinary(inner, { xor: "xor" }, parseLogicalAnd));
}

function parseLogicalAnd(parser: Parser): ExpressionNode {
  return parseBinary(parser, { and: "and" }, parseConversion);
}

/** `to` and `in` (unit conversion, refused later); `in` at the end or before `)` `,` is the name in (inch). */
function parseConversion(parser: Parser): ExpressionNode {
  let node = parseAddSubtract(parser);
  while (parser.token === "to" || parser.token === "in") {
    const op = parser.token;
    next(parser);
    if (op === "in" && ["", ")", ","].includes(parser.token)) node = operator("*", "multiply", [node, symbol("in")], true);
    else node = operator(op, "to", [node, parseAddSubtract(parser)]);
  }
  return node;
}

/** `+` and `-`; a percentage on the right is of the left: `x + 5%` is x + x·5%. */
function parseAddSubtract(parser: Parser): ExpressionNode {
  const operators: Record<string, string> = { "+": "add", "-": "subtract" };
  let node = parseMultiplyDivide(parser);
  while (Object.hasOwn(operators, parser.token)) {
    const op = parser.token;
    next(parser);
    const right = parseMultiplyDivide(parser);
    const isPercentage = right.type === "OperatorNode" && right.isPercentage;
    node = operator(op, operators[op], [node, isPercentage ? operator("*", "multiply", [node, right]) : right]);
  }
  return node;
}

function parseMultiplyDivide(parser: Parser): ExpressionNode {
  const operators = { "*": "multiply", ".*": "dotMultiply", "/": "divide", "./": "dotDivide", "%": "mod", mod: "mod" };
  return parseBinary(parser, operators, parseImplicitMultiplication);
}

/** Whether the current token starts an implicit multiplication after `node` (its last factor `last`). */
function continuesImplicitly(parser: Parser, node: ExpressionNode, last: ExpressionNode): boolean {
  if (parser.kind === "symbol" || parser.token === "(") return true;
  if (parser.token === "in") {
    if (node.type === "ConstantNode") return true;
    if (node.type === "OperatorNode" && node.fn === "unaryMinus" && node.args[0].type === "ConstantNode") return true;
  }
  return parser.kind === "number" && last.type !== "ConstantNode" && (last.type !== "OperatorNode" || last.op === "!");
}

/** `2pi`, `2(3+4)`, `(1+2)(3+4)`, `2 sqrt(4)`, `(2+3)2`: multiplication without `*`. */
function parseImplicitMultiplication(parser: Parser): ExpressionNode {
  let node = parseRule2(parser);
  let last = node;
  while (continuesImplicitly(parser, node, last)) {
    last = parseRule2(parser);
    node = operator("*", "multiply", [node, last], true);
  }
  return node;
}

/**
 * mathjs's rule 2: in `number / number name` (or `… (`), the division binds tighter than the
 * implicit multiplication after it, so `1/2pi` is (1/2)·pi. Looks two tokens ahead and rewinds.
 */
function parseRule2(parser: Parser): ExpressionNode {
  let node = parseUnaryPercentage(parser);
  let last = node;
  while (parser.token === "/" && isRule2Operand(last)) {
    const atSlash = snapshot(parser);
    next(parser);
    const atNumber = snapshot(parser);
    if (parser.kind === "number") next(parser);
    if (atNumber.kind !== "number" || (parser.kind !== "symbol" && !at(parser, "(") && !at(parser, "in"))) {
      restore(parser, atSlash);
      return node;
    }
    restore(parser, atNumber);
    last = parseUnaryPercentage(parser);
    node = operator("/", "divide", [node, last]);
  }
  return node;
}

/**
 * A postfix `%` is a percentage (`50%` is 50/100) when no operand can be read after it; else it
 * is left for modulo. As in mathjs, a failed attempt leaves the reading where it failed (`5% +`
 * is 5/100).
 */
function parseUnaryPercentage(parser: Parser): ExpressionNode {
  const node = parseUnary(parser);
  if (parser.token !== "%") return node;
  const atPercent = snapshot(parser);
  next(parser);
  try {
    parseUnary(parser);
    restore(parser, atPercent);
    return node;
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    return operator("/", "divide", [node, constant(100)], false, true);
  }
}

/** Prefix `-`, `+` and `not`, any number of them, read in a loop; remembered by position. */
function parseUnary(parser: Parser): ExpressionNode {
  const from = parser.index;
  const known = parser.unaries.get(from);
  if (known !== undefined) {
    restore(parser, known.after);
    if (known.node === undefined) throw known.error;
    return known.node;
  }
  try {
    const node = parseUnaryOperators(parser);
    parser.unaries.set(from, { node, after: snapshot(parser) });
    return node;
  } catch (error) {
    parser.unaries.set(from, { error, after: snapshot(parser) });
    throw error;
  }
}

function parseUnaryOperators(parser: Parser): ExpressionNode {
  const operators: Record<string, string> = { "-": "unaryMinus", "+": "unaryPlus", not: "not" };
  const prefixes: string[] = [];
  while (Object.hasOwn(operators, parser.token)) {
    prefixes.push(parser.token);
    next(parser);
  }
  return prefixes.reduceRight((node, op) => operator(op, operators[op], [node]), parsePower(parser));
}

/** `^` (and `.^`), right-associative through the unary level: `2^-1`, `2^3^2` is 2^(3^2), `-2^2` is -(2^2). */
function parsePower(parser: Parser): ExpressionNode {
  const node = parseFactorial(parser);
  if (parser.token !== "^" && parser.token !== ".^") return node;
  const op = parser.token;
  next(parser);
  return operator(op, op === "^" ? "pow" : "dotPow", [node, parseUnary(parser)]);
}

/** Postfix `!`, any number of times: `3!!` is (3!)!. */
function parseFactorial(parser: Parser): ExpressionNode {
  const from = parser.start;
  let node = parseSymbol(parser);
  while (parser.token === "!") {
    next(parser);
    node = parseAccessors(parser, operator("!", "factorial", [node]), from);
  }
  return node;
}

/** A name (`pi`, `sqrt`, or a named operator where a value belongs) with any calls and properties after it. */
function parseSymbol(parser: Parser): ExpressionNode {
  if (parser.kind !== "symbol" && !(parser.kind === "delimiter" && NAMED_DELIMITERS.has(parser.token))) return parseNumber(parser);
  const { token: name, start } = parser;
  next(parser);
  const node = Object.hasOwn(NAMED_CONSTANTS, name) ? constant(NAMED_CONSTANTS[name]) : symbol(name);
  return parseAccessors(parser, node, start);
}

/** A list of arguments after `(`, up to and past its `)`. */
function parseArguments(parser: Parser): ExpressionNode[] {
  next(parser);
  const args: ExpressionNode[] = [];
  if (parser.token !== ")") {
    args.push(parseLogicalOr(parser));
    while (parser.token === ",") {
      next(parser);
      args.push(parseLogicalOr(parser));
    }
  }
  if (parser.token !== ")") throw syntaxError("Parenthesis ) expected", parser.start);
  next(parser);
  return args;
}

/**
 * Calls and properties after a value written from `from`: `sqrt(2)`, `a.b`, `a.b(1)`. A call
 * needs a name or a property before it; after anything else `(` is left for implicit
 * multiplication (`sqrt(4)(2)`).
 */
function parseAccessors(parser: Parser, node: ExpressionNode, from: number): ExpressionNode {
  let result = node;
  for (;;) {
    if (parser.token === "(") {
      if (result.type !== "SymbolNode" && result.type !== "AccessorNode") return result;
      result = { type: "FunctionNode", fn: result, args: parseArguments(parser) };
    } else if (parser.token === ".") {
      next(parser);
      if (parser.kind !== "symbol" && !(parser.kind === "delimiter" && NAMED_DELIMITERS.has(parser.token))) {
        throw syntaxError("Property name expected after dot", parser.start);
      }
      const text = parser.text.slice(from, parser.index);
      const accessor: AccessorNode = { type: "AccessorNode", object: result, property: parser.token, text };
      next(parser);
      result = accessor;
    } else {
      return result;
    }
  }
}

function parseNumber(parser: Parser): ExpressionNode {
  if (parser.kind !== "number") return parseParentheses(parser);
  const token = parser.token;
  // As in mathjs, the next token is read before the number's value, so a bad literal fails after it.
  next(parser);
  return constant(numberValue(token));
}

function parseParentheses(parser: Parser): ExpressionNode {
  if (parser.token !== "(") {
    throw syntaxError(parser.token === "" ? "Unexpected end of expression" : "Value expected", parser.start);
  }
  const from = parser.start;
  next(parser);
  const content = parseLogicalOr(parser);
  if (!at(parser, ")")) throw syntaxError("Parenthesis ) expected", parser.start);
  next(parser);
  return parseAccessors(parser, { type: "ParenthesisNode", content }, from);
}

/**
 * Parses an arithmetic expression into the tree mathjs 15's parser would give (see
 * `expression-node.ts`), without mathjs: it reads only the calculator's characters (letters,
 * digits, `+ - * / ^ % ! ( ) . ,` and spaces) and computes nothing. Numbers: `1.5`, `.5`, `1e3`,
 * `0x1F`, `0b101`, `0o17`. Empty text is the constant `undefined`, as in mathjs.
 * Throws a SyntaxError for text mathjs would not parse.
 */
export function parseExpression(text: string): ExpressionNode {
  const parser: Parser = { text, token: "", kind: "delimiter", start: 0, index: 0, unaries: new Map() };
  next(parser);
  if (parser.token === "") return constant(undefined);
  const node = parseLogicalOr(parser);
  if (parser.token !== "") throw syntaxError(`Unexpected part "${parser.token}"`, parser.start);
  return node;
}
