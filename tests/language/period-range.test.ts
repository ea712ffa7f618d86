import { describe, expect, it } from "vitest";
import { findRange } from "../../src/language/period-range";
import { startOfToday, toIsoDate } from "../../src/language/word-rule";

const today = startOfToday(new Date("2026-03-10T01:00:00Z"), "Asia/Taipei");

function range(text: string): [string, string, string] | null {
  const match = findRange(text, today);
  return match && [match.text, toIsoDate(match.value.start), toIsoDate(match.value.end)];
}

describe("findRange", () => {
  it("reads a range of period words where it stands in the sentence", () => {
    expect(range("二月一號到二月十五號的交易")).toEqual(["二月一號到二月十五號", "2026-02-01", "2026-02-15"]);
    expect(range("我從上週一至今花了多少")).toEqual(["從上週一至今", "2026-03-02", "2026-03-10"]);
    expect(range("spending from March 1 to March 5")).toEqual(["from March 1 to March 5", "2026-03-01", "2026-03-05"]);
    expect(range("between monday and friday")).toEqual(["between monday and friday", "2026-03-16", "2026-03-20"]);
  });

  it("reads ranges that run to today", () => {
    expect(range("今年以來")).toEqual(["今年以來", "2026-01-01", "2026-03-10"]);
    expect(range("since last month")).toEqual(["since last month", "2026-02-01", "2026-03-10"]);
    expect(range("so far this year")).toEqual(["so far this year", "2026-01-01", "2026-03-10"]);
    expect(range("year-to-date")).toEqual(["year-to-date", "2026-01-01", "2026-03-10"]);
  });

  it("finds no range in what reads backwards, a bare 起, or one period word", () => {
    expect(range("三月到一月")).toBeNull();
    expect(range("三月起")).toBeNull();
    expect(range("today and tomorrow")).toBeNull();
    expect(range("上個月")).toBeNull();
  });
});
