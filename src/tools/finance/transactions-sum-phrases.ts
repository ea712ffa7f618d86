import type { PhraseContext } from "../../core/local-phrase";
import type { TemplatePhrase } from "../../language/templates/template-phrase";
import { FINANCE_ACCOUNT_SLOT, FINANCE_PAID_SLOT, FINANCE_PAY_SLOT, FINANCE_TOPIC_SLOT } from "./finance-slot-types";
import type { TransactionSumDirection } from "./models/transaction-sum-direction";
import { dateRangeOf, filtersOf, type FinanceWords } from "./phrase-parts";

const RULES: Readonly<Record<string, string>> = {
  total: "[總共|一共|總計|加起來|合起來|加總|共]",
  // The asking before the question: 「看看這個月一共進帳多少」「先查一下上個月花了多少」.
  lead: "[先][幫我][看看|看一下|查查|查一下|算算|算一下]",
  // 「支出總額」「收入的總和」: the total said as a noun after what is added up.
  sum_noun: "[[的](總額|總金額|總和|合計|總計)]",
  how_much: "(多少|幾)[錢|元|塊[錢]]",
  // Money going out: 花, 刷 (a card), 扣 (a charge); 繳 and 付 pay the thing named (「房租付了多少」「繳國泰信用卡」).
  spent: "(花了|花費[了]|花|消費[了]|支出[了]|刷了|扣了|{paid:finance_paid})[我]",
  // After the thing bought, 花 alone and 支出 say no spending of it.
  spent_on: "(花了|花費[了]|消費[了]|刷了|扣了|{paid:finance_paid})[我]",
  // 「Uber Eats叫了多少錢」「咖啡喝了多少錢」: the verb of the thing bought, with 錢 to say the question is money.
  bought: "(叫|點|買|用|吃|喝|搭|坐)了[我](多少|幾)(錢|塊[錢]|元)",
  account: "[用|在]{account:finance_account}[的]",
  period: "{period:period}",
  topic: "{topic:finance_topic}",
  // "how much did I spend in total", "my total spending".
  in_total: "[in total|altogether|overall]",
  en_topic: "[(on|at|for) <topic>]",
};

const SLOT_TYPES = [FINANCE_TOPIC_SLOT, FINANCE_ACCOUNT_SLOT, FINANCE_PAID_SLOT, FINANCE_PAY_SLOT];
// 「薪水扣了多少」 asks about deductions from pay, not spending.
const INCOME_WORD = /薪水|薪資|工資|獎金|收入/u;

function sumArgs(direction: TransactionSumDirection) {
  return (slots: Record<string, unknown>, context: PhraseContext): Record<string, unknown> | null => {
    const words = slots as FinanceWords;
    if (words.period === undefined) return null;
    const filters = filtersOf(words, context, { accountTopic: slots.paid === undefined });
    if (filters === null) return null;
    if (direction === "DEBIT_ONLY" && INCOME_WORD.test(filters?.search ?? "")) return null;
    return { direction, ...dateRangeOf(words), ...filters };
  };
}

const phrase = (template: string, direction: TransactionSumDirection): TemplatePhrase => ({
  template,
  toArgs: sumArgs(direction),
  rules: RULES,
  slotTypes: SLOT_TYPES,
});

/**
 * What the local route answers with `finance_transactions_sum`, always with a period, as sentence
 * templates: 「這個月咖啡花了多少錢」「上個月花在早餐上多少」「這週的支出多少」「二月份的支出總額是多少」
 * 「上個月收入多少」, "how much did I spend on coffee this month", "what was my total spending in
 * February", "how much did I earn last month".
 */
export const transactionsSumPhrases: readonly TemplatePhrase[] = [
  // 「這個月咖啡花了多少」「二月份房租付了多少」「國泰信用卡上個月刷了多少錢」「今年Netflix總共扣了多少」;
  // a pause before a name in letters: 「這個月 Uber Eats 花了多少」.
  phrase("<lead>[我][<account>]<period>[我][的][<topic>]<total>(<spent><how_much>|<bought>)", "DEBIT_ONLY"),
  phrase("<lead><topic><period><total>(<spent_on><how_much>|<bought>)", "DEBIT_ONLY"),
  phrase("<lead>[我]<period>[我]<total>花在<topic>[上面|上][的錢]<total>[有|是]<how_much>", "DEBIT_ONLY"),
  phrase("<lead>[我][<account>]<period>[的][<topic>[的]]<total>[總](支出|開銷|花費|消費)<sum_noun><total>[是|有]<how_much>", "DEBIT_ONLY"),
  // "how much did I spend on coffee this month"; "how much I spent on grab last month", the word
  // order of Singapore, Indian and Philippine English.
  phrase(
    "(how much [money] ((did|have) i (spend|spent)|i (spent|spend|have spent|'ve spent))|what did i spend) <in_total> <en_topic> <in_total> <period>",
    "DEBIT_ONLY",
  ),
  // The period first: "last month how much I spent on grab", "this week, how much did I spend on food",
  // "last month how much I earned" (what was earned on something is the model's to read).
  phrase("<period>[,] how much [money] ((did|have) i|i [have|'ve]) (spend|spent) <in_total> <en_topic> <in_total>", "DEBIT_ONLY"),
  phrase("<period>[,] how much [money] ((did|have) i|i [have|'ve]) (earn|earned|make|made) <in_total>", "CREDIT_ONLY"),
  // "how much did Uber cost me last month", "what has Netflix cost me this year"
  phrase("(how much|what) (did|has|have) <topic> cost me <in_total> <period>", "DEBIT_ONLY"),
  // "total spending last month", "my total expenses for February"
  phrase("[my] total (spending|expenses|expenditure|spent) [for|in] <period>", "DEBIT_ONLY"),
  // "total income last month", "my total earnings this year"
  phrase("[my] total (income|earnings) [for|in] <period>", "CREDIT_ONLY"),
  // "what was my total spending in February", "how much was my spending on coffee last month"
  phrase("(what|how much) (was|is|were|are) my [total] (spending|expenses|expenditure) <en_topic> <period>", "DEBIT_ONLY"),
  phrase(
    "<lead>[我][<account>]<period>[我][的]<total>[總](收入|進帳|入帳|進賬|入賬|賺[了])<sum_noun><total>[是|有]<how_much>",
    "CREDIT_ONLY",
  ),
  // 「這個月薪水多少」「這个月工资到账多少」「今年獎金總共領了多少」
  phrase(
    "<lead>[我]<period>[的]{topic:finance_pay}<total>[收入|(入|進|到)(帳|賬|來)[了]|發了|領了|拿了]<sum_noun><total>[是|有]<how_much>",
    "CREDIT_ONLY",
  ),
  phrase(
    "(how much [money] (did|have) i (earn|earned|make|made)|what ('s|is|was) my [total] income|how much income (did|have) i (get|got|have|had|make|made|receive|received)) <in_total> <period>",
    "CREDIT_ONLY",
  ),
  // 「上上個月收支相抵剩多少」「這個月收支結餘是多少」: income and spending together.
  phrase("<lead>[我][<account>]<period>[的](收支[相抵|淨額|結餘|差額]|淨收支|淨收入|結餘)[後|之後][還][剩下|剩|是|有]<how_much>", "ALL"),
];
