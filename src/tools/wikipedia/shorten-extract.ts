const sentenceEnd = /[。！？!?]|\.(?=\s|$)/g;

/**
 * The start of an extract, at most `maxLength` characters, cut after the last whole sentence
 * that fits (「。」「！」「？」 or ". "); with no sentence end in reach, cut and mark with 「…」.
 */
export function shortenExtract(extract: string, maxLength: number): string {
  const text = extract.replace(/\s+/g, " ").trim();
  if (text.length <= maxLength) return text;
  let cut = 0;
  for (const match of text.matchAll(sentenceEnd)) {
    const end = (match.index ?? 0) + match[0].length;
    if (end > maxLength) break;
    cut = end;
  }
  return cut > 0 ? text.slice(0, cut) : `${text.slice(0, maxLength).trimEnd()}…`;
}
