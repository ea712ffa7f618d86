import { foldCase } from "./fold-case";
import { WordTrie } from "./word-trie";

/** What a sentence template needs: lists of words, one of each (see `templateWords`). */
export interface NeedsWords {
  words: readonly (readonly string[])[];
}

/**
 * A template (which says its words itself) or a regular expression (which cannot be read back,
 * so it needs no word: always a candidate) and what it stands for in a {@link WordIndex}.
 */
export interface IndexedPattern<Value> {
  pattern: RegExp | NeedsWords;
  value: Value;
}

// Two lists: a finance phrase needs its 「多少｜幾」 and a word of its period; a third list rarely
// filters out what two let through.
export const LISTS = 2;

/** What an index knows from its patterns alone, whatever they stand for. */
interface PatternTable {
  always: number[];
  // Each distinct list of words is added to the trie once, however many patterns need it (the
  // period words of 26 finance phrases); `needs[list]` says which: position * LISTS + its index.
  trie: WordTrie<number>;
  needs: number[][];
  listCounts: number[];
}

// The tables of the last few sequences of patterns. Every registry of the same tools (one per user
// in `serve`, one per test) has the same phrases in the same order: the first builds the trie of
// their ~2,500 words (~5–10 ms), the others share it.
const tables = new Map<string, PatternTable>();
const TABLES_KEPT = 8;
const patternNumbers = new WeakMap<RegExp | NeedsWords, number>();
let nextPatternNumber = 0;

function numberOf(pattern: RegExp | NeedsWords): number {
  let number = patternNumbers.get(pattern);
  if (number === undefined) {
    number = nextPatternNumber++;
    patternNumbers.set(pattern, number);
  }
  return number;
}

function tableOf(patterns: readonly (RegExp | NeedsWords)[]): PatternTable {
  const key = patterns.map(numberOf).join(",");
  let table = tables.get(key);
  if (table === undefined) {
    table = buildTable(patterns);
    if (tables.size >= TABLES_KEPT) tables.delete(tables.keys().next().value!);
  } else tables.delete(key);
  // The most recently used last, so the one left out is the one used longest ago.
  tables.set(key, table);
  return table;
}

function buildTable(patterns: readonly (RegExp | NeedsWords)[]): PatternTable {
  const table: PatternTable = { always: [], trie: new WordTrie<number>(), needs: [], listCounts: [] };
  const listNumbers = new Map<readonly string[], number>();
  patterns.forEach((pattern, position) => {
    const lists = pattern instanceof RegExp ? [] : pattern.words;
    table.listCounts.push(lists.length);
    if (lists.length === 0) table.always.push(position);
    lists.forEach((words, index) => {
      let list = listNumbers.get(words);
      if (list === undefined) {
        list = table.needs.push([]) - 1;
        listNumbers.set(words, list);
        for (const word of words) table.trie.add(word, list);
      }
      table.needs[list].push(position * LISTS + index);
    });
  });
  return table;
}

/**
 * Templates indexed by the words each one needs (see `templateWords`): `candidates(text)` gives
 * only the templates whose words the text holds — a word of each of a template's lists, up to
 * {@link LISTS} of them — in the order they were given, so a text that holds none costs one pass
 * over its characters however many templates there are. A regular expression, and a template that
 * needs no word, is always a candidate, in its place in that order.
 *
 * @example
 * ```ts
 * const index = new WordIndex([
 *   { pattern: { words: [["天氣"]] }, value: "weather" },
 *   { pattern: { words: [["匯率"]] }, value: "rate" },
 *   { pattern: /^[\d+*]+$/u, value: "sum" },
 * ]);
 * index.candidates("台北天氣如何"); // ["weather", "sum"]
 * ```
 */
export class WordIndex<Value> {
  private readonly values: Value[];
  private readonly table: PatternTable;

  constructor(patterns: Iterable<IndexedPattern<Value>>) {
    const given = [...patterns];
    this.values = given.map(({ value }) => value);
    this.table = tableOf(given.map(({ pattern }) => pattern));
  }

  /** The values of the patterns worth trying on `text`, in their order. */
  candidates(text: string): Value[] {
    const { trie, needs, always, listCounts } = this.table;
    const held = new Map<number, number>();
    for (const list of trie.find(foldCase(text))) {
      for (const need of needs[list]) {
        const position = Math.floor(need / LISTS);
        held.set(position, (held.get(position) ?? 0) | (1 << (need % LISTS)));
      }
    }
    const positions = [...always];
    for (const [position, lists] of held) if (lists === (1 << listCounts[position]) - 1) positions.push(position);
    return positions.sort((left, right) => left - right).map((position) => this.values[position]);
  }
}
