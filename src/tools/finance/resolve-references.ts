import type { Locale } from "../../core/locale";
import { localize } from "../../core/localize";
import { ToolError } from "../../core/tool-error";
import type { TransactionRepository } from "./repository/transaction-repository";

interface Named {
  id: string;
  name: string;
}

function find(known: readonly Named[], wanted: string): Named | undefined {
  const folded = wanted.toLowerCase();
  return known.find((item) => item.id === wanted) ?? known.find((item) => item.name.toLowerCase() === folded);
}

/**
 * The filters with `account_id` and `category_id` read as ids or as names (a model may pass
 * 「玉山銀行」 for the account `esun`), or a NOT_FOUND error naming what exists, so the user hears
 * 「找不到帳戶「台新」。你的帳戶有：玉山銀行、現金。」 rather than an empty answer.
 */
export async function resolveReferences<Filters extends { account_id?: string; category_id?: string }>(
  repository: TransactionRepository,
  filters: Filters,
  locale: Locale,
): Promise<Filters | ToolError> {
  const resolved = { ...filters };
  if (filters.account_id !== undefined) {
    const accounts = await repository.listAccounts();
    const account = find(accounts, filters.account_id);
    if (account === undefined) {
      const names = accounts.map((item) => item.name).join(locale === "en" ? ", " : "、");
      return new ToolError(
        "NOT_FOUND",
        localize(locale, { zh: `找不到帳戶「${filters.account_id}」。你的帳戶有：${names}。`, en: `There is no account "${filters.account_id}". Your accounts: ${names}.` }),
        { account_id: filters.account_id, known_accounts: accounts.map((item) => item.id) },
      );
    }
    resolved.account_id = account.id;
  }
  if (filters.category_id !== undefined) {
    const categories = await repository.listCategories();
    const category = find(categories, filters.category_id);
    if (category === undefined) {
      const names = categories.map((item) => item.name).join(locale === "en" ? ", " : "、");
      return new ToolError(
        "NOT_FOUND",
        localize(locale, { zh: `找不到分類「${filters.category_id}」。分類有：${names}。`, en: `There is no category "${filters.category_id}". Categories: ${names}.` }),
        { category_id: filters.category_id, known_categories: categories.map((item) => item.id) },
      );
    }
    resolved.category_id = category.id;
  }
  return resolved;
}
