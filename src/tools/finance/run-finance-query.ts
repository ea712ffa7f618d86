import type { Locale } from "../../core/locale";
import { localize } from "../../core/localize";
import { ToolError } from "../../core/tool-error";
import { ToolResult } from "../../core/tool-result";
import { describeFinanceFailure } from "./describe-finance-failure";

/**
 * Runs a repository call and turns a storage failure (a locked or corrupt database file, a
 * disk error, an unreachable server) into a BACKEND_ERROR result whose short spoken message
 * says which (see {@link describeFinanceFailure}); a ToolError passes through.
 */
export async function runFinanceQuery<Data>(query: () => Promise<Data | ToolError>, locale: Locale): Promise<ToolResult<Data>> {
  try {
    const answer = await query();
    return ToolError.isInstance(answer) ? ToolResult.fail(answer) : ToolResult.ok(answer);
  } catch (error) {
    if (ToolError.isInstance(error)) return ToolResult.fail(error);
    return ToolResult.fail(
      new ToolError("BACKEND_ERROR", localize(locale, describeFinanceFailure(error)), {
        cause: error instanceof Error ? error.message : String(error),
      }),
    );
  }
}
