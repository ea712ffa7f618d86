import { describe, expect, it } from "vitest";
import { DATE_WORD_PATTERN, findDateWord, findPeriodWord, PERIOD_WORD_PATTERN, saysPeriodWord } from "../../src/language/date-words";

const SENTENCES = [
  "這個月咖啡花了多少錢",
  "明天早上七點叫我起床",
  "Since Last Month",
  "上週SpaceX的新聞",
  "台北天氣",
  "3月10號",
  "next friday",
  "in 2024 the",
];

describe("the day and period words, searched with each rule's own pattern", () => {
  it("finds the word one pattern of them all finds", () => {
    for (const text of SENTENCES) {
      const period = new RegExp(PERIOD_WORD_PATTERN).exec(text);
      expect(findPeriodWord(text)).toEqual(period && { index: period.index, text: period[0] });
      const day = new RegExp(DATE_WORD_PATTERN, "iu").exec(text);
      expect(findDateWord(text, "iu")).toEqual(day && { index: day.index, text: day[0] });
    }
  });

  it("says whether a text starts with a period word, or is one", () => {
    expect(findPeriodWord("這個月咖啡花了多少錢")).toEqual({ index: 0, text: "這個月" });
    expect(saysPeriodWord("上個月的咖啡", { flags: "iu" })).toBe(true);
    expect(saysPeriodWord("上個月的咖啡", { flags: "iu", whole: true })).toBe(false);
    expect(saysPeriodWord("Last Week", { flags: "iu", whole: true })).toBe(true);
    expect(saysPeriodWord("台北", { flags: "u", whole: true })).toBe(false);
  });
});
