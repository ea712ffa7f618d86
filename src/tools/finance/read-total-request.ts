import type { TransactionSumDirection } from "./models/transaction-sum-direction";
import { HOW_MUCH } from "./phrase-parts";

const THOSE = "(?:那些|這些|那幾筆|這幾筆|它們)";
const TOTAL = "(?:全部|總共|一共|加起來|合起來|加總起來?|合計|總計|共)";
const PATTERNS: readonly RegExp[] = [
  // 「那總共花了多少」「加起來多少錢」「這些一共收入多少」「花了多少」
  new RegExp(
    `^(?:那|那麼)?(?<those>${THOSE})?(?<total>${TOTAL}{1,2})?(?:是)?(?:(?<spent>花了|花費了?|花|消費了?|支出了?|刷了|付了)|(?<earned>收入|賺了|進帳了?|入帳了?|收了))?我?(?:是|有)?${HOW_MUCH}$`,
    "u",
  ),
  // 「總額是多少」「那些的總金額呢」
  new RegExp(`^(?:那|那麼)?(?<those>${THOSE})?的?(?<total>總額|總金額|總和|合計|總計)(?:是|有)?(?:${HOW_MUCH}|呢)$`, "u"),
  // 'how much did I spend', 'how much did that cost me', 'how much is that in total', 'how much did they add up to'
  /^how much (?:(?:did|have) i (?<spent>spend|spent|pay|paid)|did (?:that|those|they|these|it) (?<cost>cost)(?: me)?|(?<total>(?:is|was|are|were) (?:that|those|they|these|it)|(?:does|do|did) (?:that|those|they|these|it) (?:come|add up) to)|(?:did|have) i (?<earned>earn|earned|make|made|get|got|receive|received))(?: (?:on|at|for|from) (?:them|those|these|that|it))?(?: in total| altogether| all together| overall| combined)?$/iu,
  // "what's the total", 'add them up'
  /^(?<total>what(?:'s| is| was) the (?:total|sum)|what do (?:they|those|these) (?:come|add up) to|(?:add|sum|total) (?:them|those|these|it|that) up|the total)(?: please)?$/iu,
];

/**
 * The direction of the total a turn after a list asks for (normalised text): spending for
 * 「那總共花了多少」 'how much did I spend' (DEBIT_ONLY), income for 「加起來收入多少」 (CREDIT_ONLY),
 * the net for 「總共多少錢」 "what's the total" (ALL); null when the text asks for no total (「多少」 alone).
 */
export function readTotalRequest(text: string): TransactionSumDirection | null {
  for (const pattern of PATTERNS) {
    const groups = pattern.exec(text)?.groups;
    if (groups === undefined) continue;
    if (groups.spent !== undefined || groups.cost !== undefined) return "DEBIT_ONLY";
    if (groups.earned !== undefined) return "CREDIT_ONLY";
    if (groups.total !== undefined || groups.those !== undefined) return "ALL";
  }
  return null;
}
