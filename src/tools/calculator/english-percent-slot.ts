import type { SlotSpan, SlotType } from "../../language/templates/slot-type";
import { ENGLISH_NUMBER, numberOf } from "./english-money";

const PERCENT = new RegExp(`(?<rate>${ENGLISH_NUMBER})(?: ?%| percent| per cent)`, "iuy");
const WORD = /[\p{L}\p{N}]/u;

/** Every rate said in English in `text`: "15%", "20 percent", "seven point five per cent". */
function englishPercentSpans(text: string): SlotSpan[] {
  const spans: SlotSpan[] = [];
  for (let start = 0; start < text.length; start += 1) {
    if (WORD.test(text[start - 1] ?? "") && WORD.test(text[start])) continue;
    PERCENT.lastIndex = start;
    const match = PERCENT.exec(text);
    if (match === null || WORD.test(text[start + match[0].length] ?? "")) continue;
    const value = numberOf(match.groups?.rate);
    if (value !== null) spans.push({ start, end: start + match[0].length, value });
  }
  return spans;
}

/** `{x:english_percent}`: a rate said in English ("15%", "twenty percent", "7.5 per cent"), as its number (15). */
export const ENGLISH_PERCENT_SLOT: SlotType = { name: "english_percent", find: englishPercentSpans };
