import type { OrdinalWords } from "../locale-words";

const ORDINALS: Record<string, number> = {
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

/** 'the second', '3rd', 'number 2', 'no. 2': which one of a list, in English. */
export const ENGLISH_ORDINAL_WORDS: OrdinalWords = {
  patterns: [
    `\\b(?<word>${Object.keys(ORDINALS).join("|")})\\b`,
    "\\b(?<number>\\d+)(?:st|nd|rd|th)\\b",
    "(?:\\bnumber\\s+|\\bno\\.\\s*)(?<number>\\d+)",
  ],
  words: ORDINALS,
};
