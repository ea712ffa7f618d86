import type { ToolDialogue } from "../../core/tool-dialogue";
import { NUMBER_PATTERN, parseNumber } from "../../language/number-words";

const OPERATORS: Readonly<Record<string, string>> = {
  加: "+",
  加上: "+",
  減: "-",
  減去: "-",
  減掉: "-",
  乘: "*",
  乘以: "*",
  乘上: "*",
  除以: "/",
  plus: "+",
  minus: "-",
  times: "*",
  "multiplied by": "*",
  "divided by": "/",
  over: "/",
};
// 「再除以四」「乘以二」 'times 3' 'then divide by 4': one more step on the last result.
const NEXT_STEP = new RegExp(
  String.raw`^(?:再|然後)?(?<zh>加上|加|減去|減掉|減|乘以|乘上|乘|除以)\s*(?<zhNumber>${NUMBER_PATTERN})$|^(?:then\s+)?(?<en>plus|minus|times|multiplied\s+by|divided\s+by|over)\s+(?<enNumber>${NUMBER_PATTERN})$`,
  "iu",
);

/** calculate in a conversation: 「再除以四呢」 'and times 3?' carry on from the last expression. */
export const calculatorDialogue: ToolDialogue = {
  // 「不對 我是說乘以54」 puts a step right, which one is not known here: the model takes it.
  followUp: (fragment, last, { correction }) => {
    if (correction) return null;
    const groups = NEXT_STEP.exec(fragment.trim())?.groups;
    const operator = OPERATORS[(groups?.zh ?? groups?.en ?? "").toLowerCase().replace(/\s+/g, " ")];
    const value = parseNumber(groups?.zhNumber ?? groups?.enNumber ?? "");
    const expression = last.args.expression;
    if (operator === undefined || value === null || typeof expression !== "string" || !last.success) return null;
    return { ...last.args, expression: `(${expression})${operator}${value}` };
  },
};
