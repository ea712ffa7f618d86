import type { LocalPhrase } from "../../core/local-phrase";
import { NUMBER_PATTERN, parseNumber } from "../../language/number-words";
import { numberOf } from "./english-money";
import { toCalculation } from "./to-calculation";

const MONEY = `(?<amount>${NUMBER_PATTERN})(?:塊錢?|元)?`;
const ASK_MONEY = "(?:總共|一共|全部)?(?:是|等於|要付|要|剩|變|付)?(?:多少|幾)(?:錢|塊錢?|元)?(?:呢)?";
// 「請你幫我算一下」: asking for the sum before it; 算 makes the rest a question even with no 多少 after it.
const RECKON = "(?:請|麻煩)?(?:你)?(?:幫我|幫忙)?(?<reckon>算一下|計算一下|算算|算|計算)?\\s*";
// What the amount is, said before it: 「原價 3990」「這餐 3460」「那件外套,1280」. A few words and a pause,
// or a price word; no figure or arithmetic word (those may change the sum), no question (「你知道…」).
const LABEL =
  "(?:(?:原價|定價|標價|售價)(?:是)?\\s*|(?:早餐|午餐|晚餐|宵夜|晚飯|午飯|這餐|這頓|聚餐|車資|車費|計程車|房租|住宿|油錢)(?:總共|一共|共)?(?:是|花了|要)?\\s*|(?!不|沒|你|為什麼|怎)[^\\s,\\d零〇一二兩三四五六七八九十百千萬億加減乘除扣折%稅費每各再另多少打算幫請]{1,8}(?:是|要)?\\s*[\\s,]\\s*)?";
// 「加一服務費」 (Hong Kong's 加一: 10% more), 「加一成服務費」「加10%服務費」「加百分之十的服務費」.
// A tip added the same way: 「1200加百分之十五的小費 總共多少」.
const SERVICE = `(?:再)?(?:加|加上|外加|另加|多收)\\s*(?<rate>[一二兩三]成|百分之${NUMBER_PATTERN}|\\d{1,2}(?:\\.\\d)?\\s?%|一)\\s*(?:的)?(?:服務費|小費)`;
// A tip's rate: 「百分之十五」「15%」「15趴」「一成」.
const TIP_RATE = `(?<rate>[一二兩三]成|百分之${NUMBER_PATTERN}|\\d{1,2}(?:\\.\\d)?\\s?(?:%|趴)|${NUMBER_PATTERN}趴)`;
const TIP_GIVEN = "(?:給|抓|算|付|留)?";
// 「小費百分之十五」「給百分之十五的小費」: the tip and its rate, either way round.
const TIP = `(?<tipFirst>小費)?\\s*${TIP_GIVEN}\\s*${TIP_RATE}(?:\\s*(?:的)?\\s*(?<tipAfter>小費))?`;
// 「要給多少」「是多少」 ask the tip; 「總共要付多少」「加起來多少」 what is paid in all.
const ASK_TIP = "(?:小費)?(?<total>總共|一共|全部|加起來|合計|總計)?(?:是|要|應該|該)?(?:給|付|留)?(?:多少|幾)(?:錢|塊錢?|元)?(?:呢)?";
// Between two figures said in words a pause is needed: 「百分之十五一千二百塊」 has no edge between them.
const FIGURES_APART = "(?:\\s*,\\s*|\\s+)";

// Said with no asking after it, a sum needs 算 before it: 「1280打85折」 may be what a sign says.
const asked = (match: RegExpMatchArray): boolean => match.groups?.reckon !== undefined || match.groups?.ask !== undefined;

/** The share of a service charge or a tip: 「一成」 10, 「百分之十」 10, 「10%」 10, 「15趴」 15, Hong Kong's 「加一」 10. */
function serviceRate(words: string): number | null {
  if (words === "一") return 10;
  if (words.endsWith("成")) return (parseNumber(words.slice(0, -1)) ?? Number.NaN) * 10;
  return numberOf(words.replace(/^百分之|\s?(?:%|趴)$/gu, ""));
}

/** A tip (「小費百分之十五 一千二百塊的話要給多少」 is 1200*15/100), or what is paid with it when the total is asked. */
function tip(match: RegExpMatchArray): Record<string, unknown> | null {
  const { tipFirst, tipAfter } = match.groups ?? {};
  // The tip is named once, before its rate or after it (a bare 「百分之十五」 may be a discount or tax).
  if ((tipFirst === undefined) === (tipAfter === undefined)) return null;
  const amount = numberOf(match.groups?.amount);
  const rate = serviceRate(match.groups?.rate ?? "");
  if (amount === null || rate === null || !Number.isFinite(rate) || rate <= 0 || rate > 100) return null;
  return toCalculation(match.groups?.total === undefined ? `${amount}*${rate}/100` : `${amount}*(100+${rate})/100`);
}

/**
 * A service charge or a tip said in Chinese: 「2400加一服務費總共多少」「小費百分之十五 一千二百塊的話要給多少」; discounts, splits, sums and the English ones are templates (chinese-discount-phrases, chinese-split-phrases, chinese-sum-phrases, english-percent-phrases, english-split-phrases).
 */
export const everydayArithmeticPhrases: readonly LocalPhrase[] = [
  {
    // A service charge on a bill: 「2400加一服務費總共多少」「聚餐 1800 加一成服務費 一共多少錢」
    pattern: new RegExp(`^${RECKON}${LABEL}${MONEY}\\s*${SERVICE}(?:之?後)?(?:\\s*,?\\s*(?<ask>${ASK_MONEY}))?$`, "u"),
    words: [["服務費", "小費"]],
    toArgs: (match) => {
      const amount = numberOf(match.groups?.amount);
      const rate = serviceRate(match.groups?.rate ?? "");
      return amount === null || rate === null || !Number.isFinite(rate) || rate <= 0 || rate > 100 || !asked(match)
        ? null
        : toCalculation(`${amount}*(100+${rate})/100`);
    },
  },
  {
    // A tip, its rate said first: 「小費百分之十五 一千二百塊的話要給多少」「小費抓15% 2400元要多少」
    pattern: new RegExp(`^${RECKON}${TIP}${FIGURES_APART}${MONEY}(?:的話)?\\s*,?\\s*${ASK_TIP}$`, "u"),
    words: [["成", "百分之", "%", "趴"]],
    toArgs: tip,
  },
  {
    // The amount first: 「一千二百塊 小費百分之十五 要給多少」「1200元的15%小費是多少」「這餐 3460 給一成小費 總共多少」
    pattern: new RegExp(`^${RECKON}${LABEL}${MONEY}(?:的話)?(?:${FIGURES_APART}|\\s*的\\s*|\\s*)${TIP}\\s*,?\\s*${ASK_TIP}$`, "u"),
    words: [["成", "百分之", "%", "趴"]],
    toArgs: tip,
  },
];
