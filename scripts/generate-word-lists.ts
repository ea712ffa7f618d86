// Reads ahead of time the words each built-in phrase needs: npm run generate:word-lists
// Writes src/language/known-word-lists.json, which WordIndex takes instead of reading the
// phrases' million characters of source on a fresh process's first answer. Run it after changing
// a tool's phrases or slot requests (tests/language/known-word-lists.test.ts fails until you do).
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { ToolRegistry } from "../src/core/tool-registry";
import { wordListKey, type WordListTable } from "../src/language/known-word-lists";
import type { Knowledge } from "../src/language/pattern-knowledge";
import { requiredWordLists } from "../src/language/required-words";
import { LISTS } from "../src/language/word-index";
import { createDefaultRegistry } from "../src/tools/create-default-registry";

/** The patterns the route indexes: every tool's phrases, then its slot requests. */
export function indexedPatterns(registry: ToolRegistry): RegExp[] {
  return registry
    .list()
    .flatMap((tool) => [
      ...tool.phrases.flatMap((phrase) => (phrase.pattern === undefined ? [] : [phrase.pattern])),
      ...(tool.dialogue?.slots ?? []).flatMap((slot) =>
        slot.requests.flatMap((request) => (typeof request === "string" || request.pattern === undefined ? [] : [request.pattern])),
      ),
    ]);
}

/** The word lists of `patterns` as read now, each distinct list kept once. */
export function buildWordListTable(patterns: readonly RegExp[]): WordListTable {
  const memory = new Map<string, Knowledge>();
  const table: WordListTable = { lists: [], patterns: {} };
  const numbers = new Map<string, number>();
  for (const pattern of patterns) {
    table.patterns[wordListKey(pattern)] = requiredWordLists(pattern, memory, LISTS).map((words) => {
      const key = JSON.stringify(words);
      let number = numbers.get(key);
      if (number === undefined) {
        number = table.lists.push(words) - 1;
        numbers.set(key, number);
      }
      return number;
    });
  }
  return table;
}

/** The table as the file holds it: one list or pattern a line. */
export function formatWordListTable(table: WordListTable): string {
  const lists = table.lists.map((words) => `    ${JSON.stringify(words)}`).join(",\n");
  const patterns = Object.entries(table.patterns)
    .map(([key, numbers]) => `    ${JSON.stringify(key)}: ${JSON.stringify(numbers)}`)
    .join(",\n");
  return `{\n  "lists": [\n${lists}\n  ],\n  "patterns": {\n${patterns}\n  }\n}\n`;
}

export const TABLE_PATH = fileURLToPath(new URL("../src/language/known-word-lists.json", import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const table = buildWordListTable(indexedPatterns(createDefaultRegistry()));
  writeFileSync(TABLE_PATH, formatWordListTable(table));
  console.log(`${TABLE_PATH}: ${Object.keys(table.patterns).length} patterns, ${table.lists.length} distinct word lists`);
}
