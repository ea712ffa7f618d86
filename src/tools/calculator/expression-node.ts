/**
 * A parsed expression: the node kinds, operators and fields mathjs's parser gives for the text the
 * calculator accepts (`parse-expression.ts`), so `evaluateNode` reads the trees the same way.
 */
export type ExpressionNode = ConstantNode | SymbolNode | ParenthesisNode | OperatorNode | FunctionNode | AccessorNode;

/** A number, or `true`, `false`, `null` or `undefined` (which the evaluator refuses). */
export interface ConstantNode {
  readonly type: "ConstantNode";
  readonly value: number | boolean | null | undefined;
}

/** A name: `pi`, `e`, `x`, or a named operator read as a name (`mod` alone). */
export interface SymbolNode {
  readonly type: "SymbolNode";
  readonly name: string;
}

/** An expression in brackets, kept as written. */
export interface ParenthesisNode {
  readonly type: "ParenthesisNode";
  readonly content: ExpressionNode;
}

/**
 * An operator with mathjs's names: `op` as written (`+`, `mod`, `!`), `fn` what it does (`add`,
 * `mod`, `factorial`, `unaryMinus`…). `implicit` marks a multiplication without `*` (`2pi`),
 * `isPercentage` a postfix `%` (`50%` is `50 / 100`).
 */
export interface OperatorNode {
  readonly type: "OperatorNode";
  readonly op: string;
  readonly fn: string;
  readonly args: readonly ExpressionNode[];
  readonly implicit: boolean;
  readonly isPercentage: boolean;
}

/** A call: `sqrt(16)`, `nthRoot(27, 3)`; the callee is a name or a property (`a.b(1)`). */
export interface FunctionNode {
  readonly type: "FunctionNode";
  readonly fn: SymbolNode | AccessorNode;
  readonly args: readonly ExpressionNode[];
}

/** Property access, `a.b`, which the evaluator refuses; `text` is the access as written. */
export interface AccessorNode {
  readonly type: "AccessorNode";
  readonly object: ExpressionNode;
  readonly property: string;
  readonly text: string;
}
