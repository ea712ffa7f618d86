import type { OrdinalWords } from "../locale-words";

/** 「第二個」「第3則」「2號」: which one of a list, in Chinese. */
export const CHINESE_ORDINAL_WORDS: OrdinalWords = {
  patterns: [
    "第\\s*(?<number>\\d+|[一二兩三四五六七八九十]+)\\s*(?:個|則|條|筆|項|號)?",
    "(?<![\\d一二兩三四五六七八九十])(?<number>\\d+|[一二兩三四五六七八九十]+)\\s*號(?![\\p{Script=Han}]?線)",
  ],
};
