import type { LocalPhrase } from "../../core/local-phrase";
import { ENGLISH_NUMBER_WORD, NUMBER_PATTERN, parseNumber, readEnglishNumbers } from "../../language/number-words";
import { toCalculation } from "./to-calculation";

// An amount as said: digits, Chinese numerals, or English words ("two hundred forty"), perhaps with its unit.
const ENGLISH_NUMBER = String.raw`(?:\d+(?:\.\d+)?|${ENGLISH_NUMBER_WORD}(?:[\s-]+${ENGLISH_NUMBER_WORD})*)`;
const MONEY = `(?<amount>${NUMBER_PATTERN})(?:塊錢?|元)?`;
const ENGLISH_MONEY = `\\$?(?<amount>${ENGLISH_NUMBER})(?: dollars?| bucks)?`;
const ASK_MONEY = "(?:是|等於|要|剩|變)?(?:多少|幾)(?:錢|塊錢?|元)?";
const ENGLISH_LEAD = "(?:(?:what is|what's|how much is|calculate|compute) )?(?:the )?";
// 「買了三件衣服」 before the sums says why; a reason with digits or arithmetic words (每件再加二十) may change the sum.
const REASON = "(?:(?<reason>[^,\\d加減乘除扣折%稅費每各再另多少打]{1,20}),)?";
// Parts of a sum, never parted by a comma (「199,259」 may be one number).
const LIST = `(?<list>${NUMBER_PATTERN}(?:塊錢?|元)?(?:(?:、|和|跟|與|及|還有|\\s)${NUMBER_PATTERN}(?:塊錢?|元)?)+)`;
const PEOPLE = `(?<people>${NUMBER_PATTERN})個人`;
const EACH = "(?:每個?人|一個人|一人)(?:要出|要付|要給|出|付|分到|要)?(?:多少|幾)(?:錢|塊錢?|元)?";

function numberOf(words: string | undefined): number | null {
  if (words === undefined) return null;
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
    // "15% off 80", "what's twenty percent off $45"
    pattern: new RegExp(`^${ENGLISH_LEAD}(?<rate>${ENGLISH_NUMBER}) ?(?:%|percent) off (?:of )?${ENGLISH_MONEY}\\??$`, "iu"),
    toArgs: percentOff,
  },
  {
    // "80 dollars with 15% off"
    pattern: new RegExp(`^${ENGLISH_LEAD}${ENGLISH_MONEY} with (?<rate>${ENGLISH_NUMBER}) ?(?:%|percent) off\\??$`, "iu"),
    toArgs: percentOff,
  },
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
