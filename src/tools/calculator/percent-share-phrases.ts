import type { TemplatePhrase } from "../../language/templates/template-phrase";
import { ENGLISH_MONEY_SLOT } from "./english-money-slot";
import { toCalculation } from "./to-calculation";

const RULES: Readonly<Record<string, string>> = { what_percent: "what (percent|percentage|per cent|%)" };

/** "what percent of 80 is 20" is 20/80*100. */
function shareInPercent({ part, whole }: Record<string, unknown>): Record<string, unknown> | null {
  return typeof part !== "number" || typeof whole !== "number" || whole === 0 ? null : toCalculation(`${part}/${whole}*100`);
}

const phrase = (template: string): TemplatePhrase => ({ template, toArgs: shareInPercent, rules: RULES, slotTypes: [ENGLISH_MONEY_SLOT] });

/** One amount as a share of another, in percent: "what percent of 80 is 20", "30 is what percent of 120". */
export const percentSharePhrases: readonly TemplatePhrase[] = [
  phrase("<what_percent> of {whole:english_money} is {part:english_money}[?]"),
  phrase("<what_percent> is {part:english_money} [out ]of {whole:english_money}[?]"),
  phrase("{part:english_money} [is ]<what_percent> of {whole:english_money}[?]"),
  phrase("{part:english_money} out of {whole:english_money} is <what_percent>[?]"),
];
