import { financeDialogue } from "./finance-dialogue";
import { defineFinanceTool } from "./define-finance-tool";
import { ToolError } from "../../core/tool-error";
import { resolveReferences } from "./resolve-references";
import type { FinanceToolOptions } from "./finance-tool-options";
import { TransactionSumFilters } from "./models/transaction-sum-filters";
import { normalizeFinanceArgs } from "./normalize-finance-args";
import { runFinanceQuery } from "./run-finance-query";
import { searchAlternatives } from "./search-alternatives";
import { formatTransactionsSum, type TransactionSumAnswer } from "./transactions-sum-formatter";
import { transactionsSumPhrases } from "./transactions-sum-phrases";

/**
 * `finance_transactions_sum`: adds up the matching amounts exactly. `direction` DEBIT_ONLY
 * adds only spending (a negative total, spoken as a positive spend), CREDIT_ONLY only income,
 * ALL the net. Without `limit` the sum covers every match.
 */
export function createTransactionsSumTool({ repositoryFor, timeZone, currency = "TWD" }: FinanceToolOptions) {
  return defineFinanceTool({
    name: "finance_transactions_sum",
    description:
      "Total of the user's own transactions: how much they spent (direction DEBIT_ONLY) or earned (CREDIT_ONLY) or the net (ALL, default). " +
      "Spending amounts are negative. date_range takes YYYY-MM-DD dates (inclusive) or words such as 這個月/上個月/this month. " +
      "search is a word of the description (咖啡, coffee). Leave limit out to sum every match.",
    parameters: TransactionSumFilters,
    normalize: normalizeFinanceArgs,
    phrases: transactionsSumPhrases,
    dialogue: financeDialogue,
    execute: (filters, context) =>
      runFinanceQuery<TransactionSumAnswer>(async () => {
        const repository = repositoryFor(context.userId);
        const resolved = await resolveReferences(repository, filters, context.locale);
        if (ToolError.isInstance(resolved)) return resolved;
        const total = await repository.sum(resolved.filters, {
          subcategories: resolved.subcategories,
          timeZone: timeZone ?? context.timeZone,
          alternatives: searchAlternatives(filters.search),
          currency,
        });
        return { ...total, category_name: resolved.categoryName };
      }, context.locale),
    format: formatTransactionsSum,
  });
}
