import { toTraditional } from "../../core/chinese-script";
import type { Locale } from "../../core/locale";
import { localize } from "../../core/localize";
import { ToolError } from "../../core/tool-error";
import type { TransactionRepository } from "./repository/transaction-repository";

interface Named {
  id: string;
  name: string;
}

// Names compared in one script, case and spacing: 「国泰信用卡」 is 「國泰信用卡」.
function fold(name: string): string {
  return toTraditional(name).toLowerCase().replace(/\s+/gu, "");
}

// What a name is called by, less the word for its kind: 「玉山帳戶」 and 「玉山銀行」 are called 玉山.
function shortName(name: string): string {
  return name.replace(/(?:[帳賬]戶|[帳賬]號|戶頭|銀行)$/u, "");
}

function find(known: readonly Named[], wanted: string): Named | undefined {
  const byId = known.find((item) => item.id === wanted);
  if (byId !== undefined) return byId;
  const folded = fold(wanted);
  const names = known.map((item) => ({ item, name: fold(item.name) }));
  const exact = names.find(({ name }) => name === folded);
  if (exact !== undefined) return exact.item;
  // 「玉山」 for the account 「玉山銀行 活存」: a part of one name only, never a guess between two.
  for (const part of new Set([folded, shortName(folded)])) {
    const holding = part === "" ? [] : names.filter(({ name }) => name.includes(part));
    if (holding.length === 1) return holding[0].item;
  }
  return undefined;
}

/** Filters whose account and category are ids, and the ids of the categories under the one asked for. */
export interface ResolvedReferences<Filters> {
  filters: Filters;
  /** Every category below `filters.category_id`, at any depth: 餐飲 holds 咖啡 and 早餐. Empty without one. */
  subcategories: string[];
  /** The name of the category asked for (「交通」 for `transport`), to say what was added up. */
  categoryName?: string;
}

// The categories whose parent is `id`, their own children, and so on (a loop in the data ends it).
function categoriesUnder(categories: readonly { id: string; parent_id: string | null }[], id: string): string[] {
  const found = new Set<string>([id]);
  for (let added = true; added;) {
    added = false;
    for (const category of categories)
      if (category.parent_id !== null && found.has(category.parent_id) && !found.has(category.id)) {
        found.add(category.id);
        added = true;
      }
  }
  found.delete(id);
  return [...found];
}

/**
 * The filters with `account_id` and `category_id` read as ids or as names (a model may pass
 * 「玉山銀行」 for the account `esun`; a part of exactly one name, such as 「玉山」 or 「玉山帳戶」 for
 * 「玉山銀行 活存」, is that one), or a NOT_FOUND error naming what exists, so the user hears
 * 「找不到帳戶「台新」。你的帳戶有：玉山銀行、現金。」 rather than an empty answer. A category
 * holds those under it: 「餐飲」 adds up 咖啡 and 早餐 too.
 */
export async function resolveReferences<Filters extends { account_id?: string; category_id?: string }>(
  repository: TransactionRepository,
  filters: Filters,
  locale: Locale,
): Promise<ResolvedReferences<Filters> | ToolError> {
  const resolved = { ...filters };
  let subcategories: string[] = [];
  let categoryName: string | undefined;
  if (filters.account_id !== undefined) {
    const accounts = await repository.listAccounts();
    const account = find(accounts, filters.account_id);
    if (account === undefined) {
      const names = accounts.map((item) => item.name).join(locale === "en" ? ", " : "、");
      return new ToolError(
        "NOT_FOUND",
        localize(locale, {
          zh: `找不到帳戶「${filters.account_id}」。你的帳戶有：${names}。`,
          en: `There is no account "${filters.account_id}". Your accounts: ${names}.`,
        }),
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
        localize(
          locale,
          names === ""
            ? {
                zh: `找不到分類「${filters.category_id}」：記帳資料裡還沒有分類。`,
                en: `There is no category "${filters.category_id}": your transactions have no categories yet.`,
              }
            : {
                zh: `找不到分類「${filters.category_id}」。分類有：${names}。`,
                en: `There is no category "${filters.category_id}". Categories: ${names}.`,
              },
        ),
        { category_id: filters.category_id, known_categories: categories.map((item) => item.id) },
      );
    }
    resolved.category_id = category.id;
    subcategories = categoriesUnder(categories, category.id);
    categoryName = category.name;
  }
  return { filters: resolved, subcategories, categoryName };
}
