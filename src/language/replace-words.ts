/**
 * A function that puts each word of a table in place of what it says (「聽日」 → 「明天」), the
 * longest word first where several start at one place (咩形 before 咩, and a word kept as it is —
 * 關係 → 關係 — before the 係 inside it).
 *
 * @example
 * ```ts
 * replaceWords([["聽日", "明天"], ["而家", "現在"]])("而家幾點"); // "現在幾點"
 * ```
 */
export function replaceWords(words: readonly (readonly [said: string, read: string])[]): (text: string) => string {
  if (words.length === 0) return (text) => text;
  const readOf = new Map(words);
  const pattern = new RegExp(
    [...readOf.keys()]
      .sort((left, right) => right.length - left.length)
      .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join("|"),
    "gu",
  );
  return (text) => text.replace(pattern, (word) => readOf.get(word) ?? word);
}
