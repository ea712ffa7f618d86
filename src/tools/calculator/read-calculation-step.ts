import { toMathExpression } from "./to-math-expression";

// What carries a conversation on before the step: 「然後」「接著再」「那就再」「把它」「結果再」 'then',
// 'now', 'and then', 'that'. Every part may be left out: 「減三十」 and 'times three' are steps too.
const LEAD_ZH = /^(?:那麼|那就|那(?!個)|然後|接著|接下來|之後|再來)?\s*(?:就)?(?:把)?(?:這個結果|這個|那個|它|結果|答案)?\s*(?:再)?\s*/u;
const LEAD_EN = /^(?:(?:and|then|now|next|so|ok|okay|after that)\s+)*/i;
const REFERENCE_EN = String.raw`(?:it|that|this|the result|the answer)`;
// The imperative forms of a step ('divide it by 4', 'add 5 to that', 'square it', 'plus tax of 5%'),
// said as the operator words the calculator reads ('divided by 4', 'plus 5', 'squared', 'plus 5%').
const IMPERATIVES: ReadonlyArray<[RegExp, string]> = [
  [new RegExp(String.raw`^${REFERENCE_EN}\s+(?=(?:plus|minus|times|multiplied by|divided by|over|squared|cubed)\b)`, "i"), ""],
  [new RegExp(String.raw`^(?:multiply|times)\s+(?:${REFERENCE_EN}\s+)?by\b`, "i"), "times"],
  [new RegExp(String.raw`^divide\s+(?:${REFERENCE_EN}\s+)?by\b`, "i"), "divided by"],
  [new RegExp(String.raw`^add\s+(.+?)\s+to\s+${REFERENCE_EN}$`, "i"), "plus $1"],
  [new RegExp(String.raw`^(?:subtract|take away)\s+(.+?)\s+from\s+${REFERENCE_EN}$`, "i"), "minus $1"],
  [/^add\b/i, "plus"],
  [/^(?:subtract|take away)\b/i, "minus"],
  [new RegExp(String.raw`^square\s+${REFERENCE_EN}$`, "i"), "squared"],
  [new RegExp(String.raw`^cube\s+${REFERENCE_EN}$`, "i"), "cubed"],
  [/^(plus|minus)\s+(?:a\s+|the\s+)?(?:tax|tip)\s+of\s+(?=\S+\s*(?:%|percent)$)/i, "$1 "],
  [/^(plus|minus)\s+(?:a\s+)?(\S+\s*(?:%|percent))\s+(?:tax|tip)$/i, "$1 $2"],
  [/\s+please$/i, ""],
];
// A share among people (「除以四個人 一個人多少」「四個人平分」 'split it between four people, how much
// each'): a division by how many they are, the question after it saying nothing more.
const EACH_PAYS =
  /\s*(?:那|這樣)?(?:一個人|每個人|每人|一人|平均一個人|平均每人)(?:是|要|付|出|分)?(?:多少|幾多|幾塊)(?:錢)?$|,?\s*(?:how much (?:each|per person|for each)|each|per person)$/iu;
const SHARES: ReadonlyArray<[RegExp, string]> = [
  [/^(?:除以|除)(.+?)(?:個人|人|位)$/u, "除以$1"],
  [/^(?:平分給|分給|分成)(.+?)(?:個人|人|位|份)(?:平分|分)?$/u, "除以$1"],
  [/^(.+?)(?:個人|人|位)(?:平分|分攤|均分|分)$/u, "除以$1"],
  [
    /^(?:split|share|divide)\s+(?:(?:it|that|this|the bill)\s+)?(?:between|among|by|for)\s+(\S+)(?:\s+(?:people|persons|of us|ways))?$/i,
    "divided by $1",
  ],
  [/^divided by\s+(\S+)\s+(?:people|persons)$/i, "divided by $1"],
];

// One operator and one operand (a number, a percentage, a fraction 「三分之一」), or a power, a root
// or a factorial of the result, in the calculator's syntax: `*3`, `-30`, `+5%`, `^2`, `^(1/2)`, `!`.
const OPERAND = String.raw`-?(?:\d+(?:\.\d+)?%?|\(\d+(?:\.\d+)?\/\d+(?:\.\d+)?\))`;
const STEP = new RegExp(String.raw`^(?:[+\-*/^]${OPERAND}|!)$`);
// 「負五」 is a number, not 'minus five'; 「加百分之五」 may add 5% of the result or 0.05: the model asks.
const NOT_A_STEP = /^(?:負|negative\b)/iu;
const ADDED_PERCENT = /(?:加|減).*百分之/u;

/**
 * One more step on the last result, said alone (normalised text): 「再乘以二」「然後減三十」「接著除以三」
 * 「把它開根號」 'times three' 'now divide that by four' 'add 5 to it' 'plus tax of 5%' → `*2`, `-30`,
 * `/3`, `^(1/2)`, `*3`, `/4`, `+5`, `+5%`: the step in the calculator's syntax, read by
 * {@link toMathExpression}, or null when the text is no single step (「然後呢」「加油」 'times up').
 */
export function readCalculationStep(text: string): string | null {
  let said = text.trim().replace(LEAD_ZH, "").replace(LEAD_EN, "");
  for (const [pattern, replacement] of IMPERATIVES) said = said.replace(pattern, replacement).trim();
  const shared = said.replace(EACH_PAYS, "").trim();
  for (const [pattern, replacement] of SHARES) {
    if (pattern.test(shared)) {
      said = shared.replace(pattern, replacement);
      break;
    }
  }
  if (said === "" || NOT_A_STEP.test(said) || ADDED_PERCENT.test(said)) return null;
  const step = toMathExpression(said).replace(/\s+/g, "");
  return STEP.test(step) ? step : null;
}
