import type { CompiledNode } from "./compiled-template";

// Two lists: a sentence must hold a word of each (see WordIndex's LISTS).
const LISTS = 2;

/** How sharp a list is: the longer its shortest word and the fewer its words, the fewer sentences hold one. */
function sharpness(list: readonly string[]): number {
  return Math.min(...list.map((word) => word.length)) * 100 - list.length;
}

/**
 * Lists of words (folded) a sentence holds a word of each of whenever it matches the template,
 * read from the template itself: its words, one of each choice's options (an optional part needs
 * none, a slot none). Up to two lists, the sharpest; none when the template needs no word.
 */
export function templateWords(node: CompiledNode): string[][] {
  switch (node.kind) {
    case "words":
      return node.text === "" ? [] : [[node.text]];
    case "space":
    case "slot":
      return [];
    case "sequence":
      return node.items
        .flatMap(templateWords)
        .sort((left, right) => sharpness(right) - sharpness(left))
        .slice(0, LISTS);
    case "choice": {
      if (node.optional) return [];
      const union = new Set<string>();
      for (const option of node.options) {
        const best = templateWords(option)[0];
        if (best === undefined) return [];
        for (const word of best) union.add(word);
      }
      return [[...union]];
    }
  }
}
