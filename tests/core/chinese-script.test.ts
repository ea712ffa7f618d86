import * as OpenCC from "opencc-js";
import { isSimplified, toSimplified, toTraditional } from "../../src/core/chinese-script";

// opencc-js's own converters, the reference the flat-map conversion must match text for text.
const referenceToTraditional = OpenCC.Converter({ from: "cn", to: "tw" });
const referenceToSimplified = OpenCC.Converter({ from: "tw", to: "cn" });

function entriesOf(groups: readonly OpenCC.DictGroup[]): string[][] {
  return groups.flatMap((group) =>
    group.flatMap((dictionary) =>
      typeof dictionary === "string"
        ? dictionary.split("|").map((line) => line.split(" "))
        : dictionary.map(([source, first]) => [source, first]),
    ),
  );
}

describe("toTraditional and toSimplified", () => {
  it.each([
    ["现在几点", "現在幾點"],
    ["后天呢", "後天呢"],
    ["一只猫", "一隻貓"],
    ["人民币汇率", "人民幣匯率"],
    ["台风来了", "颱風來了"],
    ["现在幾點", "現在幾點"],
    ["hello 123", "hello 123"],
  ])("「%s」 → 「%s」", (text, traditional) => {
    expect(toTraditional(text)).toBe(traditional);
  });

  it("converts Traditional to Simplified", () => {
    expect(toSimplified("明天早上七點叫我起床")).toBe("明天早上七点叫我起床");
    expect(toSimplified("人民幣匯率")).toBe("人民币汇率");
  });

  it("converts every dictionary phrase, in sentences, exactly as opencc-js's own converter", () => {
    const entries = entriesOf([...OpenCC.Locale.from.cn, ...OpenCC.Locale.from.tw, ...OpenCC.Locale.to.cn]);
    expect(entries.length).toBeGreaterThan(50_000);
    const differences: string[] = [];
    entries.forEach(([source, first], index) => {
      const next = entries[(index * 7919) % entries.length][0];
      for (const text of [`我${source}${next}${first}了`]) {
        if (toTraditional(text) !== referenceToTraditional(text)) differences.push(`→ Traditional: ${text}`);
        if (toSimplified(text) !== referenceToSimplified(text)) differences.push(`→ Simplified: ${text}`);
      }
    });
    expect(differences.slice(0, 10)).toEqual([]);
  });

  it("keeps characters outside the dictionaries, surrogate pairs and description sequences whole", () => {
    for (const text of ["𠀀𠀁现", "⿰氵工现在", "emoji 😀 后天", "全形１２３"]) {
      expect(toTraditional(text)).toBe(referenceToTraditional(text));
      expect(toSimplified(text)).toBe(referenceToSimplified(text));
    }
  });
});

describe("isSimplified", () => {
  it.each([
    ["人民币汇率", true],
    ["后天天气怎么样", true],
    ["人民幣匯率", false],
    ["台北", false],
    ["你好", false],
  ])("「%s」 → %s", (text, expected) => {
    expect(isSimplified(text)).toBe(expected);
  });
});
