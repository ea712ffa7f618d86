/** Lower-cases ASCII letters only, as SQLite's `LIKE` and `lower()` do, so both repositories agree. */
export function foldAsciiCase(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

/** The search text and its alternatives, folded and without duplicates; empty when there is no search. */
export function searchTerms(search: string | undefined, alternatives: readonly string[] = []): string[] {
  if (search === undefined) return [];
  return [...new Set([search, ...alternatives].map((term) => foldAsciiCase(term.trim())).filter((term) => term !== ""))];
}

/** A `LIKE` pattern matching `term` anywhere, with `%`, `_` and `\` escaped (use `ESCAPE '\'`). */
export function toLikePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
