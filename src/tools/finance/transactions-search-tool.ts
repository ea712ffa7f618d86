import { financeDialogue } from "./finance-dialogue";
import { defineFinanceTool } from "./define-finance-tool";
import { ToolError } from "../../core/tool-error";
import { resolveReferences } from "./resolve-references";
import { TransactionFilters } from "./models/transaction-filters";
import { normalizeFinanceArgs } from "./normalize-finance-args";
import { runFinanceQuery } from "./run-finance-query";
import { searchAlternatives } from "./search-alternatives";
import type { FinanceToolOptions } from "./finance-tool-options";
import { formatTransactionsSearch, type TransactionSearchAnswer } from "./transactions-search-formatter";
import { transactionsSearchPhrases } from "./transactions-search-phrases";

/**
 * `finance_transactions_search`: lists the user's transactions, newest first, filtered by
 * account, category, local booking dates, signed amount and words in the description. Always
 * answers the paginated object `{ items, limit, offset, total, filters }`, also when empty.
 */
export function createTransactionsSearchTool({ repositoryFor, timeZone }: FinanceToolOptions) {
  return defineFinanceTool({
    name: "finance_transactions_search",
    description:
      "List the user's own bank/card/cash transactions, newest first. Amounts are signed decimal strings: spending is negative, income positive. " +
      "date_range takes YYYY-MM-DD dates (inclusive) or words such as 這個月/上個月/last month. search is a word of the description (咖啡, 全聯). " +
      "Use finance_transactions_sum for totals.",
    parameters: TransactionFilters,
    normalize: normalizeFinanceArgs,
    phrases: transactionsSearchPhrases,
    dialogue: financeDialogue,
    execute: (filters, context) =>
      runFinanceQuery<TransactionSearchAnswer>(async () => {
        const repository = repositoryFor(context.userId);
        const resolved = await resolveReferences(repository, filters, context.locale);
        if (ToolError.isInstance(resolved)) return resolved;
        const page = await repository.search(resolved.filters, {
          subcategories: resolved.subcategories,
          timeZone: timeZone ?? context.timeZone,
          alternatives: searchAlternatives(filters.search),
        });
        return { ...page, filters: resolved.filters, category_name: resolved.categoryName };
      }, context.locale),
    format: formatTransactionsSearch,
  });
}
