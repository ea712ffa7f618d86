import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type * as mathjs from "mathjs/number";
import { create, parseDependencies, type MathNode } from "mathjs/number";
import { evaluateNode } from "../../../src/tools/calculator/evaluate-node";
import type { AccessorNode, ExpressionNode, SymbolNode } from "../../../src/tools/calculator/expression-node";
import { ExpressionError } from "../../../src/tools/calculator/expression-error";
import { parseExpression } from "../../../src/tools/calculator/parse-expression";
import { toMathExpression } from "../../../src/tools/calculator/to-math-expression";
import { evaluateExpression } from "../../../src/tools/calculator";

// The calculator's own parser against the one it replaced: mathjs's, built the same way
// (`create({ parseDependencies })` from mathjs/number). For each expression both refuse it, or
// both read the same tree and it computes to the same value or the same refusal.

const mathjsParser = create({ parseDependencies });
// The characters an expression may have once its words are translated (evaluate-expression.ts).
const allowedCharacters = /^[0-9a-zA-Z+\-*/^%!().,\s]*$/;

/** A mathjs tree as the calculator's nodes; a node kind the calculator's parser never makes fails the test. */
function fromMathjs(node: MathNode): ExpressionNode {
  if (node.type === "ConstantNode")
    return { type: "ConstantNode", value: (node as mathjs.ConstantNode).value as number | boolean | null | undefined };
  if (node.type === "SymbolNode") return { type: "SymbolNode", name: (node as mathjs.SymbolNode).name };
  if (node.type === "ParenthesisNode") return { type: "ParenthesisNode", content: fromMathjs((node as mathjs.ParenthesisNode).content) };
  if (node.type === "OperatorNode") {
    const { op, fn, args, implicit } = node as mathjs.OperatorNode;
    const isPercentage = (node as { isPercentage?: boolean }).isPercentage === true;
    return { type: "OperatorNode", op, fn, args: args.map(fromMathjs), implicit, isPercentage };
  }
  if (node.type === "FunctionNode") {
    const { fn, args } = node as mathjs.FunctionNode;
    return { type: "FunctionNode", fn: fromMathjs(fn) as SymbolNode | AccessorNode, args: args.map(fromMathjs) };
  }
  if (node.type === "AccessorNode") {
    const { object, index } = node as mathjs.AccessorNode;
    const [property] = index.dimensions;
    if (!index.dotNotation || property.type !== "ConstantNode") throw new Error(`mathjs made ${node.toString()}`);
    const name = String((property as mathjs.ConstantNode).value);
    return { type: "AccessorNode", object: fromMathjs(object), property: name, text: node.toString() };
  }
  throw new Error(`mathjs made a ${node.type}, which the calculator's parser never makes`);
}

/** A tree written out in full, every field but an accessor's text: equal shapes are equal trees. */
function shape(node: ExpressionNode): string {
  switch (node.type) {
    case "ConstantNode":
      return `${typeof node.value}:${String(node.value)}`;
    case "SymbolNode":
      return node.name;
    case "ParenthesisNode":
      return `(${shape(node.content)})`;
    case "OperatorNode":
      return `${node.fn}[${node.op}${node.implicit ? ",implicit" : ""}${node.isPercentage ? ",percentage" : ""}](${node.args.map(shape).join(" ; ")})`;
    case "FunctionNode":
      return `call ${shape(node.fn)}(${node.args.map(shape).join(" ; ")})`;
    case "AccessorNode":
      return `${shape(node.object)}.${node.property}`;
  }
}

type Outcome = { read: false } | { read: true; shape: string; result: string; accessor: boolean };

function outcome(parse: () => ExpressionNode): Outcome {
  let tree: ExpressionNode;
  try {
    tree = parse();
  } catch {
    return { read: false };
  }
  let result: string;
  try {
    result = `value ${evaluateNode(tree)}`;
  } catch (error) {
    if (!(error instanceof ExpressionError)) throw error;
    result = `${error.problem} ${error.detail}`;
  }
  const written = shape(tree);
  return { read: true, shape: written, result, accessor: /\.[a-zA-Z]/.test(written) };
}

/** Where the two parsers part on `expression`, or undefined when they agree. */
function difference(expression: string): string | undefined {
  const ours = outcome(() => parseExpression(expression));
  const theirs = outcome(() => fromMathjs(mathjsParser.parse(expression)));
  if (!ours.read || !theirs.read) return ours.read === theirs.read ? undefined : `ours read: ${ours.read}, mathjs read: ${theirs.read}`;
  if (ours.shape !== theirs.shape) return `trees differ:\n  ours   ${ours.shape}\n  mathjs ${theirs.shape}`;
  // A refused property access is named as written by ours, as printed by mathjs: only the reason must match.
  const result = (text: string) => (ours.accessor ? text.split(" ")[0] : text);
  if (result(ours.result) !== result(theirs.result)) return `results differ: ours ${ours.result}, mathjs ${theirs.result}`;
  return undefined;
}

function expectAgreement(expressions: Iterable<string>): number {
  const differences: string[] = [];
  let count = 0;
  for (const expression of expressions) {
    count += 1;
    const found = difference(expression);
    if (found !== undefined) differences.push(`${JSON.stringify(expression)}: ${found}`);
  }
  expect(differences.slice(0, 20)).toEqual([]);
  return count;
}

/** Every string in the calculator's tests and the intent and dialogue fixtures, as written and as the calculator would parse it. */
function expressionsFromTests(): Set<string> {
  const root = join(import.meta.dirname, "../..");
  const files = [
    ...readdirSync(join(root, "tools/calculator")).map((name) => join(root, "tools/calculator", name)),
    join(root, "routing/route-locally.test.ts"),
    join(root, "graphs/dialogue-entry.test.ts"),
    ...["fixtures/intents", "fixtures/dialogues"].flatMap((folder) =>
      readdirSync(join(root, folder)).map((name) => join(root, folder, name)),
    ),
  ].filter((file) => /\.(test\.ts|jsonl)$/.test(file) && !file.endsWith("parse-expression.test.ts"));
  const strings = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`([^`$\\\n]*)`/g)) {
      strings.add(match[1] ?? match[2] ?? match[3] ?? "");
    }
  }
  const expressions = new Set<string>();
  for (const text of strings) {
    const translated = toMathExpression(text.trim());
    for (const candidate of [text, translated]) {
      if (candidate.length <= 500 && allowedCharacters.test(candidate) && !/[\n\r\f\v]/.test(candidate)) expressions.add(candidate);
    }
  }
  return expressions;
}

/** A seeded generator (mulberry32), so every run tries the same expressions. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NUMBERS = [
  "0",
  "1",
  "2",
  "3",
  "12",
  "100",
  "1.5",
  ".5",
  "3.",
  "1e3",
  "1.2e-3",
  "2E+2",
  "007",
  "0x1f",
  "0b101",
  "0o17",
  "0x1.8",
  "0xffi8",
  "171",
  "1e400",
];
// Mostly what the calculator computes, some of what it refuses.
const NAMES = ["pi", "e", "pi", "e", "tau", "PI", "E", "x", "true", "null", "NaN", "Infinity", "mod", "in", "to", "not", "and"];
const FUNCTIONS = ["sqrt", "round", "log", "nthRoot", "abs", "pow", "exp", "ln", "cbrt", "sin", "floor", "sqrt", "log", "foo", "mod"];
const BINARY = ["+", "-", "*", "/", "^", "%", " mod ", ".*", "./", ".^", " and ", " or ", " xor ", " to ", " in "];
const CHARACTERS = "0123456789.+-*/^%!() ,eEpixbomdtnaqr";

function expressionGenerator(random: () => number) {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const space = () => (random() < 0.25 ? " " : "");
  const generate = (depth: number): string => {
    const choice = depth <= 0 ? random() * 0.3 : random();
    if (choice < 0.18) return pick(NUMBERS);
    if (choice < 0.3) return pick(NAMES);
    if (choice < 0.55) return `${generate(depth - 1)}${space()}${pick(BINARY)}${space()}${generate(depth - 1)}`;
    if (choice < 0.63) return `${pick(["-", "+", "-", "not "])}${space()}${generate(depth - 1)}`;
    if (choice < 0.71) return `${generate(depth - 1)}${space()}${pick(["!", "%", "%", "!!"])}`;
    if (choice < 0.79) return `(${space()}${generate(depth - 1)}${space()})`;
    if (choice < 0.87) {
      const args = Array.from({ length: Math.floor(random() * 4) }, () => generate(depth - 2));
      return `${pick(FUNCTIONS)}${space()}(${args.join(pick([",", ", "]))})`;
    }
    if (choice < 0.96) return `${generate(depth - 1)}${pick(["", " "])}${generate(depth - 1)}`;
    return `${generate(depth - 1)}.${pick(["b", "x", "mod", "5"])}`;
  };
  const mutate = (text: string): string => {
    const at = Math.floor(random() * (text.length + 1));
    const kind = random();
    if (kind < 0.3) return text.slice(0, at) + text.slice(at + 1);
    if (kind < 0.6) return text.slice(0, at) + pick([...CHARACTERS]) + text.slice(at);
    if (kind < 0.8) return text.slice(0, at);
    return text.slice(0, at) + text.charAt(at) + text.slice(at);
  };
  const noise = (): string => Array.from({ length: 1 + Math.floor(random() * 12) }, () => pick([...CHARACTERS])).join("");
  return { generate, mutate, noise };
}

describe("parseExpression reads what mathjs reads", () => {
  it("every expression in the calculator's tests and the intent and dialogue fixtures", () => {
    const expressions = expressionsFromTests();
    expect(expressions.size).toBeGreaterThan(300);
    expectAgreement(expressions);
  });

  it.each([
    // implicit multiplication and rule 2
    ["2pi", "1/2pi", "1/2(3)", "-1/2pi", "1/2 pi", "(1)/2pi", "1/2/3x", "1/-2x", "+1/2x", "1/2^2x", "1/2in", "1/(2)x", "2/3/4(5)", "3x/2y"],
    [
      "2(3+4)",
      "(1+2)(3+4)",
      "2 sqrt(4)",
      "sqrt(4)(2)",
      "sqrt(4)2",
      "(2)3",
      "2 3",
      "pi pi",
      "2 x!",
      "2 3!",
      "(2)3!",
      "2!3",
      "3!(2)",
      "1.x",
      "x.5",
    ],
    // powers, unary operators, factorial
    ["-2^2", "2^-1", "2^3^2", "-2^-2^2", "2^3!", "3!^2", "3!!", "-3!", "2(1+2)!", "--2", "+-+2", "not 1", "-not 1", "not", "2^3^"],
    // percentages and modulo
    ["50%", "x+5%", "x-5%", "x*5%", "5%%", "5% 3", "5%3", "5%(3)", "5%-3", "5% +", "5%mod 2", "x+5%*2", "x+5%2", "x+(5%)", "x+5%+3%"],
    [
      "(x)+5%",
      "x+-5%",
      "x+5!%",
      "x+5%^2",
      "1/2%",
      "2%/2",
      "x+sqrt(4)%",
      "x*y+5%",
      "5!%",
      "5%!",
      "5% (1+",
      "((5%(1+))",
      "5% sqrt(",
      "(5%-)",
      "5%0xZZ",
    ],
    ["100+5%", "200*15%", "10 mod 3", "mod", "mod(2,3)", "3 mod", "3 mod mod 2", "5% not", "1/2 mod 3"],
    // numbers
    [
      "0x1F",
      "0x1.8",
      "0xFFi8",
      "0b101.1",
      "0xZZ",
      "0o17",
      "0o8",
      "1e400",
      "1e",
      "1e+",
      "1.e3",
      "1.",
      ".",
      ".5",
      "1.2.3",
      "2e3e",
      "0x",
      "0b2",
    ],
    [
      "0xffi",
      "0x1G",
      "0x1.8G",
      "0x1fi8x",
      "0x.8",
      "0b1.2",
      "1e.5",
      "1e3.5",
      "2E-3",
      "1 e3",
      "0X1F",
      "00012",
      "1/2 0x1",
      "1/2.5e1x",
      "1/0x1fx",
    ],
    // named operators, constants, property access, calls, commas
    ["2 in", "2 in 3", "(2 in)", "2 to 3", "1 or 0", "1 and 0", "1 xor 0", "1 or", "true", "NaN", "Infinity", "null.x", "a.b", "a.b.c"],
    [
      "(1+2).x",
      "3!.x",
      "sqrt(4).x",
      "sqrt.x(2)",
      "x.mod",
      "x.in",
      "2x.y",
      "2 .b",
      "a.b(1)",
      "1,2",
      "(1,2)",
      "f()",
      "sqrt 4",
      "sqrt(16, 2)",
      "round(1.5, )",
    ],
    ["", " ", "()", "(", ")", "+", "*2", "2*", "2.*3", "2./3", "2.^3", "((2))", "sqrt(-1)", "1/0", "10^400", "171!", "2^10001", "0.1+0.2"],
  ])("the tricky cases %#", (...expressions: string[]) => {
    expectAgreement(expressions);
  });

  it("4,500 generated expressions, well formed and malformed (seeded)", () => {
    const random = seeded(20_260_310);
    const { generate, mutate, noise } = expressionGenerator(random);
    const expressions: string[] = [];
    for (let index = 0; index < 2500; index += 1) expressions.push(generate(1 + Math.floor(random() * 4)));
    for (let index = 0; index < 1000; index += 1) expressions.push(mutate(generate(1 + Math.floor(random() * 3))));
    for (let index = 0; index < 1000; index += 1) expressions.push(noise());
    expect(expectAgreement(expressions)).toBe(4500);
  });
});

describe("parseExpression on hostile input", () => {
  const quickly = (work: () => unknown) => {
    const started = performance.now();
    try {
      work();
    } catch {
      // Only the time matters here.
    }
    return performance.now() - started;
  };

  it("reads 500 characters of unary signs without recursion", () => {
    expect(parseExpression(`${"-".repeat(499)}1`).type).toBe("OperatorNode");
    expect(evaluateExpression(`${"-".repeat(499)}1`)).toBe(-1);
    expect(evaluateExpression(`${"-+".repeat(249)}-1`)).toBe(1);
    expect(quickly(() => parseExpression(`2${"!".repeat(498)}`))).toBeLessThan(200);
  });

  it("reads nested percentages in linear time (mathjs takes exponential time)", () => {
    const nested = `${"5%(".repeat(50)}1${")".repeat(50)}`;
    expect(quickly(() => parseExpression(nested))).toBeLessThan(200);
    expect(quickly(() => evaluateExpression(nested))).toBeLessThan(200);
  });

  it("computes a percentage's shared base once", () => {
    const nested = `${"(".repeat(50)}1${"+2%)".repeat(50)}`;
    expect(quickly(() => expect(evaluateExpression(nested)).toBeCloseTo(1.02 ** 50))).toBeLessThan(200);
  });
});
