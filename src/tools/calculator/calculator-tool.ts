import { z } from "zod";
import { defineTool, type DefinedTool } from "../../core/define-tool";
import { ToolError } from "../../core/tool-error";
import { ToolResult } from "../../core/tool-result";
import type { CalculatorData } from "./calculator-data";
import { formatCalculatorResult } from "./calculator-formatter";
import { computeExpression } from "./evaluate-expression";
import { calculatorDialogue } from "./calculator-dialogue";
import { calculatorPhrases } from "./phrases";

/** Options of {@link createCalculatorTool}. */
export interface CalculatorToolOptions {
  /** This tool's timeout in milliseconds. Default: the graph's `toolTimeoutMs`. */
  timeoutMs?: number;
}

const parameters = z.object({
  expression: z
    .string()
    .min(1)
    .describe(
      'The arithmetic expression, e.g. "(3+5)*12", "sqrt(16)", "2^10", "15% * 80"; Chinese words such as 「123乘以45」 or 「3的平方加4的平方」 are accepted as written.',
    ),
});

/**
 * The `calculate` tool: arithmetic, powers, roots, percentages and common functions, also
 * written with Chinese operators and numerals (加 減 乘以 除以 的平方 根號 百分之). Its own parser
 * reads mathjs's syntax; a whitelist walker computes, and hostile input is refused at once with `invalid_expression`.
 *
 * @example
 * ```ts
 * const calculator = createCalculatorTool();
 * await calculator.execute({ expression: "123乘以45" }, context); // data: { expression: "123*45", result: 5535 }
 * ```
 */
export function createCalculatorTool({ timeoutMs }: CalculatorToolOptions = {}): DefinedTool<typeof parameters, CalculatorData> {
  return defineTool({
    name: "calculate",
    description:
      "Calculates an arithmetic expression exactly: + - * / ^, brackets, percentages, sqrt, cbrt, nthRoot, abs, round, floor, ceil, sin/cos/tan (radians), log, log10, exp, pi, e. Use it for any arithmetic instead of computing yourself.",
    parameters,
    timeoutMs,
    phrases: calculatorPhrases,
    dialogue: calculatorDialogue,
    execute: async ({ expression }, { locale }) => {
      try {
        const { expression: computed, value } = computeExpression(expression, { locale });
        return ToolResult.ok({ expression: computed, result: value });
      } catch (error) {
        if (ToolError.isInstance(error)) return ToolResult.fail(error);
        throw error;
      }
    },
    format: formatCalculatorResult,
  });
}
