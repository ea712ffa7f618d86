import { DateTime } from "luxon";
import type { FormatContext } from "../../core/base-tool";
import { localize } from "../../core/localize";
import type { ToolResult } from "../../core/tool-result";
import { describePeriod } from "./describe-period";
import { formatMoney } from "./format-money";
import type { Transaction } from "./models/transaction";
import type { TransactionFilters } from "./models/transaction-filters";
import type { TransactionSearchResult } from "./models/transaction-search-result";

/** At most this many transactions are read out; the rest are counted. */
const SPOKEN_ITEMS = 10;

function item(transaction: Transaction, { timeZone }: FormatContext, locale: "zh-TW" | "en"): string {
  const day = DateTime.fromISO(transaction.booked_at, { zone: timeZone });
  const date = locale === "en" ? day.setLocale("en").toFormat("MMM d") : `${day.month}月${day.day}日`;
  return `${date} ${transaction.description} ${formatMoney(transaction.amount.amount, transaction.amount.currency, locale)}`;
}

/** What the search tool returns: the stable paginated object plus the filters it ran with, and the name of the category asked for. */
export type TransactionSearchAnswer = TransactionSearchResult & { filters: TransactionFilters; category_name?: string };

/**
 * A page of transactions as a spoken answer: how many matched, then the newest ten or fewer
 * (「上個月交易共 45 筆，最近 10 筆：2月28日 全聯福利中心 -1,234 元；…」) and how many were left out.
 */
export function formatTransactionsSearch(result: ToolResult<TransactionSearchAnswer>, context: FormatContext): string {
  if (!result.success || result.data === undefined) return result.error?.message ?? "";
  const { items, total, offset, filters, category_name: category } = result.data;
  const period = describePeriod(filters.date_range, context);
  // What was looked for: a word of the description, or a category (「交通類的交易」 'in Transport').
  const search = filters.search ?? (category === undefined ? undefined : `${category}類`);
  const zhSubject = `${period?.zh ?? ""}${search === undefined ? "" : `${search}的`}`;
  const enScope = `${filters.search !== undefined ? ` matching "${filters.search}"` : category !== undefined ? ` in ${category}` : ""}${period === null ? "" : ` ${period.en}`}`;
  if (total === 0) {
    return localize(context.locale, {
      zh: `${period?.zh ?? "目前"}沒有${search === undefined ? "" : `符合「${search}」的`}交易紀錄。`,
      en: `There are no transactions${enScope}.`,
    });
  }
  if (items.length === 0) {
    return localize(context.locale, {
      zh: `${zhSubject}交易共 ${total} 筆，後面已經沒有了。`,
      en: `There are ${total} transactions${enScope} and none after these.`,
    });
  }
  const spoken = items.slice(0, SPOKEN_ITEMS);
  const rest = total - offset - spoken.length;
  const from =
    offset === 0
      ? { zh: `最近 ${spoken.length} 筆`, en: `the latest ${spoken.length}` }
      : { zh: `第 ${offset + 1} 到 ${offset + spoken.length} 筆`, en: `numbers ${offset + 1} to ${offset + spoken.length}` };
  return localize(context.locale, {
    zh: `${zhSubject}交易共 ${total} 筆，${from.zh}：${spoken.map((transaction) => item(transaction, context, "zh-TW")).join("；")}。${rest > 0 ? `還有 ${rest} 筆沒有列出。` : ""}`,
    en: `There ${total === 1 ? "is 1 transaction" : `are ${total} transactions`}${enScope}; ${from.en}: ${spoken.map((transaction) => item(transaction, context, "en")).join("; ")}.${rest > 0 ? ` ${rest} more not listed.` : ""}`,
  });
}
