/** Counts the tokens of a text, as the model's tokenizer would (or close enough to budget with). */
export type TokenCounter = (text: string) => number;

/**
 * A tokenizer-free estimate that errs on the high side for the models this library meets: a
 * Chinese, Japanese or Korean character (or a full-width sign) counts as one token, and any other
 * text as one token per four characters. Exact counts need the model's own tokenizer — tiktoken
 * downloads its ranks and weighs megabytes — so the estimate is the default and `countTokens`
 * takes any counter (for example js-tiktoken with ranks loaded from disk).
 */
export function estimateTokens(text: string): number {
  let wide = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    // CJK symbols and punctuation, kana, CJK ideographs, Hangul, compatibility ideographs, full-width forms.
    if (
      (code >= 0x3000 && code <= 0x9fff) ||
      (code >= 0xac00 && code <= 0xd7af) ||
      (code >= 0xf900 && code <= 0xfaff) ||
      (code >= 0xff00 && code <= 0xffef)
    )
      wide++;
  }
  return wide + Math.ceil((text.length - wide) / 4);
}
