import type { Locale } from "../../core/locale";
import { localize } from "../../core/localize";
import { MissingPackageError } from "../../core/missing-package-error";
import { ToolError } from "../../core/tool-error";
import { ToolResult } from "../../core/tool-result";
import { describeFinanceFailure } from "./describe-finance-failure";

/**
 * Runs a repository call and turns a storage failure (a locked or corrupt database file, a
 * disk error, an unreachable server) into a BACKEND_ERROR result whose short spoken message
 * says which (see {@link describeFinanceFailure}); a ToolError passes through.
 * A missing optional driver (better-sqlite3) says what to install instead of "try later".
 */
export async function runFinanceQuery<Data>(query: () => Promise<Data | ToolError>, locale: Locale): Promise<ToolResult<Data>> {
  try {
    const answer = await query();
    return ToolError.isInstance(answer) ? ToolResult.fail(answer) : ToolResult.ok(answer);
  } catch (error) {
    if (ToolError.isInstance(error)) return ToolResult.fail(error);
    if (MissingPackageError.isInstance(error)) {
      const { packageName, installCommand } = error;
      const message = localize(locale, {
        zh: `記帳功能需要 ${packageName} 套件才能使用，請在專案裡執行：${installCommand}。`,
        en: `The finance tools need the ${packageName} package. Run this in your project: ${installCommand}.`,
      });
      return ToolResult.fail(new ToolError("BACKEND_ERROR", message, { missingPackage: packageName }));
    }
    return ToolResult.fail(
      new ToolError("BACKEND_ERROR", localize(locale, describeFinanceFailure(error)), {
        cause: error instanceof Error ? error.message : String(error),
      }),
    );
  }
}
