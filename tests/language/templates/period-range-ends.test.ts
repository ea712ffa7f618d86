import { normalizeText } from "../../../src/language/normalize-text";
import { BUILT_IN_SLOT_TYPES } from "../../../src/language/templates/built-in-slot-types";
import { TaggedSentence } from "../../../src/language/templates/tagged-sentence";

const context = { now: new Date("2026-03-10T01:00:00Z"), timeZone: "Asia/Taipei" };

/** The period spans of `text` that cover all of it: what `{period:period}` takes for the whole text. */
function whole(text: string) {
  const sentence = new TaggedSentence(normalizeText(text), context);
  return sentence
    .spans(BUILT_IN_SLOT_TYPES.period)
    .filter(({ start, end }) => start === 0 && end === sentence.text.length)
    .map(({ value }) => value);
}

describe("a period slot reads a range as resolvePeriod does", () => {
  it.each([
    ["上週一到週三", "2026-03-02", "2026-03-04"],
    ["二月一號到十五號", "2026-02-01", "2026-02-15"],
    ["三月一號到五號", "2026-03-01", "2026-03-05"],
    ["since last month", "2026-02-01", "2026-03-10"],
    ["so far this year", "2026-01-01", "2026-03-10"],
    ["this month so far", "2026-03-01", "2026-03-10"],
    ["從三月開始", "2026-03-01", "2026-03-10"],
    ["自上週起", "2026-03-02", "2026-03-10"],
    ["between March 1 and March 5", "2026-03-01", "2026-03-05"],
  ])("「%s」 is %s to %s", (text, start, end) => {
    expect(whole(text)[0]).toEqual({ start, end });
  });

  // A bare day past the month's end, a plan from a month on, two days joined by 'and' without 'between'.
  it.each(["二月一號到三十號", "三月起", "March 1 and March 5"])("「%s」 is no one period", (text) => {
    expect(whole(text)).toEqual([]);
  });
});
