import { createFinanceTools, InMemoryTransactionRepository, type Locale, type TransactionRepository } from "../../../src/index";
import { ledger } from "./transaction-repository-contract";

/** The turn every finance test is in: 2026-03-10 09:00 in Taipei. */
export const now = new Date("2026-03-10T01:00:00Z");

/** A repository holding the ledger fixture. */
export function ledgerRepository(): InMemoryTransactionRepository {
  return new InMemoryTransactionRepository(ledger);
}

/** The three finance tools over `repository`, by name. */
export function financeTools(repository: TransactionRepository = ledgerRepository()) {
  const [search, sum, accounts] = createFinanceTools({ repository });
  return { search, sum, accounts };
}

/** Runs a tool the way the graph does: normalise, validate, execute, format. */
export async function runTool(
  tool: ReturnType<typeof financeTools>[keyof ReturnType<typeof financeTools>],
  args: Record<string, unknown>,
  locale: Locale = "zh-TW",
) {
  const context = { now, timeZone: "Asia/Taipei", locale, signal: new AbortController().signal };
  const checked = tool.validate(tool.normalize(args, context));
  if (!checked.success) return { validationError: checked.message };
  // The union of the three tools' argument types is narrowed by the tool itself at run time.
  const result = await (tool.execute as (args: unknown, context: unknown) => ReturnType<typeof tool.execute>)(checked.args, context);
  return { result, text: (tool.format as (result: unknown, context: unknown) => string)(result, context) };
}
