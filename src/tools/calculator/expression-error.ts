import type { LocalizedText } from "../../core/localize";

/** Why an expression was refused; each reason has its own spoken message. */
export type ExpressionProblem =
  | "empty"
  | "too_long"
  | "too_deep"
  | "unreadable"
  | "not_allowed"
  | "wrong_arguments"
  | "round_digits"
  | "root_degree"
  | "exponent_too_large"
  | "too_large"
  | "division_by_zero"
  | "not_real"
  | "factorial";

/** The message for each refusal, in Traditional Chinese and English. `{detail}` is filled in. */
export const EXPRESSION_MESSAGES: Record<ExpressionProblem, LocalizedText> = {
  empty: { zh: "請告訴我要算什麼。", en: "Please tell me what to calculate." },
  too_long: { zh: "這個算式太長了，請縮短一點再試。", en: "That expression is too long. Please make it shorter." },
  too_deep: { zh: "這個算式的括號太多層了。", en: "That expression has too many nested brackets." },
  unreadable: { zh: "我看不懂這個算式：{detail}", en: "I could not read that expression: {detail}" },
  not_allowed: {
    zh: "算式裡不能用「{detail}」，只能用加減乘除、次方、根號和常見的數學函數。",
    en: "“{detail}” is not allowed; only arithmetic, powers, roots and common math functions are.",
  },
  wrong_arguments: { zh: "「{detail}」給的數字個數不對。", en: "“{detail}” was given the wrong number of values." },
  round_digits: { zh: "round 的小數位數要是 0 到 15 的整數。", en: "round keeps 0 to 15 decimal places, as a whole number." },
  root_degree: { zh: "開方的次數要是不為零的整數。", en: "A root's degree must be a whole number other than zero." },
  exponent_too_large: { zh: "次方太大了，算不出來。", en: "That exponent is too large to calculate." },
  too_large: { zh: "結果太大了，算不出來。", en: "The result is too large to calculate." },
  division_by_zero: { zh: "不能除以零。", en: "You cannot divide by zero." },
  not_real: { zh: "這個算式的結果不是實數。", en: "That expression has no real-number result." },
  factorial: { zh: "階乘只能算 0 到 170 的整數。", en: "Factorials work only for whole numbers from 0 to 170." },
};

/** Thrown while an expression is read or evaluated; the calculator turns it into `invalid_expression`. */
export class ExpressionError extends Error {
  constructor(
    readonly problem: ExpressionProblem,
    readonly detail = "",
  ) {
    super(`${problem}${detail ? `: ${detail}` : ""}`);
    this.name = "ExpressionError";
  }
}
