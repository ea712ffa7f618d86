import { ANY, EMPTY, ofCharacters, ofGroup, ofQuantifier, ofSequence, ofText, type Knowledge } from "./pattern-knowledge";

const DIGITS = "0123456789";
const MAX_CLASS = 10;
const MEMORABLE = 200;
// Escapes that stand for one known character.
const CONTROL_ESCAPES: Readonly<Record<string, string>> = { n: "\n", r: "\r", t: "\t", v: "\v", f: "\f", "0": "\0" };

/**
 * Reads a regular expression's source for what its matches must contain (see requiredWords).
 * It reads only what it understands for sure — literal characters, small classes, groups,
 * alternatives and quantifiers; anything else (\w, \p{…}, back references, large classes) is
 * read as "any text", which keeps every conclusion true. Groups seen before (the patterns share
 * long parts such as the period words) are taken from `memory`, so a registry whose patterns
 * total a million characters is read in one pass.
 */
export class PatternReader {
  private position = 0;
  private readonly closing: Map<number, number>;

  constructor(
    private readonly source: string,
    private readonly memory: Map<string, Knowledge>,
    private readonly unicode: boolean,
  ) {
    this.closing = matchParentheses(source);
  }

  /**
   * What the whole pattern needs. A pattern of one alternative keeps every list its parts need
   * (a period word and 「多少｜幾」); a group inside it is summed up by one list.
   */
  read(): Knowledge {
    const sequences = [this.sequence(this.source.length)];
    while (this.position < this.source.length && this.source[this.position] === "|") {
      this.position += 1;
      sequences.push(this.sequence(this.source.length));
    }
    return sequences.length === 1 ? sequences[0] : ofGroup(sequences);
  }

  /** The alternatives from the current position to `end` (a group's ")" or the source's end). */
  private alternatives(end: number): Knowledge {
    const sequences: Knowledge[] = [this.sequence(end)];
    while (this.position < end && this.source[this.position] === "|") {
      this.position += 1;
      sequences.push(this.sequence(end));
    }
    return ofGroup(sequences);
  }

  private sequence(end: number): Knowledge {
    const elements: Knowledge[] = [];
    while (this.position < end && this.source[this.position] !== "|") {
      const literal = this.literalRun(end);
      if (literal !== null) {
        elements.push(ofText(literal));
        continue;
      }
      const atom = this.atom();
      elements.push(this.quantified(atom));
    }
    return ofSequence(elements);
  }

  /**
   * A run of plain characters from the current position read at once — 「天氣」, and the
   * caseless letters [tT][oO][dD][aA][yY] as "today" — or null when there is none. Most of a
   * phrase is such runs; reading them a character at a time was most of the start-up of the
   * local route. A character a quantifier follows is left to `atom`.
   */
  private literalRun(end: number): string | null {
    let run = "";
    let index = this.position;
    let last = index;
    while (index < end) {
      const code = this.source.charCodeAt(index);
      let letter: string | null = null;
      let width = 1;
      if (isPlain(code)) letter = code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : this.source[index];
      else if (code === OPEN_CLASS && isCaselessLetter(this.source, index)) {
        letter = this.source[index + 1];
        width = 4;
      }
      // Letters with case outside ASCII may match in another case (see ofCharacters).
      if (letter === null || (code > 127 && letter.toLowerCase() !== letter.toUpperCase())) break;
      const next = this.source.charCodeAt(index + width);
      if (next === QUESTION || next === STAR || next === PLUS || next === OPEN_BRACE) break;
      run += letter;
      index += width;
      last = index;
    }
    if (run.length < 2) return null;
    this.position = last;
    return run;
  }

  private quantified(atom: Knowledge): Knowledge {
    if (!"?*+{".includes(this.source[this.position])) return atom;
    const rest = this.source.slice(this.position, this.position + 24);
    const match = /^(?:([?*+])|\{(\d+)(,(\d*))?\})\??/.exec(rest);
    if (match === null) return atom;
    this.position += match[0].length;
    if (match[1] === "?") return ofQuantifier(atom, 0, 1);
    if (match[1] === "*") return ofQuantifier(atom, 0, Infinity);
    if (match[1] === "+") return ofQuantifier(atom, 1, Infinity);
    const min = Number(match[2]);
    const max = match[3] === undefined ? min : match[4] === "" ? Infinity : Number(match[4]);
    return ofQuantifier(atom, min, max);
  }

  private atom(): Knowledge {
    const character = this.source[this.position];
    switch (character) {
      case "(":
        return this.group();
      case "[":
        return this.characterClass();
      case "\\":
        return this.escape();
      case "^":
      case "$":
        this.position += 1;
        return EMPTY;
      case ".":
        this.position += 1;
        return ANY;
      default: {
        const code = this.source.codePointAt(this.position) ?? 0;
        this.position += code > 0xffff ? 2 : 1;
        return ofCharacters([String.fromCodePoint(code)]);
      }
    }
  }

  private group(): Knowledge {
    const open = this.position;
    const close = this.closing.get(open);
    if (close === undefined) throw new SyntaxError("unbalanced group");
    this.position = close + 1;
    // Lookarounds consume nothing; what a lookahead needs is not counted.
    if (/^\(\?<?[=!]/.test(this.source.slice(open, open + 4))) return EMPTY;
    // (…), (?:…), (?<name>…) and (?i:…) hold their alternatives; any other (? is not read.
    const head = /^\((?:\?(?::|<[^>=!]+>|[a-z]*(?:-[a-z]+)?:))?/.exec(this.source.slice(open, open + 40))?.[0] ?? "(";
    if (head === "(" && this.source[open + 1] === "?") return ANY;
    this.position = open + head.length;
    // Short groups are read faster than they are looked up.
    if (close - this.position < MEMORABLE) {
      const knowledge = this.alternatives(close);
      this.position = close + 1;
      return knowledge;
    }
    const key = (this.unicode ? "u" : "-") + this.source.slice(this.position, close);
    const known = this.memory.get(key);
    if (known !== undefined) {
      this.position = close + 1;
      return known;
    }
    const knowledge = this.alternatives(close);
    this.position = close + 1;
    this.memory.set(key, knowledge);
    return knowledge;
  }

  private characterClass(): Knowledge {
    const close = classEnd(this.source, this.position);
    const body = this.source.slice(this.position + 1, close);
    this.position = close + 1;
    if (body.startsWith("^")) return ANY;
    const characters: string[] = [];
    for (let index = 0; index < body.length;) {
      if (body[index] === "\\") {
        const escaped = body[index + 1];
        if (escaped === "d") characters.push(...DIGITS);
        else if (/[\\\][.\-^$*+?(){}|/]/.test(escaped)) characters.push(escaped);
        else if (CONTROL_ESCAPES[escaped] !== undefined) characters.push(CONTROL_ESCAPES[escaped]);
        else return ANY;
        index += 2;
        // A range from an escaped character ([\--z]) is not read.
        if (body[index] === "-" && index + 1 < body.length) return ANY;
        continue;
      }
      const code = body.codePointAt(index) ?? 0;
      const character = String.fromCodePoint(code);
      const width = character.length;
      if (body[index + width] === "-" && index + width + 1 < body.length && body[index + width + 1] !== "\\") {
        const last = body.codePointAt(index + width + 1) ?? 0;
        if (last - code >= MAX_CLASS) return ANY;
        for (let value = code; value <= last; value += 1) characters.push(String.fromCodePoint(value));
        index += width + 1 + String.fromCodePoint(last).length;
      } else {
        characters.push(character);
        index += width;
      }
      if (characters.length > MAX_CLASS) return ANY;
    }
    return characters.length === 0 || characters.length > MAX_CLASS ? ANY : ofCharacters(characters);
  }

  private escape(): Knowledge {
    const escaped = this.source[this.position + 1];
    this.position += 2;
    if (escaped === "d") return ofCharacters([...DIGITS]);
    if (escaped === "b" || escaped === "B") return EMPTY;
    if (escaped === "p" || escaped === "P" || escaped === "k") {
      const close = this.source.indexOf(escaped === "k" ? ">" : "}", this.position);
      this.position = close + 1;
      return ANY;
    }
    if (escaped === "u" || escaped === "x" || escaped === "c" || /[1-9DwWsS]/.test(escaped)) {
      const code = /^(?:u\{([0-9a-fA-F]+)\}|u([0-9a-fA-F]{4})|x([0-9a-fA-F]{2}))/.exec(
        this.source.slice(this.position - 1, this.position + 10),
      );
      // Without the u flag, \u{41} is 41 u's.
      if (code === null || (code[1] !== undefined && !this.unicode)) return ANY;
      this.position += code[0].length - 1;
      return ofCharacters([String.fromCodePoint(Number.parseInt(code[1] ?? code[2] ?? code[3], 16))]);
    }
    return ofCharacters([CONTROL_ESCAPES[escaped] ?? escaped]);
  }
}

const BACKSLASH = 0x5c;
const QUESTION = 0x3f;
const STAR = 0x2a;
const PLUS = 0x2b;
const OPEN_BRACE = 0x7b;
// What is not plain in a pattern: \ ( ) [ ] { } | ^ $ . ? * + and the surrogates (read by atom).
const SPECIAL = new Set([..."\\()[]{}|^$.?*+"].map((character) => character.charCodeAt(0)));

/** A character that stands for itself. */
function isPlain(code: number): boolean {
  return !SPECIAL.has(code) && (code < 0xd800 || code > 0xdfff);
}

/** Whether the source holds a caseless letter such as [tT] at `index`. */
function isCaselessLetter(source: string, index: number): boolean {
  const lower = source.charCodeAt(index + 1);
  return lower >= 97 && lower <= 122 && source.charCodeAt(index + 2) === lower - 32 && source.charCodeAt(index + 3) === CLOSE_CLASS;
}
const OPEN_CLASS = 0x5b;
const CLOSE_CLASS = 0x5d;
const OPEN_GROUP = 0x28;
const CLOSE_GROUP = 0x29;
const CARET = 0x5e;

/** For each "(" of the source, the index of its ")", escapes and classes skipped. */
function matchParentheses(source: string): Map<number, number> {
  // Registries hold sources of hundreds of thousands of characters: compared as char codes, and
  // only the groups' places kept.
  const closing = new Map<number, number>();
  const open: number[] = [];
  for (let index = 0; index < source.length; index += 1) {
    const code = source.charCodeAt(index);
    if (code === BACKSLASH) index += 1;
    else if (code === OPEN_CLASS) index = classEnd(source, index);
    else if (code === OPEN_GROUP) open.push(index);
    else if (code === CLOSE_GROUP) {
      const start = open.pop();
      if (start !== undefined) closing.set(start, index);
    }
  }
  return closing;
}

/** The index of the "]" that closes the class opening at `start`. */
function classEnd(source: string, start: number): number {
  let index = start + 1;
  if (source.charCodeAt(index) === CARET) index += 1;
  for (; index < source.length; index += 1) {
    const code = source.charCodeAt(index);
    if (code === BACKSLASH) index += 1;
    else if (code === CLOSE_CLASS) return index;
  }
  throw new SyntaxError("unclosed class");
}
