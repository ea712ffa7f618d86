import type { LocalPhrase, PhraseContext } from "../../core/local-phrase";
import type { TransactionSumDirection } from "./models/transaction-sum-direction";
import { dateRangeOf, HOW_MUCH, PERIOD, TOPIC, topicOf } from "./phrase-parts";

const TOTAL = "(?:總共|一共|共|總計)?";
// 「支出總額」「收入的總和」: the total said as a noun after what is added up.
const SUM_NOUN = "(?:的?(?:總額|總金額|總和|合計|總計))?";
// "how much did I spend in total", "my total spending".
const IN_TOTAL = "(?: in total| altogether| overall)?";

function sumArgs(direction: TransactionSumDirection) {
  return (match: RegExpMatchArray, context: PhraseContext): Record<string, unknown> | null => {
    const topic = topicOf(match);
    const dateRange = dateRangeOf(match, context);
    if (topic === null || !dateRange) return null;
    return { direction, date_range: dateRange, ...(topic === undefined ? {} : { search: topic }) };
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
    pattern: new RegExp(`^我?${PERIOD}我?的?${TOPIC}?${TOTAL}(?:花了|花|花費了?|消費了?|支出了?)${HOW_MUCH}$`, "u"),
    toArgs: sumArgs("DEBIT_ONLY"),
  },
  {
    pattern: new RegExp(`^${TOPIC}${PERIOD}${TOTAL}(?:花了|花費了?|消費了?)${HOW_MUCH}$`, "u"),
    toArgs: sumArgs("DEBIT_ONLY"),
  },
  {
    pattern: new RegExp(`^我?${PERIOD}我?${TOTAL}花在${TOPIC}(?:上面|上)?(?:的錢)?${TOTAL}(?:有|是)?${HOW_MUCH}$`, "u"),
    toArgs: sumArgs("DEBIT_ONLY"),
  },
  {
    pattern: new RegExp(`^我?${PERIOD}的?(?:${TOPIC}的?)?總?(?:支出|開銷|花費|消費)${SUM_NOUN}${TOTAL}(?:是|有)?${HOW_MUCH}$`, "u"),
    toArgs: sumArgs("DEBIT_ONLY"),
  },
  {
    pattern: new RegExp(`^(?:how much (?:money )?(?:did|have) i (?:spend|spent)|what did i spend)${IN_TOTAL}(?: (?:on|at|for) ${TOPIC})?${IN_TOTAL} ${PERIOD}$`, "iu"),
    toArgs: sumArgs("DEBIT_ONLY"),
  },
  {
    // "what was my total spending in February", "how much was my spending on coffee last month"
    pattern: new RegExp(`^(?:what|how much) (?:was|is|were|are) my (?:total )?(?:spending|expenses|expenditure)(?: (?:on|at|for) ${TOPIC})? ${PERIOD}$`, "iu"),
    toArgs: sumArgs("DEBIT_ONLY"),
  },
  {
    pattern: new RegExp(`^我?${PERIOD}我?的?總?(?:收入|進帳|入帳|賺了?)${SUM_NOUN}${TOTAL}(?:是|有)?${HOW_MUCH}$`, "u"),
    toArgs: sumArgs("CREDIT_ONLY"),
  },
  {
    pattern: new RegExp(`^我?${PERIOD}的?(?<topic>薪水|薪資|獎金|利息|股利)(?:收入|入帳)?${SUM_NOUN}${TOTAL}(?:是|有)?${HOW_MUCH}$`, "u"),
    toArgs: sumArgs("CREDIT_ONLY"),
  },
  {
    pattern: new RegExp(`^(?:how much (?:money )?did i (?:earn|make)|what (?:was|is) my (?:total )?income|how much income did i (?:get|have)) ${PERIOD}$`, "iu"),
    toArgs: sumArgs("CREDIT_ONLY"),
  },
];
