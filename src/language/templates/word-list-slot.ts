import type { SlotSpan, SlotType } from "./slot-type";

/** Options of {@link wordListSlot}. */
export interface WordListSlotOptions {
  /** The name templates use: `{phase:moon_phase}`. */
  name: string;
  /** The words, each with its value (`{ 滿月: "full" }`), or a list of words that are their own values. */
  words: Readonly<Record<string, unknown>> | readonly string[];
}

/**
 * A slot type of words given as data: a template's `{phase:moon_phase}` takes any of them (the
 * longest where several start at the same place; English compared in lower case) and holds its value.
 *
 * @example
 * ```ts
 * const phase = wordListSlot({ name: "moon_phase", words: { 滿月: "Full Moon", 新月: "New Moon", "full moon": "Full Moon" } });
 * defineTool({ …, phrases: [{ template: "下次{phase:moon_phase}是哪天", slotTypes: [phase] }] });
 * ```
 */
export function wordListSlot({ name, words }: WordListSlotOptions): SlotType {
  const values = new Map<string, unknown>(
    Array.isArray(words)
      ? words.map((word: string) => [word.toLowerCase(), word])
      : Object.entries(words).map(([word, value]) => [word.toLowerCase(), value]),
  );
  const byLength = [...values.keys()].sort((left, right) => right.length - left.length);
  const find = (text: string): SlotSpan[] => {
    const folded = text.replace(/[A-Z]+/gu, (letters) => letters.toLowerCase());
    const spans: SlotSpan[] = [];
    for (const word of byLength) {
      for (let at = folded.indexOf(word); at >= 0; at = folded.indexOf(word, at + 1)) {
        // An English word is a whole word: "new" is not in "news".
        if (/^[a-z]/u.test(word) && /[a-z]/u.test(folded[at - 1] ?? "")) continue;
        if (/[a-z]$/u.test(word) && /[a-z]/u.test(folded[at + word.length] ?? "")) continue;
        spans.push({ start: at, end: at + word.length, value: values.get(word) });
      }
    }
    return spans;
  };
  return { name, find, words: [...values.keys()] };
}
