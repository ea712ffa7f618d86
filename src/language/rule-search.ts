import type { WordRule } from "./word-rule";

/** A word found in a text: where it starts and what it says. */
export interface WordSpot {
  index: number;
  text: string;
}

type Shape = "anywhere" | "start" | "whole";

const compiled = new WeakMap<readonly WordRule<unknown>[], Map<string, RegExp[]>>();

// Each rule's own regex with `flags`, anchored as `shape` says: built once per list, flags and shape.
function regexesOf(rules: readonly WordRule<unknown>[], flags: string, shape: Shape): RegExp[] {
  let byKey = compiled.get(rules);
  if (byKey === undefined) {
    byKey = new Map();
    compiled.set(rules, byKey);
  }
  const key = `${shape} ${flags}`;
  let regexes = byKey.get(key);
  if (regexes === undefined) {
    const wrap = (source: string) => (shape === "start" ? `^(?:${source})` : shape === "whole" ? `^(?:${source})$` : source);
    // The rules' own regexes (flag `g`) serve as they are where no other flag is asked.
    regexes = rules.map((rule) =>
      shape === "anywhere" && flags === "" && rule.regex.flags === "g"
        ? rule.regex
        : new RegExp(wrap(rule.regex.source), shape === "anywhere" ? `${flags}g` : flags),
    );
    byKey.set(key, regexes);
  }
  return regexes;
}

// Every rule is tried, in order: a regex's words cannot be read back.
function tried(rules: readonly WordRule<unknown>[]): number[] {
  return rules.map((_, position) => position);
}

/**
 * Where the rules' words start in `text`, read with `flags`: for each place, the ends of the matches
 * found there, in the rules' order (the match each rule prefers there, resolved or not). What one
 * alternation of all the rules would find from each place, with no such pattern built.
 */
export function wordEndsByStart(rules: readonly WordRule<unknown>[], text: string, flags = ""): Map<number, number[]> {
  const regexes = regexesOf(rules, flags, "anywhere");
  const ends = new Map<number, number[]>();
  for (const position of tried(rules)) {
    const regex = regexes[position];
    regex.lastIndex = 0;
    for (let match = regex.exec(text); match; match = regex.exec(text)) {
      if (match[0].length > 0) {
        const found = ends.get(match.index);
        if (found) found.push(match.index + match[0].length);
        else ends.set(match.index, [match.index + match[0].length]);
      }
      // Every start, not only those past the last match: a range may begin inside another word.
      regex.lastIndex = match.index + 1;
    }
  }
  return ends;
}

/** The first word of the rules in `text` read with `flags`, as one alternation of them all would find it: the leftmost, the first rule there. */
export function firstRuleWord(rules: readonly WordRule<unknown>[], text: string, flags = ""): WordSpot | null {
  const regexes = regexesOf(rules, flags, "anywhere");
  let first: WordSpot | null = null;
  for (const position of tried(rules)) {
    const regex = regexes[position];
    regex.lastIndex = 0;
    const match = regex.exec(text);
    if (match && (first === null || match.index < first.index)) first = { index: match.index, text: match[0] };
  }
  return first;
}

/** Whether `text` (read with `flags`) starts with a word of the rules (`whole`: is one, and nothing more). */
export function saysRuleWord(rules: readonly WordRule<unknown>[], text: string, { flags = "", whole = false } = {}): boolean {
  const regexes = regexesOf(rules, flags, whole ? "whole" : "start");
  return tried(rules).some((position) => regexes[position].test(text));
}
