import type { TemplatePhrase } from "../../language/templates/template-phrase";
import { ENGLISH_MONEY_SLOT } from "./english-money-slot";
import { ENGLISH_PERCENT_SLOT } from "./english-percent-slot";
import { toCalculation } from "./to-calculation";

const RULES: Readonly<Record<string, string>> = {
  lead: "[(what is|what's|how much is|how much would be|calculate|compute|work out) ][(the|a|an) ]",
  // The asking said last, as Singapore, Indian and Philippine English put it: "tip 10 percent on 2450 pesos how much".
  how_much: "[[,] (how much|is how much|how much is it|how much is that)][?]",
  // What a bill is called after its amount: "a 15% tip on an 84 dollar bill".
  bill: "[ (bill|check|cheque|meal|tab|dinner|lunch)]",
  article: "[(the|a|an) ]",
};

type Rated = (amount: number, rate: number) => string | null;

const phrase = (template: string, expression: Rated): TemplatePhrase => ({
  template,
  toArgs: ({ amount, rate }) => {
    if (typeof amount !== "number" || typeof rate !== "number") return null;
    const said = expression(amount, rate);
    return said === null ? null : toCalculation(said);
  },
  rules: RULES,
  slotTypes: [ENGLISH_MONEY_SLOT, ENGLISH_PERCENT_SLOT],
});

/** "15% off 80" is 80*(100-15)/100. */
const percentOff: Rated = (amount, rate) => (rate > 100 ? null : `${amount}*(100-${rate})/100`);
/** "a 15% tip on 84" is 84*15/100; "12% of 2,450 pesos" the same. */
const percentOf: Rated = (amount, rate) => `${amount}*${rate}/100`;
/** "84 dollars plus a 15% tip" is 84*(100+15)/100, what is paid in all. */
const withRate: Rated = (amount, rate) => `${amount}*(100+${rate})/100`;

/**
 * Percentages of an amount of money said in English: "15% off 80", "what's 1200 after a 30% discount",
 * "what is 20% of 150 dollars", "what's a 20% tip on 65 dollars", "60 dollars plus a 15% tip".
 */
export const englishPercentPhrases: readonly TemplatePhrase[] = [
  // "15% off 80", "what's twenty percent off $45", "take 30% off 1200", "a 25 percent discount on 640 dollars"
  phrase(
    "<lead>[(take|knock) ]{rate:english_percent} (off|discount)[ (of|on|from|for)] <article>{amount:english_money}<how_much>",
    percentOff,
  ),
  // "80 dollars with 15% off", "what's 1200 after a 30% discount", "1,500 pesos at 20 percent off how much"
  phrase("<lead>{amount:english_money} (with|after|at) <article>{rate:english_percent} (off|discount)<how_much>", percentOff),
  // "what is 20% of 150 dollars", "12 percent of 2,450 pesos how much"
  phrase("<lead>{rate:english_percent} of {amount:english_money}<how_much>", percentOf),
  // "what's 15% tip on 84 bucks", "a 20 percent tip for a 60 dollar dinner", "15% tip of $40"
  phrase("<lead>{rate:english_percent} tip (on|for|of) <article>{amount:english_money}<bill><how_much>", percentOf),
  // "tip 10 percent on 2450 pesos how much", "calculate tip of 18% for 72 dollars"
  phrase("<lead>tip [of ]{rate:english_percent} (on|for) <article>{amount:english_money}<bill><how_much>", percentOf),
  // "what's the tip on $84 at 15%"
  phrase("<lead>tip (on|for) <article>{amount:english_money}<bill> at {rate:english_percent}<how_much>", percentOf),
  // "84 dollars plus a 15% tip", "what's the total for $84 with a 15% tip", "$60 with 8% tax how much"
  phrase(
    "<lead>[total (for|on|of) <article>]{amount:english_money}<bill> (plus|with|including|and) [(an|a) ]{rate:english_percent} (tip|service charge|service fee|tax|sales tax|gst|vat)<how_much>",
    withRate,
  ),
];
