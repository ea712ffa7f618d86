import { z } from "zod";
import { defineFinanceTool } from "./define-finance-tool";
import { accountsListPhrases } from "./accounts-list-phrases";
import { formatAccountsList } from "./accounts-list-formatter";
import type { FinanceToolOptions } from "./finance-tool-options";
import type { Account } from "./models/account";
import { runFinanceQuery } from "./run-finance-query";

/** `finance_accounts_list`: the user's accounts (id, name, currency), by name. */
export function createAccountsListTool({ repositoryFor }: FinanceToolOptions) {
  return defineFinanceTool({
    name: "finance_accounts_list",
    description:
      "List the user's own bank accounts, cards and wallets (id, name, currency). Use an id as account_id in the other finance tools.",
    parameters: z.object({}),
    phrases: accountsListPhrases,
    execute: (_args, context) =>
      runFinanceQuery<{ accounts: Account[] }>(
        async () => ({ accounts: await repositoryFor(context.userId).listAccounts() }),
        context.locale,
      ),
    format: formatAccountsList,
  });
}
