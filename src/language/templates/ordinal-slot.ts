import { parseNumber } from "../number-words";
import type { SlotSpan, SlotType } from "./slot-type";

const ENGLISH: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
};
// 「第二個」「第3則」「2號」, 'the second', '3rd', 'number 2', '#2'.
const ORDINAL =
  /第\s*(?<chinese>\d+|[一二兩三四五六七八九十]+)\s*(?:個|則|條|筆|項|號)?|(?<![\d一二兩三四五六七八九十])(?<numbered>\d+|[一二兩三四五六七八九十]+)\s*號(?![\p{Script=Han}]?線)|\b(?<word>first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\b|\b(?<suffixed>\d+)(?:st|nd|rd|th)\b|(?:\bnumber\s+|\bno\.\s*|#)(?<numberOf>\d+)/giu;

function ordinalSpans(text: string): SlotSpan[] {
  const spans: SlotSpan[] = [];
  ORDINAL.lastIndex = 0;
  for (const match of text.matchAll(ORDINAL)) {
    const { chinese, numbered, word, suffixed, numberOf } = match.groups ?? {};
    const value = word !== undefined ? ENGLISH[word.toLowerCase()] : parseNumber(chinese ?? numbered ?? suffixed ?? numberOf ?? "");
    if (value === null || value === undefined || !Number.isInteger(value) || value < 1) continue;
    spans.push({ start: match.index, end: match.index + match[0].length, value });
  }
  return spans;
}

/**
 * `{x:ordinal}`: which one of a list — 「第二個」「第3則」「2號」 'the second' '3rd' 'number 2' '#2' — as
 * its number (1 for the first).
 */
export const ORDINAL_SLOT: SlotType = { name: "ordinal", find: ordinalSpans };
