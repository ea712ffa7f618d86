// A spoken turn is often a few short clauses: 「蛤？你再講一次」「算了啦 不用」 'sorry, say that again'.
// A pause (punctuation) always ends one; a space does only next to a Chinese character, since an
// English clause is spaced words.
const BOUNDARY = /\s*(?:[,?!;、。…]+|\.(?=\s))\s*|(?<=\p{Script=Han})\s+|\s+(?=\p{Script=Han})/u;

/**
 * The clauses of a (normalised) turn, in order, without their pauses:
 * 「蛤?你再講一次」 → 「蛤」「你再講一次」, "sorry, say that again" → "sorry" "say that again".
 */
export function spokenClauses(text: string): string[] {
  return text
    .split(BOUNDARY)
    .map((clause) => clause.trim())
    .filter((clause) => clause !== "");
}
