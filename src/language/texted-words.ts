import { REGISTERED_WORDS } from "./locales/registered-words";

// Each registered language's words as people text them (locales/<code>/*-texted-words.ts).
const TEXTED = REGISTERED_WORDS.flatMap((words) => words.conversation?.texted ?? []);

/** The text with texted words spelled out ("wats" → "what's", "tmrw" → "tomorrow"); Chinese text is left as it is. */
export function spellOutTexting(text: string): string {
  return /[a-z]/i.test(text) ? TEXTED.reduce((spelled, [texted, word]) => spelled.replace(texted, word), text) : text;
}
