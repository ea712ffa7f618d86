import type { FormatContext } from "../../core/base-tool";
import { localize, type LocalizedText } from "../../core/localize";
import type { ToolResult } from "../../core/tool-result";
import { describePeriod } from "./describe-period";
import { absoluteAmount, formatMoney } from "./format-money";
import type { TransactionSumResult } from "./models/transaction-sum-result";

function transactionsWord(count: number): string {
  return count === 1 ? "1 transaction" : `${count} transactions`;
}

/** What the sum tool returns: the sum, and the name of the category asked for (「交通」 for `transport`). */
export type TransactionSumAnswer = TransactionSumResult & { category_name?: string };

function sentences(data: TransactionSumAnswer, context: FormatContext): LocalizedText {
  const { direction } = data.filters;
  // What was added up: a word of the description, or the category asked for.
  const search = data.filters.search ?? data.category_name;
  const period = describePeriod(data.filters.date_range, context);
  const when = { zh: period?.zh ?? "到目前為止", en: period?.en ?? "so far" };
  const shown = direction === "DEBIT_ONLY" ? absoluteAmount(data.total) : data.total;
  const money = (locale: "zh-TW" | "en") => formatMoney(shown, data.currency, locale);
  const topicOf = search === undefined ? "" : `${search}的`;
  if (data.count === 0 && data.other_totals.length === 0) {
    const kind = {
      DEBIT_ONLY: { zh: "支出", en: "no spending" },
      CREDIT_ONLY: { zh: "收入", en: "no income" },
      ALL: { zh: "交易", en: "no transactions" },
    }[direction];
    return {
      zh: `${period?.zh ?? "目前"}沒有${topicOf}${kind.zh}紀錄。`,
      en: `You have ${kind.en}${search === undefined ? "" : ` for ${search}`} ${when.en}.`,
    };
  }
  const counted = { zh: `（${data.count} 筆）`, en: ` (${transactionsWord(data.count)})` };
  if (direction === "DEBIT_ONLY") {
    return {
      zh: `${when.zh}${search ?? ""}共花了 ${money("zh-TW")}${counted.zh}。`,
      en: `You spent ${money("en")}${search === undefined ? "" : ` on ${search}`} ${when.en}${counted.en}.`,
    };
  }
  if (direction === "CREDIT_ONLY") {
    return {
      zh: `${when.zh}${search ?? ""}收入共 ${money("zh-TW")}${counted.zh}。`,
      en: `Your income${search === undefined ? "" : ` from ${search}`} ${when.en} was ${money("en")}${counted.en}.`,
    };
  }
  return {
    zh: `${when.zh}${topicOf}收支淨額是 ${money("zh-TW")}${counted.zh}。`,
    en: `The net total${search === undefined ? "" : ` for ${search}`} ${when.en} is ${money("en")}${counted.en}.`,
  };
}

/**
 * The sum as a spoken answer: 「這個月咖啡共花了 1,234 元（12 筆）。」, 「上個月收入共 52,000 元（1 筆）。」;
 * a spending total is spoken as a positive amount. Other currencies follow in one more sentence.
 */
export function formatTransactionsSum(result: ToolResult<TransactionSumAnswer>, context: FormatContext): string {
  if (!result.success || result.data === undefined) return result.error?.message ?? "";
  const data = result.data;
  const text = sentences(data, context);
  for (const other of data.other_totals) {
    const amount = data.filters.direction === "DEBIT_ONLY" ? absoluteAmount(other.amount) : other.amount;
    text.zh += `另有 ${formatMoney(amount, other.currency, "zh-TW")}（${other.count} 筆）。`;
    text.en += ` Plus ${formatMoney(amount, other.currency, "en")} (${transactionsWord(other.count)}).`;
  }
  return localize(context.locale, text);
}
