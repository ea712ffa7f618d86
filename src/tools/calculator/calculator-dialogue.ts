import type { LastToolCall, ToolDialogue } from "../../core/tool-dialogue";
import { parseNumber } from "../../language/number-words";
import { correctCalculation } from "./correct-calculation";
import { computeExpression } from "./evaluate-expression";
import { readCalculationStep } from "./read-calculation-step";
import { toCalculation } from "./to-calculation";

/** The last expression in the calculator's syntax (「123乘以45」 → `123*45`), or null when it did not compute. */
function lastExpression(last: LastToolCall): string | null {
  const { expression } = last.args;
  if (!last.success || typeof expression !== "string") return null;
  try {
    return computeExpression(expression).expression;
  } catch {
    return null;
  }
}

/** The last expression with one more step (「然後減三十」 'now divide that by four'), or null when the text says none. */
function nextStep(text: string, last: LastToolCall): Record<string, unknown> | null {
  const expression = lastExpression(last);
  const step = expression === null ? null : readCalculationStep(text);
  if (expression === null || step === null) return null;
  const calculation = toCalculation(`(${expression})${step}`);
  return calculation === null ? null : { ...last.args, ...calculation };
}

// After a share (「晚餐1860塊 五個人分」 is 1860/5), another head count shares the same amount:
// 「那如果是六個人呢」「換成六個人呢」 'and for 6 people?'.
const HEADCOUNT = /^(?<people>\S+?)\s*(?:個人|人|位|people|persons|of us)\??$/iu;
const SHARE = /^(?<amount>\d+(?:\.\d+)?)\/\d+$/u;

function sharedAmong(fragment: string, last: LastToolCall): Record<string, unknown> | null {
  const expression = lastExpression(last);
  const amount = expression === null ? undefined : SHARE.exec(expression)?.groups?.amount;
  const people = parseNumber(HEADCOUNT.exec(fragment.trim())?.groups?.people ?? "");
  if (amount === undefined || people === null || !Number.isInteger(people) || people < 2) return null;
  const calculation = toCalculation(`${amount}/${people}`);
  return calculation === null ? null : { ...last.args, ...calculation };
}

/**
 * calculate in a conversation: 「再除以四呢」「然後減三十」 'times three' 'now divide that by four'
 * carry on from the last expression; 「不對 我是說乘以54」 'no, I meant divided by 5' put a one-operation
 * expression right; after a share, 「那如果是六個人呢」 shares it among six.
 */
export const calculatorDialogue: ToolDialogue = {
  // The subject a turn goes back to: 「回到…」 'go back to …'.
  topic: /計算|算式|算數|數學|calculation|math|maths/iu,
  // A step said whole, with no 呢 and no 'and' (「然後減三十」 'plus 250'), is no follow-up the
  // shared reader (src/language/read-follow-up.ts) gives a fragment for: the hook that is handed
  // the whole sentence reads it.
  items: (text, last) => {
    const args = nextStep(text, last);
    return args === null ? null : { tool: last.tool, args };
  },
  followUp: (fragment, last, { change, correction }) => {
    const shared = sharedAmong(fragment, last);
    if (shared !== null) return shared;
    if (!correction && !change) return nextStep(fragment, last);
    // 「換成乘以三」 'make it times 3' and 「我是說乘以54」 replace the operation, as far as it is known which.
    const expression = lastExpression(last);
    const corrected = expression === null ? null : correctCalculation(expression, fragment);
    const calculation = corrected === null ? null : toCalculation(corrected);
    return calculation === null ? null : { ...last.args, ...calculation };
  },
};
