import type { SlotSpan, SlotType } from "../../language/templates/slot-type";

function spansOf(pattern: RegExp): (text: string) => SlotSpan[] {
  return (text) =>
    [...text.matchAll(pattern)].map((match) => ({ start: match.index, end: match.index + match[0].length, value: match[0] }));
}

/**
 * Words of the Wikipedia phrases a template's words cannot say alone, as slot types to match and not
 * return (`{_down:wiki_down}`): 下 as 一下 (「查下周杰倫」), not the 下 of 下去, 下來, 下載, 下面 or
 * 下午; 維基 alone, not the first half of 維基百科.
 */
export const WIKIPEDIA_WORD_SLOTS: readonly SlotType[] = [
  { name: "wiki_down", find: spansOf(/下(?![去來載面午])/gu) },
  { name: "wiki_short", find: spansOf(/維基(?!百科)/gu) },
];
