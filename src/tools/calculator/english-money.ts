import { ENGLISH_NUMBER_WORD, parseNumber, readEnglishNumbers } from "../../language/number-words";

/** A number as said in English: digits ("1,200", "7.5") or words ("two hundred forty"). */
export const ENGLISH_NUMBER = String.raw`(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|${ENGLISH_NUMBER_WORD}(?:[\s-]+${ENGLISH_NUMBER_WORD})*)`;
// An amount of money in any currency: the arithmetic is the same ("84 bucks", "2450 pesos", "Rs. 500", "€40").
const CURRENCY_SIGN = String.raw`(?:[$€£¥₹₱]|rs\.?\s?|(?:usd|sgd|php|inr|eur|gbp|aud|cad|myr)\s?)`;
const CURRENCY_WORD = String.raw`(?:dollars?|bucks|quid|pounds?|euros?|pesos?|rupees?|ringgit|baht|yen|yuan|won|rs\.?|usd|sgd|php|inr|eur|gbp|aud|cad|myr)`;
/** An amount of money as said in English, its number in the group `amount`: "$45", "2,450 pesos", "eighty". */
export const ENGLISH_MONEY = `${CURRENCY_SIGN}?(?<amount>${ENGLISH_NUMBER})(?: ?${CURRENCY_WORD})?`;

/** The value of a number as said (「一千二」, "1,200", "two hundred forty"), or null. */
export function numberOf(said: string | undefined): number | null {
  if (said === undefined) return null;
  const words = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(said.trim()) ? said.replaceAll(",", "") : said;
  const value = parseNumber(words) ?? Number(readEnglishNumbers(words.trim()));
  return Number.isFinite(value) ? value : null;
}
