import type { Locale } from "../../core/locale";
import { localize } from "../../core/localize";
import { MissingPackageError } from "../../core/missing-package-error";
import { ToolError } from "../../core/tool-error";
import { ToolResult } from "../../core/tool-result";

/**
 * Runs a repository call and turns a storage failure (a locked or corrupt database file, a
 * disk error) into a BACKEND_ERROR result with a short spoken message; a ToolError passes through.
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
      new ToolError("BACKEND_ERROR", localize(locale, { zh: "記帳資料庫現在讀不到，請稍後再試。", en: "The finance database can't be read right now. Please try again later." }), {
        cause: error instanceof Error ? error.message : String(error),
      }),
    );
  }
}
