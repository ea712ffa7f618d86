import { knownWordLists } from "./known-word-lists";
import type { Knowledge } from "./pattern-knowledge";
import { foldCase, requiredWordLists } from "./required-words";
import { WordTrie } from "./word-trie";

/** A pattern and what it stands for in a {@link WordIndex}. */
export interface IndexedPattern<Value> {
  pattern: RegExp;
  value: Value;
}

/**
 * Patterns indexed by the words each one needs (see {@link requiredWordLists}): `candidates(text)`
 * gives only the patterns whose words the text holds — a word of each of a pattern's lists, up to
 * {@link LISTS} of them — in the order they were given, so a text that holds none costs one pass
 * over its characters however many patterns there are. Patterns that need no word are always
 * candidates.
 *
 * @example
 * ```ts
 * const index = new WordIndex([{ pattern: /天氣/u, value: "weather" }, { pattern: /匯率/u, value: "rate" }]);
 * index.candidates("台北天氣如何"); // ["weather"]
 * ```
 */
// What each pattern needs, kept as long as the pattern lives: tools' phrases are module constants,
// so every registry built in a process (one per user in `serve`, one per test) reads them once.
const wordsOfPattern = new WeakMap<RegExp, string[][]>();

// Two lists: a finance phrase needs its 「多少｜幾」 and a word of its period; a third list rarely
// filters out what two let through.
export const LISTS = 2;

export class WordIndex<Value> {
  private readonly values: Value[] = [];
  private readonly always: number[] = [];
  // Each distinct list of words is added to the trie once, however many patterns need it (the
  // period words of 26 finance phrases); `needs[list]` says which: position * LISTS + its index.
  private readonly trie = new WordTrie<number>();
  private readonly needs: number[][] = [];
  private readonly listCounts: number[] = [];

  constructor(patterns: Iterable<IndexedPattern<Value>>) {
    // Patterns share long parts (the period words): each is read once.
    const memory = new Map<string, Knowledge>();
    const listNumbers = new Map<readonly string[], number>();
    for (const { pattern, value } of patterns) {
      const position = this.values.push(value) - 1;
      let lists = wordsOfPattern.get(pattern);
      if (lists === undefined) {
        // The built-in phrases' lists were read ahead of time (known-word-lists.json).
        lists = knownWordLists(pattern) ?? requiredWordLists(pattern, memory, LISTS);
        wordsOfPattern.set(pattern, lists);
      }
      this.listCounts.push(lists.length);
      if (lists.length === 0) this.always.push(position);
      lists.forEach((words, index) => {
        let list = listNumbers.get(words);
        if (list === undefined) {
          list = this.needs.push([]) - 1;
          listNumbers.set(words, list);
          for (const word of words) this.trie.add(word, list);
        }
        this.needs[list].push(position * LISTS + index);
      });
    }
  }

  /** The values of the patterns worth trying on `text`, in their order. */
  candidates(text: string): Value[] {
    const held = new Map<number, number>();
    for (const list of this.trie.find(foldCase(text))) {
      for (const need of this.needs[list]) {
        const position = Math.floor(need / LISTS);
        held.set(position, (held.get(position) ?? 0) | (1 << (need % LISTS)));
      }
    }
    const positions = [...this.always];
    for (const [position, lists] of held) if (lists === (1 << this.listCounts[position]) - 1) positions.push(position);
    return positions.sort((left, right) => left - right).map((position) => this.values[position]);
  }
}
