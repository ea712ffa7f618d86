import type { OrdinalWords } from "../locales/locale-words";
import { REGISTERED_WORDS } from "../locales/registered-words";
import { parseNumber } from "../number-words";
import type { SlotSpan, SlotType } from "./slot-type";

// Each registered language's ordinals (locales/<code>/*-ordinal-words.ts), in registration order.
const LANGUAGES: readonly OrdinalWords[] = REGISTERED_WORDS.flatMap((words) => (words.ordinals ? [words.ordinals] : []));
const WORDS: Readonly<Record<string, number>> = Object.assign({}, ...LANGUAGES.map((language) => language.words ?? {}));
// Every language's forms, each with its groups numbered (number_3) so that none clash, then '#2' in any.
const FORMS = [...LANGUAGES.flatMap((language) => language.patterns), "#(?<number>\\d+)"].map((form, index) =>
  form.replace(/\(\?<(\w+)>/g, `(?<$1_${index}>`),
);
const ORDINAL = new RegExp(FORMS.join("|"), "giu");

function ordinalSpans(text: string): SlotSpan[] {
  const spans: SlotSpan[] = [];
  ORDINAL.lastIndex = 0;
  for (const match of text.matchAll(ORDINAL)) {
    const said = Object.entries(match.groups ?? {}).find(([, value]) => value !== undefined);
    if (said === undefined) continue;
    const [name, words] = said;
    const value = name.startsWith("word_") ? WORDS[words.toLowerCase()] : parseNumber(words);
    if (value === null || value === undefined || !Number.isInteger(value) || value < 1) continue;
    spans.push({ start: match.index, end: match.index + match[0].length, value });
  }
  return spans;
}

/**
 * `{x:ordinal}`: which one of a list — 「第二個」「第3則」「2號」 'the second' '3rd' 'number 2' '#2' — as
 * its number (1 for the first).
 */
export const ORDINAL_SLOT: SlotType = { name: "ordinal", find: ordinalSpans };
