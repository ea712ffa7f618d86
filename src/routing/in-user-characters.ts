import { hasHan, toTraditional } from "../core/chinese-script";
import { localeDefinition, type Locale } from "../core/locale";

/** What the user wrote, where a Chinese argument is given back in the user's characters. */
export interface UserText {
  /** The user's text, NFKC only. */
  text: string;
  /** The same in Traditional characters, 臺 as 台: made when first needed. */
  converted?: string;
}

/**
 * Arguments read from normalised text, with each Chinese string given back as the user wrote it.
 * Phrases read the normalised text, where OpenCC may have changed what the user wrote: a name
 * (周杰倫 → 週傑倫), 臺, or all of a Simplified sentence. A Chinese argument (a memo, a search, a
 * city) goes to the tool as the user wrote it: the same span of the user's text, when the
 * conversion kept the text's length (it does for Traditional text and most Simplified text),
 * else, for Simplified text, the argument converted back to Simplified.
 */
export function inUserCharacters(args: Record<string, unknown>, said: UserText, language: Locale): Record<string, unknown> {
  const converted: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(args)) {
    if (typeof value === "string") converted[key] = hasHan(value) ? userWording(value, said, language) : value;
    else if (typeof value === "object" && value !== null && !Array.isArray(value))
      converted[key] = inUserCharacters(value as Record<string, unknown>, said, language);
    else converted[key] = value;
  }
  return converted;
}

function userWording(value: string, said: UserText, language: Locale): string {
  if (said.text.includes(value)) return value;
  const converted = (said.converted ??= toTraditional(said.text).replaceAll("臺", "台"));
  const start = converted.length === said.text.length ? converted.indexOf(value) : -1;
  if (start >= 0) return said.text.slice(start, start + value.length);
  return localeDefinition(language).toScript(value);
}
