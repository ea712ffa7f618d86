import type { LocalPhrase } from "../../core/local-phrase";
import { ENGLISH_NUMBER_WORD, NUMBER_PATTERN, parseNumber, readEnglishNumbers } from "../../language/number-words";
import { toCalculation } from "./to-calculation";

// An amount as said: digits, Chinese numerals, or English words ("two hundred forty"), perhaps with its unit.
const ENGLISH_NUMBER = String.raw`(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|${ENGLISH_NUMBER_WORD}(?:[\s-]+${ENGLISH_NUMBER_WORD})*)`;
const MONEY = `(?<amount>${NUMBER_PATTERN})(?:塊錢?|元)?`;
// An amount of money in any currency: the arithmetic is the same ("84 bucks", "2450 pesos", "Rs. 500", "€40").
const CURRENCY_SIGN = String.raw`(?:[$€£¥₹₱]|rs\.?\s?|(?:usd|sgd|php|inr|eur|gbp|aud|cad|myr)\s?)`;
const CURRENCY_WORD = String.raw`(?:dollars?|bucks|quid|pounds?|euros?|pesos?|rupees?|ringgit|baht|yen|yuan|won|rs\.?|usd|sgd|php|inr|eur|gbp|aud|cad|myr)`;
const ENGLISH_MONEY = `${CURRENCY_SIGN}?(?<amount>${ENGLISH_NUMBER})(?: ?${CURRENCY_WORD})?`;
const ASK_MONEY = "(?:是|等於|要|剩|變)?(?:多少|幾)(?:錢|塊錢?|元)?";
const ENGLISH_LEAD = "(?:(?:what is|what's|how much is|how much would be|calculate|compute|work out) )?(?:the |an? )?";
// The asking said last, as Singapore, Indian and Philippine English put it: "tip 10 percent on 2450 pesos how much".
const HOW_MUCH_LAST = "(?:,? (?:how much|is how much|how much is it|how much is that))?";
const PERCENT = "(?: ?%| percent| per cent)";
// What a bill is called after its amount: "a 15% tip on an 84 dollar bill".
const BILL = "(?: (?:bill|check|cheque|meal|tab|dinner|lunch))?";
// 「買了三件衣服」 before the sums says why; a reason with digits or arithmetic words (每件再加二十) may change the sum.
const REASON = "(?:(?<reason>[^,\\d加減乘除扣折%稅費每各再另多少打]{1,20}),)?";
// Parts of a sum, never parted by a comma (「199,259」 may be one number).
const LIST = `(?<list>${NUMBER_PATTERN}(?:塊錢?|元)?(?:(?:、|和|跟|與|及|還有|\\s)${NUMBER_PATTERN}(?:塊錢?|元)?)+)`;
const PEOPLE = `(?<people>${NUMBER_PATTERN})個人`;
const EACH = "(?:每個?人|一個人|一人)(?:要出|要付|要給|出|付|分到|要)?(?:多少|幾)(?:錢|塊錢?|元)?";

function numberOf(said: string | undefined): number | null {
  if (said === undefined) return null;
  const words = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(said.trim()) ? said.replaceAll(",", "") : said;
  const value = parseNumber(words) ?? Number(readEnglishNumbers(words.trim()));
  return Number.isFinite(value) ? value : null;
}

/** 「七五折」 is 75/100, 「八折」 8/10, 「對折」 5/10. */
function discountRate(words: string): string | null {
  if (words === "對") return "5/10";
  const digits = [...words].map((digit) => parseNumber(digit));
  if (digits.some((digit) => digit === null || digit < 1 || digit > 9)) return null;
  return `${digits.join("")}/${digits.length === 1 ? 10 : 100}`;
}

function split(match: RegExpMatchArray): Record<string, unknown> | null {
  const amount = numberOf(match.groups?.amount);
  const people = numberOf(match.groups?.people ?? match.groups?.ways);
  if (amount === null || people === null || !Number.isInteger(people) || people < 2) return null;
  return toCalculation(`${amount}/${people}`);
}

/** "15% off 80" is 80*(100-15)/100. */
function percentOff(match: RegExpMatchArray): Record<string, unknown> | null {
  const amount = numberOf(match.groups?.amount);
  const rate = numberOf(match.groups?.rate);
  return amount === null || rate === null || rate > 100 ? null : toCalculation(`${amount}*(100-${rate})/100`);
}

/** "a 15% tip on 84" is 84*15/100; "12% of 2,450 pesos" the same. */
function percentOf(match: RegExpMatchArray): Record<string, unknown> | null {
  const amount = numberOf(match.groups?.amount);
  const rate = numberOf(match.groups?.rate);
  return amount === null || rate === null ? null : toCalculation(`${amount}*${rate}/100`);
}

/** "84 dollars plus a 15% tip" is 84*(100+15)/100, what is paid in all. */
function withTip(match: RegExpMatchArray): Record<string, unknown> | null {
  const amount = numberOf(match.groups?.amount);
  const rate = numberOf(match.groups?.rate);
  return amount === null || rate === null ? null : toCalculation(`${amount}*(100+${rate})/100`);
}

/** "what percent of 80 is 20" is 20/80*100. */
function shareInPercent(match: RegExpMatchArray): Record<string, unknown> | null {
  const part = numberOf(match.groups?.part);
  const whole = numberOf(match.groups?.amount);
  return part === null || whole === null || whole === 0 ? null : toCalculation(`${part}/${whole}*100`);
}

// The part asked about in "what percent of 80 is 20".
const ENGLISH_PART = ENGLISH_MONEY.replace("(?<amount>", "(?<part>");
const WHAT_PERCENT = "what (?:percent|percentage|per cent|%)";

/**
 * Arithmetic said as a shopping or sharing question: 「八百塊打七五折是多少」「199、259和89加起來多少」,
 * 「2340元五個人分,每人多少」, "15% off 80", "split a 240 dollar bill four ways".
 */
export const everydayArithmeticPhrases: readonly LocalPhrase[] = [
  {
    // 「八百塊打七五折是多少」「800的八折多少錢」「三百元打對折後剩多少」
    pattern: new RegExp(
      `^(?:幫我)?(?:算一下)?${MONEY}(?:的|打個?)(?<rate>[1-9]{1,2}|[一二三四五六七八九]{1,2}|對)折(?:之?後|以後)?${ASK_MONEY}$`,
      "u",
    ),
    toArgs: (match) => {
      const amount = numberOf(match.groups?.amount);
      const rate = discountRate(match.groups?.rate ?? "");
      return amount === null || rate === null ? null : toCalculation(`${amount}*${rate}`);
    },
  },
  {
    // "15% off 80", "what's twenty percent off $45", "20 percent off 1,200 pesos how much"
    pattern: new RegExp(`^${ENGLISH_LEAD}(?<rate>${ENGLISH_NUMBER})${PERCENT} off (?:of )?${ENGLISH_MONEY}${HOW_MUCH_LAST}\\??$`, "iu"),
    toArgs: percentOff,
  },
  {
    // "80 dollars with 15% off"
    pattern: new RegExp(`^${ENGLISH_LEAD}${ENGLISH_MONEY} with (?<rate>${ENGLISH_NUMBER})${PERCENT} off${HOW_MUCH_LAST}\\??$`, "iu"),
    toArgs: percentOff,
  },
  {
    // A share of an amount of money: "what is 20% of 150 dollars", "12 percent of 2,450 pesos how much"
    pattern: new RegExp(`^${ENGLISH_LEAD}(?<rate>${ENGLISH_NUMBER})${PERCENT} of ${ENGLISH_MONEY}${HOW_MUCH_LAST}\\??$`, "iu"),
    toArgs: percentOf,
  },
  {
    // The tip alone: "what's 15% tip on 84 bucks", "a 20 percent tip for a 60 dollar dinner", "15% tip of $40"
    pattern: new RegExp(
      `^${ENGLISH_LEAD}(?<rate>${ENGLISH_NUMBER})${PERCENT} tip (?:on|for|of) (?:the |a |an )?${ENGLISH_MONEY}${BILL}${HOW_MUCH_LAST}\\??$`,
      "iu",
    ),
    toArgs: percentOf,
  },
  {
    // "tip 10 percent on 2450 pesos how much", "calculate tip of 18% for 72 dollars"
    pattern: new RegExp(
      `^${ENGLISH_LEAD}tip (?:of )?(?<rate>${ENGLISH_NUMBER})${PERCENT} (?:on|for) (?:the |a |an )?${ENGLISH_MONEY}${BILL}${HOW_MUCH_LAST}\\??$`,
      "iu",
    ),
    toArgs: percentOf,
  },
  {
    // "what's the tip on $84 at 15%"
    pattern: new RegExp(
      `^${ENGLISH_LEAD}tip (?:on|for) (?:the |a |an )?${ENGLISH_MONEY}${BILL} at (?<rate>${ENGLISH_NUMBER})${PERCENT}${HOW_MUCH_LAST}\\??$`,
      "iu",
    ),
    toArgs: percentOf,
  },
  {
    // What is paid in all: "84 dollars plus a 15% tip", "what's the total for $84 with a 15% tip"
    pattern: new RegExp(
      `^${ENGLISH_LEAD}(?:total (?:for|on|of) (?:the |a |an )?)?${ENGLISH_MONEY}${BILL} (?:plus|with|including|and) (?:an? )?(?<rate>${ENGLISH_NUMBER})${PERCENT} tip${HOW_MUCH_LAST}\\??$`,
      "iu",
    ),
    toArgs: withTip,
  },
  // "what percent of 80 is 20", "what percentage is 20 of 80", "20 is what percent of 80", "20 out of 80 is what percent"
  ...[
    `^${WHAT_PERCENT} of ${ENGLISH_MONEY} is ${ENGLISH_PART}\\??$`,
    `^${WHAT_PERCENT} is ${ENGLISH_PART} (?:of|out of) ${ENGLISH_MONEY}\\??$`,
    `^${ENGLISH_PART} (?:is )?${WHAT_PERCENT} of ${ENGLISH_MONEY}\\??$`,
    `^${ENGLISH_PART} out of ${ENGLISH_MONEY} is ${WHAT_PERCENT}\\??$`,
  ].map((source) => ({ pattern: new RegExp(source, "iu"), toArgs: shareInPercent })),
  {
    // 「買了三件衣服,199、259和89,加起來多少」「把一百、兩百跟三百加起來」
    pattern: new RegExp(
      `^${REASON}(?:幫我)?(?<put>把)?${LIST},?(?:全部|總共|一共)?(?:加起來|加總|合計|合起來|總共|一共)(?<ask>(?:是|等於|共)?(?:多少|幾)(?:錢|塊錢?|元)?)?$`,
      "u",
    ),
    toArgs: (match) => {
      // 「199,259」 may be one number or two: the model asks.
      if ((match.groups?.put === undefined && match.groups?.ask === undefined) || match.groups?.list?.includes(",")) return null;
      const parts = (match.groups?.list ?? "").split(/、|和|跟|與|及|還有|\s/u).map((part) => numberOf(part.replace(/(?:塊錢?|元)$/u, "")));
      return parts.some((part) => part === null) ? null : toCalculation(parts.join("+"));
    },
  },
  {
    // 「2340元五個人分,每人多少」「2340塊給五個人平分,一個人要出多少」
    pattern: new RegExp(`^${MONEY}(?:由|給)?${PEOPLE}(?:平均)?(?:平分|分攤|均分|分),?${EACH}$`, "u"),
    toArgs: split,
  },
  {
    // 「五個人平分2340塊,一個人要出多少」
    pattern: new RegExp(`^${PEOPLE}(?:要)?(?:平均)?(?:平分|分攤|均分|分)${MONEY},?${EACH}$`, "u"),
    toArgs: split,
  },
  {
    // "we're splitting a 240 dollar bill four ways, how much is each share", "split $90 between 3 people"
    pattern: new RegExp(
      `^(?:(?:we(?:'re| are)|i(?:'m| am)) )?(?:splitting|split|dividing|divide) (?:a |an |the )?${ENGLISH_MONEY}(?: (?:bill|check|tab))? (?:(?<ways>${ENGLISH_NUMBER}) ways|(?:between|among) (?<people>${ENGLISH_NUMBER})(?: people| of us| friends)?)(?:,? how much (?:is|does|do) (?:each|every) ?(?:one|share|person|of us)(?: (?:pay|owe|get))?)?\\??$`,
      "iu",
    ),
    toArgs: split,
  },
];
