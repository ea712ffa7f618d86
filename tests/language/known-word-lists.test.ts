import { readFileSync } from "node:fs";
import { knownWordLists, wordListKey } from "../../src/language/known-word-lists";
import { requiredWordLists } from "../../src/language/required-words";
import { WordIndex } from "../../src/language/word-index";
import { createDefaultRegistry } from "../../src/tools/create-default-registry";
import { buildWordListTable, formatWordListTable, indexedPatterns, TABLE_PATH } from "../../scripts/generate-word-lists";

const patterns = indexedPatterns(createDefaultRegistry());

describe("the word lists read ahead of time", () => {
  it("are those the built-in phrases and slot requests need now (else: npm run generate:word-lists)", () => {
    expect(readFileSync(TABLE_PATH, "utf8")).toBe(formatWordListTable(buildWordListTable(patterns)));
  });

  it("give every built-in pattern the lists reading its source gives", () => {
    expect(patterns.length).toBeGreaterThan(0);
    for (const pattern of patterns) expect(knownWordLists(pattern)).toEqual(requiredWordLists(pattern));
  });

  it("hold nothing for a pattern whose source or flags differ from a built-in one by a character", () => {
    // The largest built-in pattern with a Chinese word (the finance phrases' were, before they became templates).
    const big = patterns
      .filter((pattern) => /\p{Script=Han}/u.test(pattern.source) && !pattern.flags.includes("i"))
      .reduce((largest, pattern) => (pattern.source.length > largest.source.length ? pattern : largest));
    expect(big.source.length).toBeGreaterThan(1_000);
    const source = big?.source ?? "";
    const han = /\p{Script=Han}/u.exec(source)?.[0] ?? "";
    expect(knownWordLists(new RegExp(source.replace(han, han === "化" ? "花" : "化"), big?.flags))).toBeUndefined();
    expect(knownWordLists(new RegExp(source, `${big?.flags}i`))).toBeUndefined();
    expect(wordListKey(new RegExp(source, big?.flags))).toBe(wordListKey(big ?? /x/));
  });

  it("leave a pattern the table does not hold to be read from its source", () => {
    const index = new WordIndex([
      { pattern: patterns[0], value: "built-in" },
      { pattern: /^(?:這個|上個)月.{1,8}花了(?:多少|幾)$/u, value: "custom" },
    ]);
    expect(index.candidates("這個月咖啡花了多少")).toEqual(["custom"]);
    expect(index.candidates("現在幾點")).toEqual([]);
  });
});
