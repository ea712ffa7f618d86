import { sharpestLists, wordsOf, type Knowledge } from "./pattern-knowledge";
import { PatternReader } from "./pattern-reader";

/**
 * Words one of which every text the pattern matches contains, in folded case (see
 * {@link foldCase}), or null when the pattern needs no particular word. The local route reads
 * them to try only the phrases whose words a sentence holds: 「台北天氣如何」 never runs a
 * finance pattern. They are read from the pattern itself, so a phrase cannot forget to declare
 * them. `memory` keeps what was read of groups shared between patterns; pass the same map for
 * every pattern of a registry.
 *
 * @example
 * ```ts
 * requiredWords(/^(?<city>\p{Script=Han}{2,4})(?:的)?天氣(?:如何|怎樣)?$/u); // ["天氣"]
 * requiredWords(/^(?<query>.+)$/u); // null
 * ```
 */
export function requiredWords(pattern: RegExp, memory: Map<string, Knowledge> = new Map()): string[] | null {
  return requiredWordLists(pattern, memory, 1)[0] ?? null;
}

/**
 * Up to `count` (at most 2) lists of words, the sharpest first, such that every text the pattern matches
 * holds a word of each list (see {@link requiredWords}); empty when the pattern needs no
 * particular word. A sentence that lacks a word of any one list cannot match: 「現在幾點」 holds
 * 「幾」 of a finance phrase's 「多少｜幾」 but no word of its period (「月」「週」「年」…).
 *
 * @example
 * ```ts
 * requiredWordLists(/^(?:這個|上個)月.{1,8}花了(?:多少|幾)$/u); // [["這個月", "上個月"], ["花了多少", "花了幾"]]
 * ```
 */
export function requiredWordLists(pattern: RegExp, memory: Map<string, Knowledge> = new Map(), count = 2): string[][] {
  // The v flag's classes nest and subtract: not read here, so every text may match.
  if (pattern.flags.includes("v")) return [];
  try {
    return sharpestLists(wordsOf(new PatternReader(pattern.source, memory, pattern.unicode).read()), count);
  } catch {
    // A source this reader cannot follow: every text may match it.
    return [];
  }
}

/** Folds ASCII capitals, the only case words are compared in (text and words alike). */
export function foldCase(text: string): string {
  return text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}
