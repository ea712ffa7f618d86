import type { TemplatePhrase } from "../../language/templates/template-phrase";
import { ENGLISH_COUNT_SLOT } from "./english-count-slot";
import { ENGLISH_MONEY_SLOT } from "./english-money-slot";
import { toCalculation } from "./to-calculation";

const RULES: Readonly<Record<string, string>> = {
  // Into how many: "four ways", "between 3 people", "among 4 friends".
  ways: "({ways:english_count} ways|(between|among) {people:english_count}[ (people|of us|friends|persons|pax)])",
  // Each one's share asked after a split: "how much is each share", "how much each", "per head how much".
  each: "[[,] (how much (is|does|do) (each|every) (one|share|person|of us)[ (pay|owe|get)]|how much (each|per (person|head))|(each|per (person|head)) how much)][?]",
};

/** An amount split evenly: 240 four ways is 240/4. */
function split({ amount, ways, people }: Record<string, unknown>): Record<string, unknown> | null {
  const parts = ways ?? people;
  if (typeof amount !== "number" || typeof parts !== "number" || !Number.isInteger(parts) || parts < 2) return null;
  return toCalculation(`${amount}/${parts}`);
}

const phrase = (template: string): TemplatePhrase => ({
  template,
  toArgs: split,
  rules: RULES,
  slotTypes: [ENGLISH_MONEY_SLOT, ENGLISH_COUNT_SLOT],
});

/** A bill split evenly, said in English: "split $90 between 3 people", "1,200 split 4 ways, how much each". */
export const englishSplitPhrases: readonly TemplatePhrase[] = [
  // "we're splitting a 240 dollar bill four ways, how much is each share", "split $90 between 3 people"
  phrase("[(we're|we are|i'm|i am) ](splitting|split|dividing|divide) [(a|an|the) ]{amount:english_money}[ (bill|check|tab)] <ways><each>"),
  // The amount first: "1,200 split 4 ways", "3460 pesos shared among 4 friends, how much each"
  phrase("{amount:english_money}[ (bill|check|cheque|meal|tab|dinner|lunch)] (split|shared|divided) <ways><each>"),
];
