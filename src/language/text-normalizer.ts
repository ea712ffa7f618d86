import type { TextNormalization } from "./locales/text-normalization";

/**
 * A text normaliser made of the steps every text passes and the given languages' own
 * (`LocaleWords.normalize`, in order): NFKC (full-width letters, digits and punctuation become
 * half-width), each language's spelling, white space collapsed to single spaces and dropped between
 * a number and its unit, the sentence's surrounding punctuation and emoji dropped (brackets kept:
 * "(3+5)*12" must reach the calculator whole), trimmed, then each language's last step. Letter case
 * is kept.
 */
export function textNormalizer(languages: readonly TextNormalization[]): (text: string) => string {
  const spell = languages.flatMap((language) => (language.spell ? [language.spell] : []));
  const finish = languages.flatMap((language) => (language.finish ? [language.finish] : []));
  const after = languages.map((language) => language.unitsAfterNumber ?? "").join("");
  const before = languages.map((language) => language.unitsBeforeNumber ?? "").join("");
  const unitSpace = [...(after ? [`(?<=\\d) (?=[${after}])`] : []), ...(before ? [`(?<=[${before}]) (?=\\d)`] : [])].join("|");
  const unitSpaces = unitSpace ? new RegExp(unitSpace, "gu") : null;
  // Emoji count as punctuation: 「明天早上七點叫我起床😀」 is the same request.
  const closing = languages.map((language) => language.closingPunctuation ?? "").join("");
  const opening = languages.map((language) => language.openingPunctuation ?? "").join("");
  const trailing = new RegExp(`[\\s.,!?;:~…${closing}"'”’\\p{Extended_Pictographic}\\u{FE0F}\\u{200D}]+$`, "u");
  const leading = new RegExp(`^[\\s${opening}"'“‘\\p{Extended_Pictographic}\\u{FE0F}\\u{200D}]+`, "u");
  return (text) => {
    let normalized = text.normalize("NFKC");
    for (const step of spell) normalized = step(normalized);
    normalized = normalized.replace(/\s+/gu, " ");
    if (unitSpaces) normalized = normalized.replace(unitSpaces, "");
    normalized = normalized.replace(trailing, "").replace(leading, "").trim();
    for (const step of finish) normalized = step(normalized);
    return normalized;
  };
}
