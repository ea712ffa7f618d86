import { parseRegExpLiteral, type AST } from "@eslint-community/regexpp";
import { loadSettings } from "../../src/core/settings";
import {
  ANY,
  EMPTY,
  ofCharacters,
  ofGroup,
  ofQuantifier,
  ofSequence,
  sharpest,
  sharpestLists,
  wordsOf,
  type Knowledge,
} from "../../src/language/pattern-knowledge";
import { PERIOD_RANGE_PATTERN, PERIOD_WORD_PATTERN } from "../../src/language/date-words";
import { foldCase, requiredWordLists, requiredWords } from "../../src/language/required-words";
import { createDefaultRegistry } from "../../src/tools/create-default-registry";

const sorted = (words: string[] | null) => (words === null ? null : [...words].sort());

describe("requiredWords", () => {
  it("finds the word every match holds, past optional parts and free slots", () => {
    expect(requiredWords(/^(?:請問|幫我查)?(?<city>\p{Script=Han}{2,4})(?:的)?天氣(?:如何|怎樣)?$/u)).toEqual(["天氣"]);
    expect(requiredWords(/^(?<query>.+)是誰$/u)).toEqual(["是誰"]);
  });

  it("takes one word from each alternative", () => {
    expect(sorted(requiredWords(/^(?:.+匯率|換算.+)$/u))).toEqual(["匯率", "換算"]);
    expect(sorted(requiredWords(/(?:會|要)(?:下雨|下雪)/u))).toEqual(["會下雨", "會下雪", "要下雨", "要下雪"]);
  });

  it("says nothing when one alternative needs no word", () => {
    expect(requiredWords(/^(?:天氣.*|.+)$/u)).toBeNull();
    expect(requiredWords(/^(?<expression>[\d+\-*/() ]+)$/u)).toBeNull();
    expect(requiredWords(/(?:天氣)?/u)).toBeNull();
  });

  it("compares English in small letters, whatever the pattern's case", () => {
    expect(requiredWords(/^what's the weather in (?<city>.+)$/i)).toEqual(["what's the weather in "]);
    expect(requiredWords(/[wW][eE][aA][tT][hH][eE][rR]/)).toEqual(["weather"]);
    expect(foldCase("Weather in London")).toBe("weather in london");
  });

  it("does not count what lookarounds, classes it cannot list or back references need", () => {
    expect(requiredWords(/^(?=.*天氣)(?<city>.+)$/u)).toBeNull();
    expect(requiredWords(/(?<word>\w+)\k<word>/u)).toBeNull();
    expect(requiredWords(/^[^天]+氣$/u)).toEqual(["氣"]);
    // É may match é under the i flag: only the letters before it are safe to require.
    expect(requiredWords(/^café$/iu)).toEqual(["caf"]);
    expect(requiredWords(/^été$/iu)).toEqual(["t"]);
  });

  it("reads runs of plain characters and caseless letters as the characters one by one", () => {
    expect(requiredWords(/^(?:今天|明天)天氣預報?$/u)).toEqual(["今天天氣預", "明天天氣預"]);
    expect(requiredWords(/\b[tT][oO][dD][aA][yY]'s [wW]eather\b/)).toEqual(["today's weather"]);
    // A quantified letter is not part of the run before it: 「天氣?」 needs only 「天」.
    expect(requiredWords(/^天氣?$/u)).toEqual(["天"]);
    expect(requiredWords(/^[hH][oO][wW]s* much$/)).toEqual([" much"]);
  });

  it("keeps every list a single group or the whole pattern needs", () => {
    expect(requiredWordLists(/^(?:這個|上個)月.{1,8}花了(?:多少|幾)$/u, new Map(), 2).map((list) => [...list].sort())).toEqual([
      ["上個月", "這個月"],
      ["花了多少", "花了幾"],
    ]);
    expect(requiredWordLists(/^(?:天氣.*|.+)$/u)).toEqual([]);
  });

  it("joins the fewest words of each alternative when the sharpest would be too many", () => {
    // Each of 150 alternatives needs one of a0|b0|c0 (its sharpest list) and one of 月|年: 450
    // sharpest words are too many to index, the two that every alternative holds one of are not.
    const alternatives = Array.from({ length: 150 }, (_, index) => `[abc]${index}.+[月年]`);
    const lists = requiredWordLists(new RegExp(`^(?:${alternatives.join("|")})$`, "u"));
    expect(lists.map((list) => [...list].sort())).toEqual([["年", "月"]]);
  });

  it("reads escapes as the characters they stand for", () => {
    expect(requiredWords(/^\d+\.\d+ 元$/u)).toEqual([" 元"]);
    expect(requiredWords(/\u5929\u6c23/u)).toEqual(["天氣"]);
    expect(requiredWords(/\u{5929}\u{6c23}/u)).toEqual(["天氣"]);
    // Without the u flag, \u{41} is 41 u's, not "A".
    expect(requiredWords(new RegExp("\\u{41}"))).toBeNull();
  });
});

// The reader follows regular-expression syntax by hand, for speed; a full parser (the one
// ESLint uses) must agree with it on every pattern the built-in tools declare.
describe("requiredWords on the built-in phrases", () => {
  const registry = createDefaultRegistry({
    settings: { ...loadSettings({ envFile: false, env: {} }), dataDir: "/tmp/dialogue-graph-required-words" },
  });
  const phrases = registry
    .list()
    .flatMap((tool) =>
      tool.phrases.flatMap((phrase, position) =>
        phrase.pattern === undefined ? [] : [{ name: `${tool.name} #${position}`, pattern: phrase.pattern }],
      ),
    );

  it("agrees with a full parser of regular expressions", () => {
    const memory = new Map<string, Knowledge>();
    const byReader = phrases.map(({ name, pattern }) => `${name}: ${JSON.stringify(sorted(requiredWords(pattern, memory)))}`);
    const byParser = phrases.map(({ name, pattern }) => `${name}: ${JSON.stringify(sorted(sharpest(wordsOf(ofPattern(pattern)))))}`);
    expect(byReader).toEqual(byParser);
  });

  it("agrees with the full parser on every list a phrase needs, not only the sharpest", () => {
    const memory = new Map<string, Knowledge>();
    const lists = (found: string[][]) => JSON.stringify(found.map((list) => sorted(list)));
    const byReader = phrases.map(({ name, pattern }) => `${name}: ${lists(requiredWordLists(pattern, memory, 2))}`);
    const byParser = phrases.map(({ name, pattern }) => `${name}: ${lists(sharpestLists(wordsOf(ofPattern(pattern)), 2))}`);
    expect(byReader).toEqual(byParser);
  });

  it("gives a finance phrase two lists, its period's words and its question's", () => {
    // Shaped as the first finance_transactions_sum phrase was, before the finance phrases became templates.
    const sum = new RegExp(
      `^(?:先)?(?:幫我)?我?(?<period>${PERIOD_RANGE_PATTERN}|${PERIOD_WORD_PATTERN})\\s?我?的?\\s?(?<topic>[\\p{L}\\p{N}][\\p{L}\\p{N} &'.-]{0,19}?)?(?:總共|一共)?(?:(?:花了|花|刷了|扣了)我?(?:多少|幾)(?:錢|元|塊錢?)?|(?:買|喝)了我?(?:多少|幾)(?:錢|塊錢?|元))$`,
      "u",
    );
    const lists = requiredWordLists(sum, new Map(), 2);
    expect(lists).toHaveLength(2);
    // The period: every period word holds one of these (這個月, 上週, 2026年, last month…).
    const period = lists.find((list) => list.includes("月"));
    expect(period).toEqual(expect.arrayContaining(["月", "年"]));
    expect(period).not.toContain("幾");
    expect(lists.find((list) => list !== period)).toEqual(expect.arrayContaining(["花了多少", "花了幾"]));
  });

  it("finds a word for every regex phrase (a bare arithmetic expression is a template now)", () => {
    const memory = new Map<string, Knowledge>();
    const withoutWords = phrases.filter(({ pattern }) => requiredWords(pattern, memory) === null).map(({ name }) => name);
    expect(withoutWords).toEqual([]);
  });
});

const DIGITS = [..."0123456789"];

function ofPattern(pattern: RegExp): Knowledge {
  const { alternatives } = parseRegExpLiteral(pattern).pattern;
  // A pattern of one alternative keeps every list of its parts (see PatternReader.read).
  return alternatives.length === 1 ? ofSequence(alternatives[0].elements.map(ofElement)) : ofAlternatives(alternatives);
}

function ofAlternatives(alternatives: readonly AST.Alternative[]): Knowledge {
  return ofGroup(alternatives.map((alternative) => ofSequence(alternative.elements.map(ofElement))));
}

function ofElement(element: AST.Element): Knowledge {
  switch (element.type) {
    case "Assertion":
      return EMPTY;
    case "Character":
      return ofCharacters([String.fromCodePoint(element.value)]);
    case "CharacterSet":
      return element.kind === "digit" && !element.negate ? ofCharacters(DIGITS) : ANY;
    case "CharacterClass": {
      if (element.negate) return ANY;
      const characters: string[] = [];
      for (const item of element.elements) {
        if (item.type === "Character") characters.push(String.fromCodePoint(item.value));
        else if (item.type === "CharacterClassRange" && item.max.value - item.min.value < 10) {
          for (let code = item.min.value; code <= item.max.value; code += 1) characters.push(String.fromCodePoint(code));
        } else if (item.type === "CharacterSet" && item.kind === "digit" && !item.negate) characters.push(...DIGITS);
        else return ANY;
        if (characters.length > 10) return ANY;
      }
      return characters.length === 0 ? ANY : ofCharacters(characters);
    }
    case "Group":
    case "CapturingGroup":
      return ofAlternatives(element.alternatives);
    case "Quantifier":
      return ofQuantifier(ofElement(element.element), element.min, element.max);
    default:
      return ANY;
  }
}
