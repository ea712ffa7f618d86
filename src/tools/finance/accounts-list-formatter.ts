import type { FormatContext } from "../../core/base-tool";
import { localize } from "../../core/localize";
import type { ToolResult } from "../../core/tool-result";
import type { Account } from "./models/account";

/** The accounts as a spoken answer: 「你有 2 個帳戶：玉山銀行（TWD）、現金（TWD）。」 */
export function formatAccountsList(result: ToolResult<{ accounts: Account[] }>, context: FormatContext): string {
  if (!result.success || result.data === undefined) return result.error?.message ?? "";
  const { accounts } = result.data;
  if (accounts.length === 0) {
    return localize(context.locale, { zh: "目前還沒有任何帳戶資料。", en: "You have no accounts yet." });
  }
  return localize(context.locale, {
    zh: `你有 ${accounts.length} 個帳戶：${accounts.map((account) => `${account.name}（${account.currency}）`).join("、")}。`,
    en: `You have ${accounts.length === 1 ? "1 account" : `${accounts.length} accounts`}: ${accounts.map((account) => `${account.name} (${account.currency})`).join(", ")}.`,
  });
}
