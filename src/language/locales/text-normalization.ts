/**
 * How a language's text is written the one way its words are read, after NFKC and beside the steps
 * every text passes (white space collapsed, the sentence's surrounding punctuation and emoji dropped).
 * Each step of every registered language runs on every text, in registration order.
 */
export interface TextNormalization {
  /**
   * The text spelled as its words are read, before white space is collapsed: Simplified → Traditional
   * (「北京明天会下雨吗」 → 「北京明天會下雨嗎」), 臺 → 台, spoken 啥 → 什麼. Leaves other text as it is.
   */
  readonly spell?: (text: string) => string;
  /** Characters a unit after a number starts with (a regex character class's contents): 「2020 年」 → 「2020年」. */
  readonly unitsAfterNumber?: string;
  /** Units a number may follow (a regex character class's contents): 「3點 30」 → 「3點30」. */
  readonly unitsBeforeNumber?: string;
  /** Punctuation of its own a sentence may end with (a regex character class's contents): 。！？. */
  readonly closingPunctuation?: string;
  /** Punctuation of its own a sentence may start with (a regex character class's contents): 「『. */
  readonly openingPunctuation?: string;
  /** Last of all, the sentence's end as its words read it: a question's last 嘞 written 呢. */
  readonly finish?: (text: string) => string;
}
