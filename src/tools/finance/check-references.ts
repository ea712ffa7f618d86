import type { Locale } from "../../core/locale";
import { localize } from "../../core/localize";
import { ToolError } from "../../core/tool-error";
import type { TransactionRepository } from "./repository/transaction-repository";

/**
 * A NOT_FOUND error when the filters name an account or category the repository does not
 * know, so the user hears 「找不到這個帳戶」 rather than an empty answer; otherwise undefined.
 */
export async function checkReferences(
  repository: TransactionRepository,
  { account_id: accountId, category_id: categoryId }: { account_id?: string; category_id?: string },
  locale: Locale,
): Promise<ToolError | undefined> {
  if (accountId !== undefined) {
    const accounts = await repository.listAccounts();
    if (!accounts.some((account) => account.id === accountId)) {
      return new ToolError("NOT_FOUND", localize(locale, { zh: `找不到帳戶「${accountId}」。`, en: `There is no account "${accountId}".` }), {
        account_id: accountId,
        known_accounts: accounts.map((account) => account.id),
      });
    }
  }
  if (categoryId !== undefined) {
    const categories = await repository.listCategories();
    if (!categories.some((category) => category.id === categoryId)) {
      return new ToolError("NOT_FOUND", localize(locale, { zh: `找不到分類「${categoryId}」。`, en: `There is no category "${categoryId}".` }), {
        category_id: categoryId,
        known_categories: categories.map((category) => category.id),
      });
    }
  }
  return undefined;
}
