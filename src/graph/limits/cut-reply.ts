// Where a sentence may end: Chinese and Latin sentence marks (with a closing quote or bracket) and line breaks.
const sentenceEnd = /[。！？!?.…]+[」』”’）)"']*|\n/g;

/**
 * A reply no longer than `maxLength`, cut after the last sentence that fits (or, with no sentence
 * end in reach, at the limit with "…"). Shorter replies come back unchanged.
 */
export function cutReply(text: string, maxLength: number): string {
  return text.length <= maxLength ? text : cutAfterLastSentence(text.slice(0, maxLength));
}

/** Text that was cut off somewhere, ending after its last whole sentence (or in "…" when it has none). */
export function cutAfterLastSentence(text: string): string {
  let cut = 0;
  for (const match of text.matchAll(sentenceEnd)) cut = (match.index ?? 0) + match[0].length;
  return cut > 0 ? text.slice(0, cut).trimEnd() : `${text.slice(0, Math.max(0, text.length - 1))}…`;
}
