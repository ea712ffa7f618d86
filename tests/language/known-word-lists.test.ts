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
    expect(patterns.length).toBeGreaterThan(200);
    for (const pattern of patterns) expect(knownWordLists(pattern)).toEqual(requiredWordLists(pattern));
  });

  it("hold nothing for a pattern whose source or flags differ from a built-in one by a character", () => {
    const finance = patterns.find((pattern) => pattern.source.length > 20_000 && pattern.source.includes("花"));
    expect(finance).toBeDefined();
    const source = finance?.source ?? "";
    expect(knownWordLists(new RegExp(source.replace("花", "化"), finance?.flags))).toBeUndefined();
    expect(knownWordLists(new RegExp(source, `${finance?.flags}i`))).toBeUndefined();
    expect(wordListKey(new RegExp(source, finance?.flags))).toBe(wordListKey(finance ?? /x/));
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
