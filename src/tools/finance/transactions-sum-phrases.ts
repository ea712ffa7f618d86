import type { LocalPhrase, PhraseContext } from "../../core/local-phrase";
import type { TransactionSumDirection } from "./models/transaction-sum-direction";
import { ACCOUNT, dateRangeOf, filtersOf, HOW_MUCH, PERIOD, TOPIC, wordsOfMatch } from "./phrase-parts";

const TOTAL = "(?:總共|一共|共|總計|加起來|合起來|加總)?";
// The asking before the question: 「看看這個月一共進帳多少」「先查一下上個月花了多少」.
const LEAD = "(?:先)?(?:幫我)?(?:看看|看一下|查查|查一下|算算|算一下)?";
// 「支出總額」「收入的總和」: the total said as a noun after what is added up.
const SUM_NOUN = "(?:的?(?:總額|總金額|總和|合計|總計))?";
// "how much did I spend in total", "my total spending".
const IN_TOTAL = "(?: in total| altogether| overall)?";
// Money going out: 花, 刷 (a card), 扣 (a charge); 繳 and 付 pay the thing named (「房租付了多少」「繳國泰信用卡」).
const SPENT = "(?:花了|花|花費了?|消費了?|支出了?|刷了|扣了|(?<paid>付了|繳了|交了))我?";
// 「Uber Eats叫了多少錢」「咖啡喝了多少錢」: the verb of the thing bought, with 錢 to say the question is money.
const BOUGHT = "(?:叫|點|買|用|吃|喝|搭|坐)了我?(?:多少|幾)(?:錢|塊錢?|元)";
// 「薪水扣了多少」 asks about deductions from pay, not spending.
const INCOME_WORD = /薪水|薪資|工資|獎金|收入/u;

function sumArgs(direction: TransactionSumDirection) {
  return (match: RegExpMatchArray, context: PhraseContext): Record<string, unknown> | null => {
    const words = wordsOfMatch(match, context);
    if (words === null || words.period === undefined) return null;
    const filters = filtersOf(words, context, { accountTopic: match.groups?.paid === undefined });
    if (filters === null) return null;
    if (direction === "DEBIT_ONLY" && INCOME_WORD.test(filters?.search ?? "")) return null;
    return { direction, ...dateRangeOf(words), ...filters };
  };
}

/**
 * What the local route answers with `finance_transactions_sum`, always with a period:
 * 「這個月咖啡花了多少錢」「上個月花在早餐上多少」「這週的支出多少」「二月份的支出總額是多少」「上個月收入多少」
 * "how much did I spend on coffee this month", "what was my total spending in February",
 * "how much did I earn last month".
 */
export const transactionsSumPhrases: readonly LocalPhrase[] = [
  {
    // 「這個月咖啡花了多少」「二月份房租付了多少」「國泰信用卡上個月刷了多少錢」「今年Netflix總共扣了多少」;
    // a pause before a name in letters: 「這個月 Uber Eats 花了多少」.
    pattern: new RegExp(`^${LEAD}我?(?:${ACCOUNT})?${PERIOD}\\s?我?的?\\s?${TOPIC}?${TOTAL}(?:${SPENT}${HOW_MUCH}|${BOUGHT})$`, "u"),
    toArgs: sumArgs("DEBIT_ONLY"),
  },
  {
    pattern: new RegExp(
      `^${LEAD}${TOPIC}${PERIOD}${TOTAL}(?:(?:花了|花費了?|消費了?|刷了|扣了|(?<paid>付了|繳了|交了))我?${HOW_MUCH}|${BOUGHT})$`,
      "u",
    ),
    toArgs: sumArgs("DEBIT_ONLY"),
  },
  {
    pattern: new RegExp(`^${LEAD}我?${PERIOD}我?${TOTAL}花在${TOPIC}(?:上面|上)?(?:的錢)?${TOTAL}(?:有|是)?${HOW_MUCH}$`, "u"),
    toArgs: sumArgs("DEBIT_ONLY"),
  },
  {
    pattern: new RegExp(
      `^${LEAD}我?(?:${ACCOUNT})?${PERIOD}的?(?:${TOPIC}的?)?${TOTAL}總?(?:支出|開銷|花費|消費)${SUM_NOUN}${TOTAL}(?:是|有)?${HOW_MUCH}$`,
      "u",
    ),
    toArgs: sumArgs("DEBIT_ONLY"),
  },
  {
    // "how much did I spend on coffee this month"; "how much I spent on grab last month", the word
    // order of Singapore, Indian and Philippine English.
    pattern: new RegExp(
      `^(?:how much (?:money )?(?:(?:did|have) i (?:spend|spent)|i (?:spent|spend|have spent|'ve spent))|what did i spend)${IN_TOTAL}(?: (?:on|at|for) ${TOPIC})?${IN_TOTAL} ${PERIOD}$`,
      "iu",
    ),
    toArgs: sumArgs("DEBIT_ONLY"),
  },
  {
    // The period first: "last month how much I spent on grab", "this week, how much did I spend on food",
    // "last month how much I earned" (one phrase for both: each phrase embeds the long period words).
    pattern: new RegExp(
      `^${PERIOD},? how much (?:money )?(?:(?:did|have) i |i (?:have |'ve )?)(?:(?<spent>spend|spent)|(?<earned>earn|earned|make|made))${IN_TOTAL}(?: (?:on|at|for) ${TOPIC})?${IN_TOTAL}$`,
      "iu",
    ),
    toArgs: (match, context) =>
      match.groups?.spent !== undefined
        ? sumArgs("DEBIT_ONLY")(match, context)
        : match.groups?.topic === undefined
          ? sumArgs("CREDIT_ONLY")(match, context)
          : null,
  },
  {
    // "how much did Uber cost me last month", "what has Netflix cost me this year"
    pattern: new RegExp(`^(?:how much|what) (?:did|has|have) ${TOPIC} cost me${IN_TOTAL} ${PERIOD}$`, "iu"),
    toArgs: sumArgs("DEBIT_ONLY"),
  },
  {
    // "total spending last month", "my total expenses for February"
    pattern: new RegExp(`^(?:my )?total (?:spending|expenses|expenditure|spent) (?:for |in )?${PERIOD}$`, "iu"),
    toArgs: sumArgs("DEBIT_ONLY"),
  },
  {
    // "total income last month", "my total earnings this year"
    pattern: new RegExp(`^(?:my )?total (?:income|earnings) (?:for |in )?${PERIOD}$`, "iu"),
    toArgs: sumArgs("CREDIT_ONLY"),
  },
  {
    // "what was my total spending in February", "how much was my spending on coffee last month"
    pattern: new RegExp(
      `^(?:what|how much) (?:was|is|were|are) my (?:total )?(?:spending|expenses|expenditure)(?: (?:on|at|for) ${TOPIC})? ${PERIOD}$`,
      "iu",
    ),
    toArgs: sumArgs("DEBIT_ONLY"),
  },
  {
    pattern: new RegExp(
      `^${LEAD}我?(?:${ACCOUNT})?${PERIOD}我?的?${TOTAL}總?(?:收入|[進入][帳賬]|賺了?)${SUM_NOUN}${TOTAL}(?:是|有)?${HOW_MUCH}$`,
      "u",
    ),
    toArgs: sumArgs("CREDIT_ONLY"),
  },
  {
    // 「這個月薪水多少」「這个月工资到账多少」「今年獎金總共領了多少」
    pattern: new RegExp(
      `^${LEAD}我?${PERIOD}的?(?<topic>薪水|薪資|工資|獎金|利息|股利)${TOTAL}(?:收入|[入進到](?:[帳賬]|來)了?|發了|領了|拿了)?${SUM_NOUN}${TOTAL}(?:是|有)?${HOW_MUCH}$`,
      "u",
    ),
    toArgs: sumArgs("CREDIT_ONLY"),
  },
  {
    pattern: new RegExp(
      `^(?:how much (?:money )?(?:did|have) i (?:earn|earned|make|made)|what(?:'s| is| was) my (?:total )?income|how much income (?:did|have) i (?:get|got|have|had|make|made|receive|received))${IN_TOTAL} ${PERIOD}$`,
      "iu",
    ),
    toArgs: sumArgs("CREDIT_ONLY"),
  },
  {
    // 「上上個月收支相抵剩多少」「這個月收支結餘是多少」: income and spending together.
    pattern: new RegExp(
      `^${LEAD}我?(?:${ACCOUNT})?${PERIOD}的?(?:收支(?:相抵|淨額|結餘|差額)?|淨收支|淨收入|結餘)(?:後|之後)?(?:還)?(?:剩下?|是|有)?${HOW_MUCH}$`,
      "u",
    ),
    toArgs: sumArgs("ALL"),
  },
];
