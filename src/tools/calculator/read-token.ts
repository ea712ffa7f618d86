import type { ConstantNode } from "./expression-node";

/** A delimiter (operator, bracket, comma, named operator such as `mod`, or "" at the end), a number or a name. */
export type TokenKind = "delimiter" | "number" | "symbol";

/** Where the reading is: the current token, its kind, where it starts and where the next one is looked for. */
export interface TokenState {
  token: string;
  kind: TokenKind;
  start: number;
  index: number;
}

// mathjs's named operators: read as delimiters, not names.
export const NAMED_DELIMITERS = new Set(["mod", "to", "in", "and", "xor", "or", "not"]);

// mathjs's names for constants: read as values, not names (the evaluator refuses all but numbers).
export const NAMED_CONSTANTS: Record<string, ConstantNode["value"]> = {
  true: true,
  false: false,
  null: null,
  undefined: undefined,
  NaN: NaN,
  Infinity: Infinity,
};

// mathjs's two-character delimiters that can be written with the calculator's characters.
const TWO_CHARACTER_DELIMITERS = new Set([".*", "./", ".^"]);
const ONE_CHARACTER_DELIMITERS = new Set([",", "(", ")", "+", "-", "*", "/", "%", "^", "!"]);
const WHITESPACE = new Set([" ", "\t", "\u00A0"]);

const isDigit = (character: string): boolean => character >= "0" && character <= "9";
const isLetter = (character: string): boolean => /^[a-zA-Z]$/.test(character);
// A dot that is a decimal mark, not the start of `.*`, `./` or `.^`.
const isDecimalMark = (character: string, next: string): boolean => character === "." && next !== "/" && next !== "*" && next !== "^";

/** A syntax error at `position` (0-based), worded as mathjs words it. */
export function syntaxError(message: string, position: number): SyntaxError {
  return new SyntaxError(`${message} (char ${position + 1})`);
}

function set(state: TokenState, kind: TokenKind, start: number, end: number, text: string): void {
  state.kind = kind;
  state.start = start;
  state.index = end;
  state.token = text.slice(start, end);
}

/** The end of a run of letters and digits from `index`. */
function alphanumericEnd(text: string, index: number): number {
  let end = index;
  while (end < text.length && (isLetter(text.charAt(end)) || isDigit(text.charAt(end)))) end += 1;
  return end;
}

/** The end of a run of digits from `index`. */
function digitsEnd(text: string, index: number): number {
  let end = index;
  while (isDigit(text.charAt(end))) end += 1;
  return end;
}

/** A binary, octal or hexadecimal literal, `0x1F`, `0b1.1`, `0xFFi8`: letters and digits, a dot, letters and digits. */
function radixLiteralEnd(text: string, start: number): number {
  const end = alphanumericEnd(text, start + 2);
  return text.charAt(end) === "." ? alphanumericEnd(text, end + 1) : end;
}

/**
 * A decimal number from `start`: `12`, `1.5`, `.5`, `1.`, `1e3`, `2.5E-4`. Returns the end, or -1
 * when it is a lone dot (property access). An `e` not followed by a digit or sign is a name
 * (`2e` is 2 × e); an exponent without digits, or a dot after one, is a syntax error.
 */
function decimalEnd(text: string, start: number): number {
  let end = start;
  if (text.charAt(end) === ".") {
    if (!isDigit(text.charAt(end + 1))) return -1;
    end += 1;
  } else {
    end = digitsEnd(text, end);
    if (isDecimalMark(text.charAt(end), text.charAt(end + 1))) end += 1;
  }
  end = digitsEnd(text, end);
  if (text.charAt(end) !== "e" && text.charAt(end) !== "E") return end;
  const next = text.charAt(end + 1);
  if (isDigit(next) || next === "-" || next === "+") {
    let exponent = end + 1;
    if (next === "-" || next === "+") exponent += 1;
    if (!isDigit(text.charAt(exponent))) throw syntaxError(`Digit expected, got "${text.charAt(exponent)}"`, exponent);
    exponent = digitsEnd(text, exponent);
    if (isDecimalMark(text.charAt(exponent), text.charAt(exponent + 1))) throw syntaxError("Digit expected", exponent);
    return exponent;
  }
  if (isDecimalMark(next, text.charAt(end + 2))) throw syntaxError("Digit expected", end + 2);
  return end;
}

/**
 * Reads the token after `state.index` into `state`, as mathjs's tokenizer does for the
 * calculator's characters (letters, digits, `+ - * / ^ % ! ( ) . ,` and spaces). At the end the
 * token is "" (a delimiter). Throws a SyntaxError for any other character or a malformed exponent.
 */
export function readToken(text: string, state: TokenState): void {
  let start = state.index;
  while (WHITESPACE.has(text.charAt(start))) start += 1;
  if (start >= text.length) return set(state, "delimiter", start, start, text);
  const character = text.charAt(start);
  if (TWO_CHARACTER_DELIMITERS.has(text.slice(start, start + 2))) return set(state, "delimiter", start, start + 2, text);
  if (ONE_CHARACTER_DELIMITERS.has(character)) return set(state, "delimiter", start, start + 1, text);
  if (isDigit(character) || character === ".") {
    const prefix = text.slice(start, start + 2);
    if (prefix === "0b" || prefix === "0o" || prefix === "0x") return set(state, "number", start, radixLiteralEnd(text, start), text);
    const end = decimalEnd(text, start);
    return end === -1 ? set(state, "delimiter", start, start + 1, text) : set(state, "number", start, end, text);
  }
  if (isLetter(character)) {
    const end = alphanumericEnd(text, start);
    return set(state, NAMED_DELIMITERS.has(text.slice(start, end)) ? "delimiter" : "symbol", start, end, text);
  }
  throw syntaxError(`Syntax error in part "${text.slice(start)}"`, start);
}

// A binary, octal or hexadecimal literal with a radix point, as mathjs matches it (not anchored).
const radixPointLiteral = /(0[box])([0-9a-fA-F]*)\.([0-9a-fA-F]*)/;
// A literal with a word size, `0xFFi8` (signed, 8 bits).
const wordSizeLiteral = /(0[box][0-9a-fA-F]*)i([0-9]*)/;
const RADIX: Record<string, number> = { "0b": 2, "0o": 8, "0x": 16 };

/**
 * The value of a number token, as mathjs's `number(string)` gives it: decimal, `0x`/`0b`/`0o`
 * with an optional radix point (`0x1.8` is 1.5) or word size (`0xFFi8` is -1). Like mathjs, it
 * reads the first match of its patterns and ignores what follows (`0x1.8G` is 1.5).
 * Throws a SyntaxError for a token that is not a number (`0xZZ`, `0b2`).
 */
export function numberValue(token: string): number {
  const parts = radixPointLiteral.exec(token);
  if (parts !== null) {
    const [, prefix, whole, fraction] = parts;
    const radix = RADIX[prefix];
    let value = parseInt(whole, radix);
    [...fraction].forEach((digit, place) => (value += parseInt(digit, radix) / Math.pow(radix, place + 1)));
    if (Number.isNaN(value)) throw new SyntaxError(`String "${token}" is not a valid number`);
    return value;
  }
  const sized = wordSizeLiteral.exec(token);
  const literal = sized === null ? token : sized[1];
  let value = Number(literal);
  if (Number.isNaN(value)) throw new SyntaxError(`String "${literal}" is not a valid number`);
  if (sized === null) return value;
  const size = Number(sized[2]);
  if (value > 2 ** size - 1) throw new SyntaxError(`String "${literal}" is out of range`);
  if (value >= 2 ** (size - 1)) value -= 2 ** size;
  return value;
}
