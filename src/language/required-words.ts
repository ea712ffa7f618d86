import { sharpest, wordsOf, type Knowledge } from "./pattern-knowledge";
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
  // The v flag's classes nest and subtract: not read here, so every text may match.
  if (pattern.flags.includes("v")) return null;
  try {
    return sharpest(wordsOf(new PatternReader(pattern.source, memory, pattern.unicode).read()));
  } catch {
    // A source this reader cannot follow: every text may match it.
    return null;
  }
}

/** Folds ASCII capitals, the only case words are compared in (text and words alike). */
export function foldCase(text: string): string {
  return text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}
