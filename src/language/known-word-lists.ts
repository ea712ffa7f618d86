import { createHash } from "node:crypto";
import table from "./known-word-lists.json";

/**
 * Word lists read ahead of time (see {@link requiredWordLists}): `lists` holds each distinct list
 * once, `patterns` the numbers of a pattern's lists under its {@link wordListKey}. Written by
 * `npm run generate:word-lists` for the built-in tools' phrases; a test fails when it is stale.
 */
export interface WordListTable {
  lists: string[][];
  patterns: Record<string, number[]>;
}

/**
 * The key a pattern's word lists are kept under: its flags and a hash of its source. A pattern
 * whose source changed has another key, so a stale table never gives a pattern the words of
 * another one: that pattern is read afresh.
 */
export function wordListKey(pattern: RegExp): string {
  return `${pattern.flags}:${createHash("sha1").update(pattern.source).digest("base64url")}`;
}

const known: WordListTable = table;
// One array per distinct list, so WordIndex adds each to its trie once.
const lists = known.lists;

/**
 * The word lists read ahead of time for `pattern` (those `requiredWordLists(pattern)` gives), or
 * undefined for a pattern the table does not hold. Reading the built-in phrases' lists from their
 * million characters of source took ~100 ms of a fresh process's first answer; a hash of each
 * source takes a few.
 */
export function knownWordLists(pattern: RegExp): string[][] | undefined {
  const key = wordListKey(pattern);
  return Object.hasOwn(known.patterns, key) ? known.patterns[key].map((list) => lists[list]) : undefined;
}
