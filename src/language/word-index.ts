import type { Knowledge } from "./pattern-knowledge";
import { foldCase, requiredWords } from "./required-words";
import { WordTrie } from "./word-trie";

/** A pattern and what it stands for in a {@link WordIndex}. */
export interface IndexedPattern<Value> {
  pattern: RegExp;
  value: Value;
}

/**
 * Patterns indexed by the words each one needs (see {@link requiredWords}): `candidates(text)` gives
 * only the patterns whose words the text holds, in the order they were given, so a text that
 * holds none costs one pass over its characters however many patterns there are. Patterns that
 * need no word are always candidates.
 *
 * @example
 * ```ts
 * const index = new WordIndex([{ pattern: /天氣/u, value: "weather" }, { pattern: /匯率/u, value: "rate" }]);
 * index.candidates("台北天氣如何"); // ["weather"]
 * ```
 */
// What each pattern needs, kept as long as the pattern lives: tools' phrases are module constants,
// so every registry built in a process (one per user in `serve`, one per test) reads them once.
const wordsOfPattern = new WeakMap<RegExp, string[] | null>();

export class WordIndex<Value> {
  private readonly values: Value[] = [];
  private readonly always: number[] = [];
  private readonly trie = new WordTrie<number>();

  constructor(patterns: Iterable<IndexedPattern<Value>>) {
    // Patterns share long parts (the period words): each is read once.
    const memory = new Map<string, Knowledge>();
    for (const { pattern, value } of patterns) {
      const position = this.values.push(value) - 1;
      let words = wordsOfPattern.get(pattern);
      if (words === undefined) {
        words = requiredWords(pattern, memory);
        wordsOfPattern.set(pattern, words);
      }
      if (words === null) this.always.push(position);
      else for (const word of words) this.trie.add(word, position);
    }
  }

  /** The values of the patterns worth trying on `text`, in their order. */
  candidates(text: string): Value[] {
    const positions = this.trie.find(foldCase(text));
    for (const position of this.always) positions.add(position);
    return [...positions].sort((left, right) => left - right).map((position) => this.values[position]);
  }
}
